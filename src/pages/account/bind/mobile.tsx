import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { BindForm } from './BindForm'
import type { BindData } from './useBind'

export const BindMobile = observer(function BindMobile({ data }: { data: BindData }) {
  return (
    <View className='fu-bind fu-bind--mobile'>
      <Text className='fu-bind__title' {...heading(1)}>{data.t('bind.heading')}</Text>
      <BindForm data={data} />
    </View>
  )
})
