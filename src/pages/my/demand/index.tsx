import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useMyDemands } from './useMyDemands'
import { MyDemandsMobile } from './mobile'
import { MyDemandsDesktop } from './desktop'

export default observer(function MyDemandsScreen({ query }: ScreenProps) {
  const data = useMyDemands(query)
  return useDeviceVariant() === 'desktop' ? <MyDemandsDesktop data={data} /> : <MyDemandsMobile data={data} />
})
