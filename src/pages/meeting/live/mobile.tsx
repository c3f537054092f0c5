import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { LiveListBody } from './LiveListBody'
import type { LiveListData } from './useLiveList'
import './live.scss'

export const LiveListMobile = observer(function LiveListMobile({ data }: { data: LiveListData }) {
  return (
    <View className='fu-live-list fu-live-list--mobile'>
      <View className='fu-mobile-bar fu-live-list__bar'>
        <Text className='fu-live-list__heading' {...heading(1)}>{data.t('live.list.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <LiveListBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
