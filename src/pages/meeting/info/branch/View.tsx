import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { BranchCard, MeetingBranchData } from './useMeetingBranch'
import '../info.scss'

function Branch({ card, data }: { card: BranchCard; data: MeetingBranchData }) {
  return (
    <View className='fu-branch'>
      {card.cover ? <RemoteImage className='fu-branch__cover' src={card.cover} label='' /> : null}
      <View className='fu-branch__body'>
        <Text className='fu-branch__title' {...heading(2)}>{card.title}</Text>
        {card.start && card.end ? <TimeRange className='fu-branch__time' start={card.start} end={card.end} timezone={data.timezone} /> : null}
        {card.place ? <Text className='fu-branch__place'>{card.place}</Text> : null}
        {card.summary ? <Text className='fu-branch__summary'>{card.summary}</Text> : null}
        {card.agendaId ? (
          <Action className='fu-info-button fu-branch__agenda' role='link' onPress={() => data.openAgenda(card.agendaId!)}
            aria={{ 'aria-label': data.t('meetingBranch.agendaLabel', { title: card.title }) }}>
            {data.t('meetingBranch.agenda')}
          </Action>
        ) : null}
      </View>
    </View>
  )
}

/** The branch venues as cards: a column on a phone, a grid of three on a desktop. */
export const MeetingBranchView = observer(function MeetingBranchView({ data, variant }: { data: MeetingBranchData; variant: Variant }) {
  return (
    <View className={`fu-info fu-info--${variant}`}>
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('meetingBranch.empty')} />}
        className='fu-info__content'
        listClassName={`fu-branch-list fu-branch-list--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-branch-list__item' {...srRole('listitem')}>
            <Branch card={card} data={data} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
