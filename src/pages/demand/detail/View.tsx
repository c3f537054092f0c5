import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { DemandArticle } from './DemandArticle'
import type { DemandDetailData } from './useDemandDetail'
import '../list/demand.scss'

/** The post on the demand screens' ground: full width on a phone, a card in the column on a desktop. */
export const DemandDetailView = observer(function DemandDetailView({ data, variant }: { data: DemandDetailData; variant: Variant }) {
  return <View className={`fu-demand fu-demand--${variant}`}><DemandArticle data={data} /></View>
})
