import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useProductDetail } from './useProductDetail'
import { ProductDetailMobile } from './mobile'
import { ProductDetailDesktop } from './desktop'

export default observer(function ProductDetailScreen({ query }: ScreenProps) {
  const data = useProductDetail(query)
  return useDeviceVariant() === 'desktop' ? <ProductDetailDesktop data={data} /> : <ProductDetailMobile data={data} />
})
