import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useProductSearch } from './useProductSearch'
import { ProductSearchMobile } from './mobile'
import { ProductSearchDesktop } from './desktop'

export default observer(function ProductSearchRoute({ query }: ScreenProps) {
  const data = useProductSearch(query)
  return useDeviceVariant() === 'desktop' ? <ProductSearchDesktop data={data} /> : <ProductSearchMobile data={data} />
})
