import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { Empty } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { formatDateTime } from '@/core'
import type { MeetingLogCard, MyEventsData } from './useMyEvents'
import './event.scss'

function MeetingLogItem({ card, data }: { card: MeetingLogCard; data: MyEventsData }) {
  const { t } = data
  return (
    <View className='fu-my-event__card'>
      {card.cover ? <RemoteImage className='fu-my-event__cover' src={card.cover} label='' /> : null}
      <View className='fu-my-event__body'>
        <Text className='fu-my-event__title' {...heading(2)}>{card.title}</Text>
        <TimeRange className='fu-my-event__time' start={card.start} end={card.end} timezone={card.timezone} />
        <View className='fu-my-event__marks'>
          {card.registered > 0 ? <Badge text={t('mine.event.registered', { count: card.registered })} tone='green' /> : null}
          {card.visited ? <Text className='fu-my-event__visited'>{t('mine.event.visited', { date: formatDateTime(card.visited, card.timezone, 'YYYY.MM.DD') })}</Text> : null}
        </View>
      </View>
      <Action className='fu-button fu-my-event__open' onPress={() => data.open(card.id)} aria={{ 'aria-label': t('mine.event.openLabel', { title: card.title }) }}>
        {t('mine.event.open')}
      </Action>
    </View>
  )
}

/** My meeting log: one card per meeting, newest first (a column on a phone, two columns on a desktop). */
export const MyEventsView = observer(function MyEventsView({ data, variant }: { data: MyEventsData; variant: Variant }) {
  return (
    <View className={`fu-my-event fu-my-event--${variant}`}>
      <Text className='fu-my-event__intro'>{data.t('mine.event.intro')}</Text>
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('mine.event.empty')} action={{ label: data.t('mine.event.browse'), onPress: data.browse }} />}
        className='fu-my-event__content'
        listClassName={`fu-my-event__list fu-my-event__list--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-my-event__item' {...srRole('listitem')}>
            <MeetingLogItem card={card} data={data} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
