import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { ProductArticle } from './ProductArticle'
import type { ProductDetailData } from './useProductDetail'
import '../../../components/exhibit/exhibit.scss'

/** The product page on a phone (gallery over the text) or a desktop (side by side). */
export const ProductDetailView = observer(function ProductDetailView({ data, variant }: { data: ProductDetailData; variant: Variant }) {
  return (
    <View className={`fu-product fu-product--${variant}`}>
      <ProductArticle data={data} variant={variant} />
    </View>
  )
})
