import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionPhaseForm } from './useReceptionPhaseForm'
import { ReceptionPhaseFormMobile } from './mobile'
import { ReceptionPhaseFormDesktop } from './desktop'

export default observer(function ReceptionPhaseFormScreen({ params, query }: ScreenProps) {
  const data = useReceptionPhaseForm(params, query)
  return useDeviceVariant() === 'desktop' ? <ReceptionPhaseFormDesktop data={data} /> : <ReceptionPhaseFormMobile data={data} />
})
