import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionPhase } from './useReceptionPhase'
import { ReceptionPhaseMobile } from './mobile'
import { ReceptionPhaseDesktop } from './desktop'

export default observer(function ReceptionPhaseScreen({ params, query }: ScreenProps) {
  const data = useReceptionPhase(params, query)
  return useDeviceVariant() === 'desktop' ? <ReceptionPhaseDesktop data={data} /> : <ReceptionPhaseMobile data={data} />
})
