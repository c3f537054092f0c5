import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../list/View'

/** /meeting/my/schedule: the meetings I asked exhibitors for that are still to come, each cancellable. */
export default defineScreen<'mySchedule', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('mine', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
