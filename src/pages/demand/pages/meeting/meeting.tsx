import { useEffect } from 'react'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { MeetingHero } from '@/pages/meeting/home/MeetingHero'
import { useMeetingHome } from '@/pages/meeting/home/useMeetingHome'
import { HomeBlocks } from '@/components/homeBlocks/HomeBlocks'
import { ThemeScope } from '@/components/ThemeScope'
import { useStores } from '@/stores'
import { meetingShareCard } from '@/core/meetingShare'

/** Native meeting page of the mini-program (share cards land here). */
export default observer(function NativeMeetingPage() {
  const { params } = useRouter()
  const data = useMeetingHome(params.meeting_id)
  const { language, platform } = useStores()
  const title = data.title
  // The navigation bar shows the meeting's title in the visitor's language.
  useEffect(() => { if (title) platform.setTitle(title) }, [title, platform])
  // The organiser's share card (SPEC §3 wx_share_*), else the meeting's own title and cover.
  useShareAppMessage(() => {
    const card = data.meeting ? meetingShareCard(data.meeting, language.language) : { title: data.title, cover: undefined }
    return {
      title: card.title,
      imageUrl: card.cover ? platform.mediaUrl(card.cover) : undefined,
      path: `/pages/demand/pages/meeting/meeting?meeting_id=${data.meeting?._id ?? ''}`,
    }
  })
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
