import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { SpeakerListBody } from './SpeakerListBody'
import type { SpeakerListData } from './useSpeakerList'
import '../speaker.scss'

export const SpeakerListDesktop = observer(function SpeakerListDesktop({ data }: { data: SpeakerListData }) {
  return (
    <View className='fu-speaker-list fu-speaker-list--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-speaker-list__column'>
        <Text className='fu-speaker-list__heading' {...heading(1)}>{data.t('speaker.list.heading')}</Text>
        <SpeakerListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
