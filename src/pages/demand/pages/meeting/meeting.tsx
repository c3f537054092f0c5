import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { MeetingHero } from '@/pages/meeting/home/MeetingHero'
import { useMeetingHome } from '@/pages/meeting/home/useMeetingHome'
import { HomeBlocks } from '@/pages/meeting/home/blocks/HomeBlocks'
import { ThemeScope } from '@/components/ThemeScope'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'

/** Native meeting page of the mini-program (share cards land here). */
export default observer(function NativeMeetingPage() {
  const { params } = useRouter()
  const data = useMeetingHome(params.meeting_id)
  const { language } = useStores()
  // The organiser's share title and cover (SPEC §3 wx_share_*), else the meeting's own.
  useShareAppMessage(() => ({
    title: localize(data.meeting?.config?.wx_share_title, language.language) || data.title,
    imageUrl: data.meeting?.config?.wx_share_cover,
    path: `/pages/demand/pages/meeting/meeting?meeting_id=${data.meeting?._id ?? ''}`,
  }))
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <ThemeScope className='fu-native-meeting'>
      <MeetingHero data={data} variant='mobile' />
      {/* Items open their H5 screens through the web-view shell (the platform's openRoute). */}
      <HomeBlocks blocks={data.blocks.data ?? []} variant='mobile' />
    </ThemeScope>
  )
})
