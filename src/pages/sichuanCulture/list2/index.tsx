import { defineScreen } from '@/components/screen/defineScreen'
import { useHeritageByCategory, type HeritageByCategoryData } from './useHeritageByCategory'
import { HeritageByCategoryView } from './View'

/** /sichuan-culture/list2: the festival's heritage items by category, each a timeline by listing year. */
export default defineScreen<'scList2', HeritageByCategoryData>({
  use: ({ query }) => useHeritageByCategory(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: HeritageByCategoryView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
