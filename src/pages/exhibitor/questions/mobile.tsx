import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { QuestionList } from './QuestionList'
import type { QuestionListData } from './useQuestionList'

export const QuestionListMobile = observer(function QuestionListMobile({ data }: { data: QuestionListData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--mobile'>
      <Text className='fu-exhibitor__heading' {...heading(1)}>{data.heading}</Text>
      <QuestionList data={data} />
    </View>
  )
})
