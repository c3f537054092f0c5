import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAppointmentSuccess } from './useAppointmentSuccess'
import { AppointmentSuccessMobile } from './mobile'
import { AppointmentSuccessDesktop } from './desktop'

/** /meeting/appointment/success: the booking request was sent. */
export default observer(function AppointmentSuccessScreen({ query }: { query: Record<string, string> }) {
  const data = useAppointmentSuccess(query)
  return useDeviceVariant() === 'desktop' ? <AppointmentSuccessDesktop data={data} /> : <AppointmentSuccessMobile data={data} />
})
