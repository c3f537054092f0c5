import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../../shared/FestivalSection'
import { PerformanceRow } from '../../shared/PerformanceRow'
import type { PlaybillData } from './usePlaybill'

/** The playbill: the festival's days as tabs, the chosen day's performances in time order. */
export const PlaybillView = observer(function PlaybillView({ data, variant }: { data: PlaybillData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scMeetingPlaybill' variant={variant}>
      {data.days.length === 0 ? <Empty text={t('festival.playbill.empty')} /> : (
        <>
          <View className={`fu-festival-days fu-festival-days--${variant}`} {...srRole('tablist', { 'aria-label': t('festival.playbill.days') })}>
            {data.days.map(day => (
              <Action
                key={day.key}
                id={`fu-playbill-tab-${day.key}`}
                role='tab'
                aria={{ 'aria-selected': day.key === data.current, 'aria-controls': 'fu-playbill-panel' }}
                className={day.key === data.current ? 'fu-festival-days__day fu-festival-days__day--on' : 'fu-festival-days__day'}
                onPress={() => data.choose(day.key)}
              >
                {day.label}
              </Action>
            ))}
          </View>
          <View id='fu-playbill-panel' className='fu-festival-playbill' {...srRole('tabpanel', { 'aria-labelledby': `fu-playbill-tab-${data.current ?? ''}` })}>
            <Text className='fu-festival-sections__count'>{data.days.find(day => day.key === data.current)?.count}</Text>
            <View {...srRole('list')}>
              {data.shows.map(row => (
                <View key={row.id} {...srRole('listitem')}><PerformanceRow row={row} festival={data.festival} onOpen={data.open} /></View>
              ))}
            </View>
          </View>
        </>
      )}
    </FestivalSection>
  )
})
