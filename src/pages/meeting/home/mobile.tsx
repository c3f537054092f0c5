import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { ShareButton } from '@/components/ShareButton'
import { MeetingFooter } from '@/components/MeetingFooter'
import { CopilotEntry } from '@/pages/copilot/entry/CopilotEntry'
import { MeetingHero } from './MeetingHero'
import { HomeBlocks } from './blocks/HomeBlocks'
import type { MeetingHomeData } from './useMeetingHome'

export const MeetingHomeMobile = observer(function MeetingHomeMobile({ data }: { data: MeetingHomeData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <View className='fu-home fu-home--mobile'>
      <View className='fu-mobile-bar'>
        <ShareButton request={data.shareRequest} />
        <LanguageSwitcher />
      </View>
      <MeetingHero data={data} variant='mobile' />
      <HomeBlocks blocks={data.blocks.data ?? []} variant='mobile' />
      <MeetingFooter />
      <CopilotEntry meeting={data.meeting} variant='mobile' />
    </View>
  )
})
