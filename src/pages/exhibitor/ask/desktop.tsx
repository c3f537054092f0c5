import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { AskForm } from './AskForm'
import type { AskQuestionData } from './useAskQuestion'

/** The ≥1200 px layout: the top bar, then the question and the  in a card. */
export const AskQuestionDesktop = observer(function AskQuestionDesktop({ data }: { data: AskQuestionData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-exhibitor__column'>
        <View className='fu-exhibitor__card'>
          <Text className='fu-exhibitor__heading' {...heading(1)}>{data.heading}</Text>
          <AskForm data={data} />
        </View>
      </View>
      <MeetingFooter />
    </View>
  )
})
