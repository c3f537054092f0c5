import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { AnswerForm } from './AnswerForm'
import type { AnswerQuestionData } from './useAnswerQuestion'

export const AnswerQuestionMobile = observer(function AnswerQuestionMobile({ data }: { data: AnswerQuestionData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--mobile'>
      <Text className='fu-exhibitor__heading' {...heading(1)}>{data.t('route.enterpriseQuestionAnswer')}</Text>
      <AnswerForm data={data} />
    </View>
  )
})
