import { defineScreen } from '@/components/screen/defineScreen'
import { useInvitation, type InvitationData } from './useInvitation'
import { InvitationView } from './View'

/** /meeting/invitation (optional enterprise_id): an exhibitor's invitation card to the meeting, or the meeting's own. */
export default defineScreen<'meetingInvitation', InvitationData>({
  use: ({ query, meeting }) => useInvitation(query, meeting),
  state: data => ({ status: data.status, message: data.error, retry: data.retry }),
  meetingId: (_, data) => data.companyMeetingId,
  view: InvitationView,
})
