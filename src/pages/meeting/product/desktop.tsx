import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ProductArticle } from './ProductArticle'
import type { ProductDetailData } from './useProductDetail'
import '../../exhibit/parts/exhibit.scss'

export const ProductDetailDesktop = observer(function ProductDetailDesktop({ data }: { data: ProductDetailData }) {
  return (
    <View className='fu-product fu-product--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-product__column'>
        <ProductArticle data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
