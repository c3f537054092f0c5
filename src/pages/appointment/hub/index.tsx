import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useStores } from '@/stores'
import { useAppointmentHub } from './useAppointmentHub'
import { AppointmentHubMobile } from './mobile'
import { AppointmentHubDesktop } from './desktop'

/** /appointment: my appointments, and my company's for an exhibitor. */
export default observer(function AppointmentHubScreen({ query }: { query: Record<string, string> }) {
  const { language } = useStores()
  const data = useAppointmentHub(query)
  const title = language.t('route.appointment')
  return useDeviceVariant() === 'desktop' ? <AppointmentHubDesktop data={data} title={title} /> : <AppointmentHubMobile data={data} title={title} />
})
