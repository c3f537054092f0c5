import { defineScreen } from '@/components/screen/defineScreen'
import { useHeritageList, type HeritageListData } from './useHeritageList'
import { HeritageListView } from './View'

/** /sichuan-culture/list (optional category_id): the festival's heritage items as a card grid by category. */
export default defineScreen<'scList', HeritageListData>({
  use: ({ query }) => useHeritageList(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: HeritageListView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
