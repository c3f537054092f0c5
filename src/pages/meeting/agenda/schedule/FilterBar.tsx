import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { AgendaScheduleData } from './useAgendaSchedule'
import './filters.scss'

/**
 * The agenda's facets as rows of chips (track, room, type, language), each row a labelled group of toggle buttons
 * with "All" first; the chosen chip is pressed (aria-pressed), so a keyboard (Tab, Enter / Space) and a screen reader
 * use them like any button. "Clear filters" shows once a facet is chosen.
 */
export const FilterBar = observer(function FilterBar({ data, variant }: { data: AgendaScheduleData; variant: Variant }) {
  const { t, filters } = data
  if (!filters.facets.length) return null
  return (
    <View className={`fu-agenda-filters fu-agenda-filters--${variant}`} {...srRole('group', { 'aria-label': t('agenda.filter.label') })}>
      {filters.facets.map(facet => (
        <View key={facet.name} className='fu-agenda-filters__row' {...srRole('group', { 'aria-label': facet.label })}>
          <Text className='fu-agenda-filters__label' aria-hidden>{facet.label}</Text>
          <View className='fu-agenda-filters__chips'>
            <Action
              className={`fu-agenda-chip${facet.chosen ? '' : ' fu-agenda-chip--on'}`}
              onPress={() => filters.choose(facet.name, '')}
              aria={{ 'aria-pressed': !facet.chosen, 'aria-label': t('agenda.filter.allNamed', { facet: facet.label }) }}
            >
              {t('agenda.filter.all')}
            </Action>
            {facet.options.map(option => (
              <Action
                key={option.key}
                className={`fu-agenda-chip${option.selected ? ' fu-agenda-chip--on' : ''}`}
                onPress={() => filters.choose(facet.name, option.selected ? '' : option.key)}
                aria={{ 'aria-pressed': option.selected }}
              >
                {option.label}
              </Action>
            ))}
          </View>
        </View>
      ))}
      {filters.activeCount ? (
        <Action className='fu-agenda-filters__clear' onPress={filters.clear}>{t('agenda.filter.clear')}</Action>
      ) : null}
    </View>
  )
})
