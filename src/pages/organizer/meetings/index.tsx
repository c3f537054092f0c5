import { defineScreen } from '@/components/screen/defineScreen'
import { useOrganizerMeetings, type OrganizerMeetingsData } from './useOrganizerMeetings'
import { OrganizerMeetingsView } from './View'

/** /organizer: the organiser console's start, my meetings (issue 28). One layout, wider on a desktop. */
export default defineScreen<'organizer', OrganizerMeetingsData>({
  use: () => useOrganizerMeetings(),
  view: OrganizerMeetingsView,
  state: data => ({ status: data.status, retry: data.retry }),
})
