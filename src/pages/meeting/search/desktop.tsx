import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { SearchBody } from './SearchBody'
import type { MeetingSearchData } from './useMeetingSearch'
import './search.scss'

export const MeetingSearchDesktop = observer(function MeetingSearchDesktop({ data }: { data: MeetingSearchData }) {
  return (
    <View className='fu-meeting-search fu-meeting-search--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-meeting-search__column'>
        <Text className='fu-meeting-search__heading' {...heading(1)}>{data.t('search.heading')}</Text>
        <SearchBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
