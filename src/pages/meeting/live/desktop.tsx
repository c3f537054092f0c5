import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { LiveListBody } from './LiveListBody'
import type { LiveListData } from './useLiveList'
import './live.scss'

export const LiveListDesktop = observer(function LiveListDesktop({ data }: { data: LiveListData }) {
  return (
    <View className='fu-live-list fu-live-list--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-live-list__column'>
        <Text className='fu-live-list__heading' {...heading(1)}>{data.t('live.list.heading')}</Text>
        <LiveListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
