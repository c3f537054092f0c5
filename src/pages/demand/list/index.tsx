import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandList } from './useDemandList'
import { DemandListMobile } from './mobile'
import { DemandListDesktop } from './desktop'

export default observer(function DemandListScreen({ query }: ScreenProps) {
  const data = useDemandList(query)
  return useDeviceVariant() === 'desktop' ? <DemandListDesktop data={data} /> : <DemandListMobile data={data} />
})
