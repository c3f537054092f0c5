import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentSuccess, type AppointmentSuccessData } from './useAppointmentSuccess'
import { AppointmentSuccessView } from './View'

/** /meeting/appointment/success: the booking request was sent. */
export default defineScreen<'appointmentSuccess', AppointmentSuccessData>({
  use: ({ query, meeting }) => useAppointmentSuccess(query, meeting),
  view: AppointmentSuccessView,
  state: data => ({ status: data.item.status, retry: data.item.retry, message: data.item.error }),
  // The confirmation card carries the page's heading ("Request sent").
  frame: { ownHeading: true },
})
