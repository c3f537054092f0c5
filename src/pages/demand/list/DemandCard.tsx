import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatDateTime } from '@/core'
import { Badge } from '@/components/Badge'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { DemandCardData, DemandPages } from './useDemandPages'

type Variant = 'mobile' | 'desktop'

/** One demand: first image, title, description, state, poster and date, likes and comments; the card opens it. */
function DemandCard({ card, pages, variant, timezone }: { card: DemandCardData; pages: DemandPages; variant: Variant; timezone?: string }) {
  const open = () => pages.open(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': pages.t('demand.card.open', { title: card.title }) }),
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

/** The paged cards every demand list shows, with loading, failure (retry), empty state and the paging foot. */
export const DemandListBody = observer(function DemandListBody({ pages, variant, emptyText, timezone }: {
  pages: DemandPages
  variant: Variant
  emptyText: string
  timezone?: string
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
          </View>
        ))}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={pages.pagingTexts} />
    </View>
  )
})
