import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { RemoteImage } from '@/components/RemoteImage'
import { srRole } from '@/components/a11y'
import type { SessionSpeaker } from '../../agenda/sessionView'
import type { SpeakerListData } from './useSpeakerList'

/** One speaker: photo (or the name's first letter), name, title and company; the card opens the speaker. */
function SpeakerCard({ card, data, variant }: { card: SessionSpeaker; data: SpeakerListData; variant: 'mobile' | 'desktop' }) {
  return (
    <Action className={`fu-speaker-card fu-speaker-card--${variant}`} role='link' onPress={() => data.open(card.id)} aria={{ 'aria-label': data.t('speaker.list.open', { name: card.name }) }}>
      {card.photo
        ? <RemoteImage className='fu-speaker-card__photo' src={card.photo} label='' />
        : <View className='fu-speaker-card__photo fu-speaker-card__initial'><Text>{card.name.slice(0, 1)}</Text></View>}
      <Text className='fu-speaker-card__name'>{card.name}</Text>
      {card.title ? <Text className='fu-speaker-card__title'>{card.title}</Text> : null}
    </Action>
  )
}

/** Speaker categories as tabs ("All" first). */
const CategoryTabs = observer(function CategoryTabs({ data }: { data: SpeakerListData }) {
  if (!data.tabs.length) return null
  return (
    <View className='fu-speaker-list__tabs' {...srRole('tablist', { 'aria-label': data.t('speaker.list.categories') })}>
      {data.tabs.map(tab => (
        <Action
          key={tab.id || 'all'}
          className={`fu-speaker-list__tab${tab.selected ? ' fu-speaker-list__tab--active' : ''}`}
          role='tab'
          aria={{ 'aria-selected': tab.selected }}
          onPress={() => data.chooseCategory(tab.id)}
        >
          {tab.label}
        </Action>
      ))}
    </View>
  )
})

/** The list part both variants share: category tabs, its states, the cards and the paging foot. */
export const SpeakerListBody = observer(function SpeakerListBody({ data, variant }: { data: SpeakerListData; variant: 'mobile' | 'desktop' }) {
  const { list } = data
  const body = () => {
    if (list.status === 'loading') return <Loading />
    if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
    if (!data.cards.length) return <Empty text={data.t('speaker.list.empty')} />
    return (
      <>
        <View className={`fu-speaker-list__cards fu-speaker-list__cards--${variant}`} {...srRole('list')}>
          {data.cards.map(card => (
            <View key={card.id} className='fu-speaker-list__item' {...srRole('listitem')}>
              <SpeakerCard card={card} data={data} variant={variant} />
            </View>
          ))}
        </View>
        <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
      </>
    )
  }
  return (
    <View className='fu-speaker-list__body'>
      <CategoryTabs data={data} />
      {body()}
    </View>
  )
})
