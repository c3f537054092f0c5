import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ProductArticle } from './ProductArticle'
import type { ProductDetailData } from './useProductDetail'
import '../../exhibit/parts/exhibit.scss'

export const ProductDetailMobile = observer(function ProductDetailMobile({ data }: { data: ProductDetailData }) {
  return (
    <View className='fu-product fu-product--mobile'>
      <View className='fu-mobile-bar fu-product__bar'>
        <Text className='fu-product__bar-title'>{data.t('route.meetingProduct')}</Text>
        <LanguageSwitcher />
      </View>
      <ProductArticle data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
