import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useLiveDetail } from './useLiveDetail'
import { LiveDetailMobile } from './mobile'
import { LiveDetailDesktop } from './desktop'

export default observer(function LiveDetailScreen({ query }: ScreenProps) {
  const data = useLiveDetail(query)
  return useDeviceVariant() === 'desktop' ? <LiveDetailDesktop data={data} /> : <LiveDetailMobile data={data} />
})
