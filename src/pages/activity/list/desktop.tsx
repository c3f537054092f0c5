import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading, srRole } from '@/components/a11y'
import { ActivityListBody } from './ListBody'
import type { ActivityListData } from './useActivityList'

export const ActivityListDesktop = observer(function ActivityListDesktop({ data }: { data: ActivityListData }) {
  return (
    <View className='fu-activity-list fu-activity-list--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{data.meetingTitle}</Text>
          <LanguageSwitcher />
        </View>
      </View>
      <View className='fu-desktop-column fu-activity-list__column'>
        <Text className='fu-activity-list__heading' {...heading(1)}>{data.t('activity.list.heading')}</Text>
        <ActivityListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
