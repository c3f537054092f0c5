import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ActivityListBody } from './ListBody'
import type { ActivityListData } from './useActivityList'

export const ActivityListDesktop = observer(function ActivityListDesktop({ data }: { data: ActivityListData }) {
  return (
    <View className='fu-activity-list fu-activity-list--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-activity-list__column'>
        <Text className='fu-activity-list__heading' {...heading(1)}>{data.t('activity.list.heading')}</Text>
        <ActivityListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
