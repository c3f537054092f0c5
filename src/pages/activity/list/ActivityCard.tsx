import { Text, View } from '@tarojs/components'
import { Badge } from '@/components/Badge'
import { PriceSpan } from '@/components/Price'
import { RemoteImage } from '@/components/RemoteImage'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { ActivityCardData, ActivityListData } from './useActivityList'

/** One activity in the list: cover, title, time, place, price and registration state; opens the detail. */
export function ActivityCard({ card, data, variant }: { card: ActivityCardData; data: ActivityListData; variant: 'mobile' | 'desktop' }) {
  const open = () => data.open(card.id)
  // A link for the keyboard and screen readers too: a tab stop, Enter / Space (Taro's View types know neither).
  // Its name is its content (title first after the state): a label would not hold the time, place and price on it.
  const keyboard: Record<string, unknown> = {
    ...srRole('link'),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className={`fu-activity-card fu-activity-card--${variant}`} onClick={open} {...keyboard}>
      <View className='fu-activity-card__cover-box'>
        {card.cover ? <RemoteImage className='fu-activity-card__cover' src={card.cover} label='' /> : null}
        <Badge className='fu-activity-card__badge' text={data.t(card.state.key)} tone={card.state.tone} />
      </View>
      <View className='fu-activity-card__body'>
        <Text className='fu-activity-card__title' {...heading(2)}>{card.title}</Text>
        <TimeRange className='fu-activity-card__time' start={card.start} end={card.end} timezone={data.timezone} />
        {card.place ? <Text className='fu-activity-card__place'>{card.place}</Text> : null}
        <View className='fu-activity-card__foot'>
          <PriceSpan {...card.price} />
        </View>
      </View>
    </View>
  )
}
