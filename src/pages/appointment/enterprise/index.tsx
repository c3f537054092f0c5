import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../list/View'

/** /enterprise/appointments: the requests still waiting for my company's answer. */
export default defineScreen<'enterpriseAppointments', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('enterprise', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
