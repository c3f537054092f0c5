import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ShareButton } from '@/components/ShareButton'
import { NewsArticle } from './NewsArticle'
import type { NewsDetailData } from './useNewsDetail'
import '../news.scss'

export const NewsDetailMobile = observer(function NewsDetailMobile({ data }: { data: NewsDetailData }) {
  return (
    <View className='fu-news-detail fu-news-detail--mobile'>
      <View className='fu-mobile-bar fu-news-detail__bar'>
        <Text className='fu-news-detail__bar-title'>{data.t('news.list.heading')}</Text>
        {data.news ? <ShareButton request={data.shareRequest} /> : null}
        <LanguageSwitcher />
      </View>
      <NewsArticle data={data} />
      <MeetingFooter />
    </View>
  )
})
