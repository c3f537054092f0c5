import { View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { MeetingHero } from '@/pages/meeting/home/MeetingHero'
import { useMeetingHome } from '@/pages/meeting/home/useMeetingHome'

/** Native meeting page of the mini-program (share cards land here). */
export default observer(function NativeMeetingPage() {
  const { params } = useRouter()
  const data = useMeetingHome(params.meeting_id)
  useShareAppMessage(() => ({ title: data.title, path: `/pages/demand/pages/meeting/meeting?meeting_id=${data.meeting?._id ?? ''}` }))
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <View className='fu-native-meeting'>
      <MeetingHero data={data} variant='mobile' />
    </View>
  )
})
