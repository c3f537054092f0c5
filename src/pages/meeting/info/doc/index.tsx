import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingDoc, type MeetingDocData } from './useMeetingDoc'
import { MeetingDocView } from './View'

/** /meeting/doc (optional category_id): the meeting's documents by category, previewed or downloaded by type. */
export default defineScreen<'meetingDoc', MeetingDocData>({
  use: ({ query, meeting }) => useMeetingDoc(query, meeting),
  view: MeetingDocView,
})
