import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalTechnology, type FestivalTechnologyData } from './useFestivalTechnology'
import { FestivalTechnologyView } from './View'

/** /sichuan-culture/technology: the festival's technology halls. */
export default defineScreen<'scTechnology', FestivalTechnologyData>({
  use: ({ query }) => useFestivalTechnology(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalTechnologyView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
