import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { NewsListBody } from './NewsListBody'
import type { NewsListData } from './useNewsList'
import './news.scss'

export const NewsListDesktop = observer(function NewsListDesktop({ data }: { data: NewsListData }) {
  return (
    <View className='fu-news-list fu-news-list--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-news-list__column'>
        <Text className='fu-news-list__heading' {...heading(1)}>{data.t('news.list.heading')}</Text>
        <NewsListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
