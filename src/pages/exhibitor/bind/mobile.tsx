import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { BindForm } from './BindForm'
import type { ExhibitorBindData } from './useExhibitorBind'

export const ExhibitorBindMobile = observer(function ExhibitorBindMobile({ data }: { data: ExhibitorBindData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--mobile'>
      <Text className='fu-exhibitor__heading' {...heading(1)}>{data.t('exhibitor.bind.heading')}</Text>
      <BindForm data={data} />
    </View>
  )
})
