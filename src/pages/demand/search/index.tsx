import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandSearch } from './useDemandSearch'
import { DemandSearchMobile } from './mobile'
import { DemandSearchDesktop } from './desktop'

export default observer(function DemandSearchScreen({ query }: ScreenProps) {
  const data = useDemandSearch(query)
  return useDeviceVariant() === 'desktop' ? <DemandSearchDesktop data={data} /> : <DemandSearchMobile data={data} />
})
