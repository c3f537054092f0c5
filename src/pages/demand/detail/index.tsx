import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandDetail } from './useDemandDetail'
import { DemandDetailMobile } from './mobile'
import { DemandDetailDesktop } from './desktop'

export default observer(function DemandDetailScreen({ query }: ScreenProps) {
  const data = useDemandDetail(query)
  return useDeviceVariant() === 'desktop' ? <DemandDetailDesktop data={data} /> : <DemandDetailMobile data={data} />
})
