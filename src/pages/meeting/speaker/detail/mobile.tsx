import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { SpeakerProfile } from './SpeakerProfile'
import type { SpeakerDetailData } from './useSpeakerDetail'
import '../speaker.scss'

export const SpeakerDetailMobile = observer(function SpeakerDetailMobile({ data }: { data: SpeakerDetailData }) {
  return (
    <View className='fu-speaker-detail fu-speaker-detail--mobile'>
      <View className='fu-mobile-bar'>
        <Text className='fu-speaker-detail__bar-title'>{data.t('speaker.list.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <SpeakerProfile data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
