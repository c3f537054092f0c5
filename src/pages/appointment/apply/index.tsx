import { defineScreen } from '@/components/screen/defineScreen'
import { useAppointmentApply, type AppointmentApplyData } from './useAppointmentApply'
import { AppointmentApplyView } from './View'

/** /meeting/appointment/apply (enterprise_id, meeting_id): book a meeting in one of an exhibitor's free slots. */
export default defineScreen<'appointmentApply', AppointmentApplyData>({
  use: ({ query, meeting }) => useAppointmentApply(query, meeting),
  view: AppointmentApplyView,
  // "Book a meeting with Aurora Robotics" once the exhibitor is known.
  title: data => data.heading,
  state: data => (data.status === 'loading' || data.status === 'failed'
    ? { status: data.status, retry: data.retry, message: data.failure }
    : { status: 'ready' }),
  // The exhibitor's meeting, once read (the query's until then).
  meetingId: (_, data) => data.enterpriseMeetingId,
})
