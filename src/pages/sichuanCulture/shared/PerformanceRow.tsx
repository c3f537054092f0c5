import { Text, View } from '@tarojs/components'
import { Badge } from '@/components/Badge'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { FestivalContext } from './useFestival'
import type { PerformanceRowData } from './usePerformances'

/** One performance on the playbill: time, title, place and seats, its booking state; opens the performance to book it. */
export function PerformanceRow({ row, festival, onOpen, withDay = false }: { row: PerformanceRowData; festival: FestivalContext; onOpen: (id: string) => void; withDay?: string | false }) {
  const t = festival.t
  const open = () => onOpen(row.id)
  const link: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': t('festival.playbill.open', { title: row.title }) }),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className='fu-festival-show' onClick={open} {...link}>
      <View className='fu-festival-show__time'>
        {withDay ? <Text className='fu-festival-show__day'>{withDay}</Text> : null}
        <Text className='fu-festival-show__clock'>{row.time}</Text>
      </View>
      {row.cover ? <RemoteImage className='fu-festival-show__thumb' src={row.cover} label='' /> : null}
      <View className='fu-festival-show__body'>
        <Text className='fu-festival-show__title' {...heading(3)}>{row.title}</Text>
        <Text className='fu-festival-show__meta'>{[row.place, row.seats ? t('festival.playbill.seats', { count: row.seats }) : ''].filter(Boolean).join(' · ')}</Text>
        {row.description ? <Text className='fu-festival-show__text'>{row.description}</Text> : null}
      </View>
      <Badge className='fu-festival-show__state' text={t(row.state.key)} tone={row.state.tone} />
    </View>
  )
}
