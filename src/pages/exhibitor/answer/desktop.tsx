import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { AnswerForm } from './AnswerForm'
import type { AnswerQuestionData } from './useAnswerQuestion'

/** The ≥1200 px layout: the top bar, then the question and the answer in a card. */
export const AnswerQuestionDesktop = observer(function AnswerQuestionDesktop({ data }: { data: AnswerQuestionData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-exhibitor__column'>
        <View className='fu-exhibitor__card'>
          <Text className='fu-exhibitor__heading' {...heading(1)}>{data.t('route.enterpriseQuestionAnswer')}</Text>
          <AnswerForm data={data} />
        </View>
      </View>
      <MeetingFooter />
    </View>
  )
})
