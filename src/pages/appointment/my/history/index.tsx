import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../../list/View'

/** /meeting/my/schedule/history: the meetings I asked for that are over. */
export default defineScreen<'myScheduleHistory', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('mineHistory', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
