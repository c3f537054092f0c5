import { defineScreen } from '@/components/screen/defineScreen'
import { useOrganizerContent, type OrganizerContentData } from './useOrganizerContent'
import { OrganizerContentView } from './View'

/**
 * /organizer/content?meeting_id&kind: a meeting's speakers, agenda sessions and news in the console (issue 28), each
 * listed with create, edit and delete. A desktop sets the editor beside the list; a phone shows one at a time.
 */
export default defineScreen<'organizerContent', OrganizerContentData>({
  use: ({ query, meeting }) => useOrganizerContent(query.kind, meeting.id),
  view: OrganizerContentView,
  state: data => ({ status: data.status === 'forbidden' ? 'ready' : data.status, retry: data.retry }),
})
