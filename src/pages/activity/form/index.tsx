import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityForm, type ActivityFormData } from './useActivityForm'
import { ActivityFormMobile } from './mobile'
import { ActivityFormDesktop } from './desktop'

/** /activity/form (query meeting_id, activity_id, source_id): the registration form, its payment, then success. */
export default defineScreen<'activityForm', ActivityFormData>({
  use: ({ query, meeting }) => useActivityForm(query, meeting),
  mobile: ActivityFormMobile,
  desktop: ActivityFormDesktop,
  // A returning visitor changes their registration: the page says so.
  title: data => data.t(data.mode === 'resubmit' ? 'registration.resubmit.heading' : 'registration.heading'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.activity?.meeting_id,
})
