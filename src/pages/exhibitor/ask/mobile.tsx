import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { AskForm } from './AskForm'
import type { AskQuestionData } from './useAskQuestion'

export const AskQuestionMobile = observer(function AskQuestionMobile({ data }: { data: AskQuestionData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--mobile'>
      <Text className='fu-exhibitor__heading' {...heading(1)}>{data.heading}</Text>
      <AskForm data={data} />
    </View>
  )
})
