import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { NewsListBody } from './NewsListBody'
import type { NewsListData } from './useNewsList'
import './news.scss'

export const NewsListMobile = observer(function NewsListMobile({ data }: { data: NewsListData }) {
  return (
    <View className='fu-news-list fu-news-list--mobile'>
      <View className='fu-mobile-bar fu-news-list__bar'>
        <Text className='fu-news-list__heading' {...heading(1)}>{data.t('news.list.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <NewsListBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
