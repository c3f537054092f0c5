import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ActivityListBody } from './ListBody'
import type { ActivityListData } from './useActivityList'

export const ActivityListMobile = observer(function ActivityListMobile({ data }: { data: ActivityListData }) {
  return (
    <View className='fu-activity-list fu-activity-list--mobile'>
      <View className='fu-mobile-bar fu-activity-list__bar'>
        <Text className='fu-activity-list__heading' {...heading(1)}>{data.t('activity.list.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <ActivityListBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
