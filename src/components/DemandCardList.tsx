import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatDateTime } from '@/core'
import { Badge } from './Badge'
import { Empty, Failed, Loading } from './StateViews'
import { LoadMore } from './LoadMore'
import { RemoteImage } from './RemoteImage'
import { heading, srRole } from './a11y'
import type { Variant } from './screen/defineScreen'
import type { DemandCardData, DemandPages } from './useDemandPages'
import './DemandCardList.scss'


/** One demand: first image, title, description, state, poster and date, likes and comments; the card opens it. */
function DemandCard({ card, pages, variant, timezone }: { card: DemandCardData; pages: DemandPages; variant: Variant; timezone?: string }) {
  const open = () => pages.open(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link'),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className={`fu-demand-card fu-demand-card--${variant}`} onClick={open} {...keyboard}>
      {card.cover ? (
        <View className='fu-demand-card__cover-box'><RemoteImage className='fu-demand-card__cover' src={card.cover} label='' /></View>
      ) : null}
      <View className='fu-demand-card__body'>
        <View className='fu-demand-card__head'>
          <Text className='fu-demand-card__title' {...heading(2)}>{card.title}</Text>
          <Badge text={pages.t(card.state.key)} tone={card.state.tone} />
        </View>
        <Text className='fu-demand-card__summary'>{card.description}</Text>
        <View className='fu-demand-card__meta'>
          <Text>{card.poster}</Text>
          {card.created ? <Text>{formatDateTime(card.created, timezone, 'YYYY.MM.DD')}</Text> : null}
          <Text>{pages.t('demand.card.likes', { count: card.likes })}</Text>
          <Text>{pages.t('demand.card.comments', { count: card.comments })}</Text>
        </View>
      </View>
    </View>
  )
}

/**
 * The paged demand cards of every demand list (useDemandPages): loading, failure (retry), empty state, the cards
 * (a column on a phone, two columns on a desktop) and the paging foot.
 */
export const DemandCardList = observer(function DemandCardList({ pages, variant, emptyText, timezone, actions }: {
  pages: DemandPages
  variant: Variant
  emptyText: string
  timezone?: string
  /** Buttons under a card (outside it, so pressing one does not open the demand): e.g. the poster's "close". */
  actions?: (card: DemandCardData) => ReactNode
}) {
  const { list } = pages
  if (list.status === 'loading') return <Loading />
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (!pages.cards.length) return <Empty text={emptyText} />
  return (
    <View className='fu-demand-list__body'>
      <View className={`fu-demand-list__cards fu-demand-list__cards--${variant}`} {...srRole('list')}>
        {pages.cards.map(card => (
          <View key={card.id} className='fu-demand-list__item' {...srRole('listitem')}>
            <DemandCard card={card} pages={pages} variant={variant} timezone={timezone} />
            {actions ? <View className='fu-demand-list__actions'>{actions(card)}</View> : null}
          </View>
        ))}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={pages.pagingTexts} />
    </View>
  )
})

/** A person's own demands (those they liked, those they posted): the cards, and the way on from an empty list. */
export interface PersonalDemandsData extends DemandPages {
  emptyText: string
  timezone?: string
  /** The way on from an empty list (e.g. to the board). */
  browse: { label: string; onPress: () => void }
}

/** A person's own demand list (liked, posted) in either variant; an empty one offers the way on. */
export const PersonalDemandList = observer(function PersonalDemandList({ data, variant }: { data: PersonalDemandsData; variant: Variant }) {
  const empty = data.list.status === 'ready' && !data.cards.length
  return (
    <View className={`fu-demand fu-demand--${variant}`}>
      {empty
        ? <Empty text={data.emptyText} action={data.browse} />
        : <DemandCardList pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} />}
    </View>
  )
})
