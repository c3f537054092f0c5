import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { MeetingHero } from './MeetingHero'
import type { MeetingHomeData } from './useMeetingHome'

export const MeetingHomeDesktop = observer(function MeetingHomeDesktop({ data }: { data: MeetingHomeData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <View className='fu-home fu-home--desktop'>
      <View className='fu-desktop-column'>
        <MeetingHero data={data} variant='desktop' />
      </View>
    </View>
  )
})
