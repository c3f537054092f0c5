import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ShareButton } from '@/components/ShareButton'
import { NewsArticle } from './NewsArticle'
import type { NewsDetailData } from './useNewsDetail'
import '../news.scss'

export const NewsDetailDesktop = observer(function NewsDetailDesktop({ data }: { data: NewsDetailData }) {
  return (
    <View className='fu-news-detail fu-news-detail--desktop'>
      <DesktopTopBar actions={data.news ? <ShareButton request={data.shareRequest} /> : undefined} />
      <View className='fu-desktop-column'>
        <NewsArticle data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
