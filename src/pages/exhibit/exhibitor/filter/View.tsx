import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { PagedListView } from '@/components/PagedListView'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { ExhibitorCard } from '../../parts/ExhibitorCard'
import type { ExhibitorFilterData, FacetGroup } from './useExhibitorFilter'
import '../../../../components/exhibit/exhibit.scss'
import './filter.scss'

const Group = observer(function Group({ group, data }: { group: FacetGroup; data: ExhibitorFilterData }) {
  return (
    <View className='fu-exhibit-filter__group' {...srRole('group', { 'aria-label': group.title })}>
      <Text className='fu-exhibit-filter__group-title' {...heading(2)}>{group.title}</Text>
      <View className='fu-exhibit-filter__options'>
        {group.options.map(o => (
          <Action
            key={o.value}
            role='checkbox'
            className={`fu-exhibit-filter__option${o.chosen ? ' fu-exhibit-filter__option--on' : ''}`}
            aria={{ 'aria-checked': o.chosen, 'aria-label': data.t('mine.filter.option', { label: o.label, total: o.total }) }}
            disabled={!o.chosen && o.total === 0}
            onPress={() => data.toggle(group.facet, o.value)}
          >
            {`${o.label} (${o.total})`}
          </Action>
        ))}
      </View>
    </View>
  )
})

/** The facets with counts (a column beside the list on a desktop, above it on a phone), the chosen ones, the list. */
export const ExhibitorFilterView = observer(function ExhibitorFilterView({ data, variant }: { data: ExhibitorFilterData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-exhibit-filter fu-exhibit-filter--${variant}`}>
      <View className='fu-exhibit-filter__facets'>
        {data.facetsStatus === 'loading' ? <Loading /> : null}
        {data.facetsStatus === 'failed' ? <Failed message={data.facetsError} onRetry={data.retryFacets} /> : null}
        {data.groups.map(group => <Group key={group.facet} group={group} data={data} />)}
      </View>
      <View className='fu-exhibit-filter__results'>
        <View className='fu-exhibit-filter__bar'>
          <View className='fu-exhibit-filter__chips' {...srRole('status', { 'aria-live': 'polite' })}>
            {data.chips.length ? data.chips.map(chip => (
              <Action key={chip.facet} className='fu-exhibit-filter__chip' onPress={() => data.clear(chip.facet)} aria={{ 'aria-label': t('mine.filter.remove', { label: chip.label }) }}>
                {`${chip.label} ×`}
              </Action>
            )) : <Text className='fu-exhibit-filter__none'>{t('mine.filter.none')}</Text>}
          </View>
          <View className='fu-exhibit-filter__tools'>
            {data.anyChosen ? <Action className='fu-exhibit-filter__tool' onPress={data.clearAll}>{t('mine.filter.clearAll')}</Action> : null}
            <Action className='fu-exhibit-filter__tool' onPress={() => { void data.share() }}>{t('mine.filter.share')}</Action>
          </View>
        </View>
        <PagedListView
          list={data.list}
          count={data.cards.length}
          empty={<Empty text={t('mine.filter.empty')} action={data.anyChosen ? { label: t('mine.filter.clearAll'), onPress: data.clearAll } : undefined} />}
          className='fu-exhibit__body'
          listClassName={`fu-exhibit__cards fu-exhibit__cards--${variant}`}
          pagingTexts={data.pagingTexts}
        >
          {data.cards.map(card => (
            <View key={card.id} className='fu-exhibit__item' {...srRole('listitem')}>
              <ExhibitorCard card={card} texts={data.cardTexts(card)} variant={variant} onOpen={data.open} />
            </View>
          ))}
        </PagedListView>
      </View>
    </View>
  )
})
