import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { DemandCommentBody } from './DemandCommentBody'
import type { DemandCommentData } from './useDemandComment'
import '../list/demand.scss'

/** The comment form on the demand screens' ground: full width on a phone, a card in the column on a desktop. */
export const DemandCommentView = observer(function DemandCommentView({ data, variant }: { data: DemandCommentData; variant: Variant }) {
  return <View className={`fu-demand fu-demand--${variant}`}><DemandCommentBody data={data} /></View>
})
