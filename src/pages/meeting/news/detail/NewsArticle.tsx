import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatDateTime } from '@/core'
import { Action } from '@/components/Action'
import { LikeButton } from '@/components/LikeButton'
import { Empty } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { NewsDetailData } from './useNewsDetail'
import '../news.scss'

/**
 * The article: title, date, cover and the organiser's rich text (sanitised), or that it was not found (its loading
 * and failure are the frame's).
 */
export const NewsArticle = observer(function NewsArticle({ data, variant }: { data: NewsDetailData; variant: Variant }) {
  const { news } = data
  return (
    <View className={`fu-news-detail fu-news-detail--${variant}`}>
      {data.status === 'missing' || !news ? <Empty text={data.t('news.detail.missing')} /> : (
        <View className='fu-news-detail__article' {...srRole('article')}>
          <Text className='fu-news-detail__title' {...heading(1)}>{data.title}</Text>
          {news.created ? (
            <Text className='fu-news-detail__date'>{data.t('news.detail.published', { date: formatDateTime(news.created, data.timezone) })}</Text>
          ) : null}
          {news.cover ? <RemoteImage className='fu-news-detail__cover' src={news.cover} label={data.title} lazy={false} /> : null}
          {data.chunks.map((chunk, i) => <RichText key={i} className='fu-news-detail__content' html={chunk} />)}
          <View className='fu-news-detail__actions'>
            <LikeButton like={data.save} />
            <Action className='fu-news-detail__back' onPress={data.back}>{data.t('news.detail.back')}</Action>
          </View>
        </View>
      )}
    </View>
  )
})
