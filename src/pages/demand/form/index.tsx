import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandForm } from './useDemandForm'
import { DemandFormMobile } from './mobile'
import { DemandFormDesktop } from './desktop'

export default observer(function DemandFormScreen({ params, query }: ScreenProps) {
  const data = useDemandForm(params, query)
  return useDeviceVariant() === 'desktop' ? <DemandFormDesktop data={data} /> : <DemandFormMobile data={data} />
})
