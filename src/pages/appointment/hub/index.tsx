import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentHub, type AppointmentHubData } from './useAppointmentHub'
import { AppointmentHubView } from './View'

/** /appointment: my appointments, and my company's for an exhibitor. */
export default defineScreen<'appointment', AppointmentHubData>({
  use: ({ meeting }) => useAppointmentHub(meeting),
  view: AppointmentHubView,
  state: data => ({ status: data.counts.status, retry: data.counts.retry, message: data.counts.error }),
})
