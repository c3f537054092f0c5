import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatDateTime } from '@/core'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { NewsCardData, NewsListData } from './useNewsList'

/** One news item: cover, title, summary and date; the whole card opens the detail (a link for keyboards too). */
function NewsCard({ card, data, variant }: { card: NewsCardData; data: NewsListData; variant: 'mobile' | 'desktop' }) {
  const open = () => data.open(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link', { 'aria-label': data.t('news.list.open', { title: card.title }) }),
    tabIndex: 0,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); open() }
    },
  }
  return (
    <View className={`fu-news-card fu-news-card--${variant}`} onClick={open} {...keyboard}>
      <View className='fu-news-card__cover-box'>
        {card.cover ? <RemoteImage className='fu-news-card__cover' src={card.cover} label='' /> : null}
      </View>
      <View className='fu-news-card__body'>
        <Text className='fu-news-card__title' {...heading(2)}>{card.title}</Text>
        {card.summary ? <Text className='fu-news-card__summary'>{card.summary}</Text> : null}
        {card.created ? <Text className='fu-news-card__date'>{formatDateTime(card.created, data.timezone, 'YYYY.MM.DD')}</Text> : null}
      </View>
    </View>
  )
}

/** The list part both variants share: its loading, failure (retry), empty state, the cards and the paging foot. */
export const NewsListBody = observer(function NewsListBody({ data, variant }: { data: NewsListData; variant: 'mobile' | 'desktop' }) {
  const { list } = data
  if (list.status === 'loading') return <Loading />
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (!data.cards.length) return <Empty text={data.t('news.list.empty')} />
  return (
    <View className='fu-news-list__body'>
      <View className={`fu-news-list__cards fu-news-list__cards--${variant}`} {...srRole('list')}>
        {data.cards.map(card => (
          <View key={card.id} className='fu-news-list__item' {...srRole('listitem')}>
            <NewsCard card={card} data={data} variant={variant} />
          </View>
        ))}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
    </View>
  )
})
