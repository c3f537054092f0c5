import { defineScreen } from '@/components/screen/defineScreen'
import { useLiveList, type LiveListData } from './useLiveList'
import { LiveListView } from './LiveListBody'

/** /meeting/live (optional meeting_id): the meeting's live streams with their state, page by page. */
export default defineScreen<'meetingLive', LiveListData>({
  use: ({ meeting }) => useLiveList(meeting),
  view: LiveListView,
})
