import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { QuestionList } from './QuestionList'
import type { QuestionListData } from './useQuestionList'

/** The ≥1200 px layout: the top bar, then the questions in two columns. */
export const QuestionListDesktop = observer(function QuestionListDesktop({ data }: { data: QuestionListData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-exhibitor__column'>
        <Text className='fu-exhibitor__heading' {...heading(1)}>{data.heading}</Text>
        <QuestionList data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
