import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentList, type AppointmentListData } from '../list/useAppointmentList'
import { AppointmentListView, appointmentListState } from '../list/View'

/** /meeting/exhibitor/schedule: requests to my bound company still to come, accepted or declined after a confirm. */
export default defineScreen<'exhibitorSchedule', AppointmentListData>({
  use: ({ meeting }) => useAppointmentList('exhibitor', meeting),
  view: AppointmentListView,
  state: appointmentListState,
})
