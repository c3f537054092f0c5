import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../list/View'

/** /user/appointments: every upcoming meeting I take part in, on either side. */
export default defineScreen<'userAppointments', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('user', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
