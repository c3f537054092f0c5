import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import type { AgreeData } from './useAgree'

export const AgreeActions = observer(function AgreeActions({ data }: { data: AgreeData }) {
  return (
    <View className='fu-agree__actions'>
      <Action className='fu-agree__back' onPress={data.back}>{data.t('agree.back')}</Action>
      <Action className='fu-agree__accept' onPress={data.accept}>{data.t('agree.accept')}</Action>
    </View>
  )
})
