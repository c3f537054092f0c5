import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { SpeakerListBody } from './SpeakerListBody'
import type { SpeakerListData } from './useSpeakerList'
import '../speaker.scss'

export const SpeakerListMobile = observer(function SpeakerListMobile({ data }: { data: SpeakerListData }) {
  return (
    <View className='fu-speaker-list fu-speaker-list--mobile'>
      <View className='fu-mobile-bar'>
        <Text className='fu-speaker-list__heading' {...heading(1)}>{data.t('speaker.list.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <SpeakerListBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
