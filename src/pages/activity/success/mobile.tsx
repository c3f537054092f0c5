import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { SuccessCard } from './SuccessCard'
import type { ActivitySuccessData } from './useActivitySuccess'

export const ActivitySuccessMobile = observer(function ActivitySuccessMobile({ data }: { data: ActivitySuccessData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'loading') return <Loading />
  return (
    <View className='fu-reg fu-reg--mobile fu-reg--success'>
      <SuccessCard data={data} />
    </View>
  )
})
