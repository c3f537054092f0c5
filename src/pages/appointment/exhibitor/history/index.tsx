import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../../list/View'

/** /meeting/exhibitor/schedule/history: requests to my company that are over. */
export default defineScreen<'exhibitorScheduleHistory', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('exhibitorHistory', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
