import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { Failed, Loading } from '@/components/StateViews'
import { MeetingFooter } from '@/components/MeetingFooter'
import { SuccessCard } from './SuccessCard'
import type { ActivitySuccessData } from './useActivitySuccess'

/** The ≥1200 px layout: top bar and the result as a centred card in the 1200 px column. */
export const ActivitySuccessDesktop = observer(function ActivitySuccessDesktop({ data }: { data: ActivitySuccessData }) {
  const body = data.status === 'failed' ? <Failed message={data.error} onRetry={data.retry} />
    : data.status === 'loading' ? <Loading /> : <SuccessCard data={data} />
  return (
    <View className='fu-reg fu-reg--desktop fu-reg--success'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-reg__stage'>{body}</View>
      <MeetingFooter />
    </View>
  )
})
