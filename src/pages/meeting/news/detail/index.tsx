import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useNewsDetail } from './useNewsDetail'
import { NewsDetailMobile } from './mobile'
import { NewsDetailDesktop } from './desktop'

export default observer(function NewsDetailScreen({ query }: ScreenProps) {
  const data = useNewsDetail(query)
  return useDeviceVariant() === 'desktop' ? <NewsDetailDesktop data={data} /> : <NewsDetailMobile data={data} />
})
