import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { EnterpriseArticle } from '@/components/enterprise/EnterpriseArticle'
import type { EnterpriseDetailData } from '@/components/enterprise/useEnterpriseDetail'
import '../../../components/exhibit/exhibit.scss'

/** The company page on a phone (one column) or a desktop (the sections as cards in the column). */
export const EnterpriseDetailView = observer(function EnterpriseDetailView({ data, variant }: { data: EnterpriseDetailData; variant: Variant }) {
  return (
    <View className={`fu-enterprise fu-enterprise--${variant}`}>
      <EnterpriseArticle data={data} variant={variant} />
    </View>
  )
})
