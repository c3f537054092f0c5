import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { ManageBody } from './ManageBody'
import type { ExhibitorManageData } from './useExhibitorManage'

export const ExhibitorManageMobile = observer(function ExhibitorManageMobile({ data }: { data: ExhibitorManageData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--mobile'>
      <Text className='fu-exhibitor__heading' {...heading(1)}>{data.bound.company || data.t('route.exhibitorManage')}</Text>
      <ManageBody data={data} />
    </View>
  )
})
