import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAppointmentApply } from './useAppointmentApply'
import { AppointmentApplyMobile } from './mobile'
import { AppointmentApplyDesktop } from './desktop'

/** /meeting/appointment/apply (enterprise_id, meeting_id): book a meeting in one of an exhibitor's free slots. */
export default observer(function AppointmentApplyScreen({ query }: { query: Record<string, string> }) {
  const data = useAppointmentApply(query)
  return useDeviceVariant() === 'desktop' ? <AppointmentApplyDesktop data={data} /> : <AppointmentApplyMobile data={data} />
})
