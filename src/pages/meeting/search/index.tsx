import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingSearch, type MeetingSearchData } from './useMeetingSearch'
import { MeetingSearchView } from './SearchBody'

/** /meeting/search (optional keyword): one box over the meeting's activities, agenda, news, speakers, exhibitors and products. */
export default defineScreen<'meetingSearch', MeetingSearchData>({
  use: ({ query, meeting }) => useMeetingSearch(query, meeting),
  view: MeetingSearchView,
})
