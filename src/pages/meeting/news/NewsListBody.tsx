import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatDateTime } from '@/core'
import { Empty } from '@/components/StateViews'
import { KeywordFilter } from '@/components/KeywordFilter'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { NewsCardData, NewsListData } from './useNewsList'
import './news.scss'

/** One news item: cover, title, summary and date; the whole card opens the detail (a link for keyboards too). */
function NewsCard({ card, data, variant }: { card: NewsCardData; data: NewsListData; variant: Variant }) {
  const open = () => data.open(card.id)
  const keyboard: Record<string, unknown> = {
    ...srRole('link'),
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
/** The list: its loading, failure (retry), empty state, the cards (a column on a phone, a grid on a desktop) and the paging foot. */
export const NewsListView = observer(function NewsListView({ data, variant }: { data: NewsListData; variant: Variant }) {
  return (
    <View className={`fu-news-list fu-news-list--${variant}`}>
      <KeywordFilter keyword={data.keyword} onShowAll={data.showAll} />
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('news.list.empty')} />}
        className='fu-news-list__body'
        listClassName={`fu-news-list__cards fu-news-list__cards--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-news-list__item' {...srRole('listitem')}>
            <NewsCard card={card} data={data} variant={variant} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
