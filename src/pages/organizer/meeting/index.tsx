import { defineScreen } from '@/components/screen/defineScreen'
import { useOrganizerMeeting, type OrganizerMeetingData } from './useOrganizerMeeting'
import { OrganizerMeetingView } from './View'

/**
 * /organizer/meeting?meeting_id: a meeting's settings, publishing, roles and audit log (issue 28). A desktop sets the
 * form beside roles and log; a phone stacks them (the same parts, one view).
 */
export default defineScreen<'organizerMeeting', OrganizerMeetingData>({
  use: ({ query }) => useOrganizerMeeting(query.meeting_id),
  view: OrganizerMeetingView,
  // The frame shows the default meeting, not the query's: the meeting edited here may be unpublished, which the public
  // meeting call (sent without the token) answers as missing, and the frame would turn that into the 404 page.
  meetingId: () => '',
  state: data => ({ status: data.status === 'forbidden' ? 'ready' : data.status, retry: data.retry }),
})
