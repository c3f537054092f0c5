import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { DemandFormBody } from './DemandFormBody'
import type { DemandFormData } from './useDemandForm'
import '../list/demand.scss'

/** The post form on the demand screens' ground: full width on a phone, a card in the column on a desktop. */
export const DemandFormView = observer(function DemandFormView({ data, variant }: { data: DemandFormData; variant: Variant }) {
  return <View className={`fu-demand fu-demand--${variant}`}><DemandFormBody data={data} /></View>
})
