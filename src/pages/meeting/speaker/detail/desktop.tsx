import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { SpeakerProfile } from './SpeakerProfile'
import type { SpeakerDetailData } from './useSpeakerDetail'
import '../speaker.scss'

export const SpeakerDetailDesktop = observer(function SpeakerDetailDesktop({ data }: { data: SpeakerDetailData }) {
  return (
    <View className='fu-speaker-detail fu-speaker-detail--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column'>
        <SpeakerProfile data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
