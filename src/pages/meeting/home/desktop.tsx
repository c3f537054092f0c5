import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { Failed, Loading } from '@/components/StateViews'
import { ShareButton } from '@/components/ShareButton'
import { MeetingFooter } from '@/components/MeetingFooter'
import { CopilotEntry } from '@/pages/copilot/entry/CopilotEntry'
import { MeetingHero } from './MeetingHero'
import { HomeBlocks } from './blocks/HomeBlocks'
import type { MeetingHomeData } from './useMeetingHome'

export const MeetingHomeDesktop = observer(function MeetingHomeDesktop({ data }: { data: MeetingHomeData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <View className='fu-home fu-home--desktop'>
      <DesktopTopBar actions={<ShareButton request={data.shareRequest} />} />
      <View className='fu-desktop-column'>
        <MeetingHero data={data} variant='desktop' />
        <HomeBlocks blocks={data.blocks.data ?? []} variant='desktop' />
      </View>
      <MeetingFooter />
      <CopilotEntry meeting={data.meeting} variant='desktop' />
    </View>
  )
})
