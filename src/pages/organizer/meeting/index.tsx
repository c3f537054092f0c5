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
  state: data => ({ status: data.status === 'forbidden' ? 'ready' : data.status, retry: data.retry }),
})
