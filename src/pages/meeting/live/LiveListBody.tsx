import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { LiveCardData, LiveListData } from './useLiveList'
import './live.scss'

/** One live: cover with its state badge, title, time range and the countdown; the card opens the detail. */
function LiveCard({ card, data, variant }: { card: LiveCardData; data: LiveListData; variant: Variant }) {
  const open = () => data.open(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': data.t('live.list.open', { title: card.title }) }),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className={`fu-live-card fu-live-card--${variant}`} onClick={open} {...keyboard}>
      <View className='fu-live-card__cover-box'>
        {card.cover ? <RemoteImage className='fu-live-card__cover' src={card.cover} label='' /> : null}
        <Badge className='fu-live-card__badge' text={card.stateText} tone={card.tone} />
      </View>
      <View className='fu-live-card__body'>
        <Text className='fu-live-card__title' {...heading(2)}>{card.title}</Text>
        <TimeRange className='fu-live-card__time' start={card.start} end={card.end} timezone={data.timezone} />
        {card.countdown ? <Text className='fu-live-card__countdown'>{card.countdown}</Text> : null}
      </View>
    </View>
  )
}

/** The list: its loading, failure (retry), empty state, the cards (a column on a phone, a grid on a desktop) and the paging foot. */
export const LiveListView = observer(function LiveListView({ data, variant }: { data: LiveListData; variant: Variant }) {
  return (
    <View className={`fu-live-list fu-live-list--${variant}`}>
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('live.list.empty')} />}
        className='fu-live-list__body'
        listClassName={`fu-live-list__cards fu-live-list__cards--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-live-list__item' {...srRole('listitem')}>
            <LiveCard card={card} data={data} variant={variant} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
