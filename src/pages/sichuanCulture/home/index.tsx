import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalHome, type FestivalHomeData } from './useFestivalHome'
import { FestivalHomeView } from './View'

/** /sichuan-culture (optional meeting_id): the cultural festival's home. */
export default defineScreen<'scHome', FestivalHomeData>({
  use: ({ query }) => useFestivalHome(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalHomeView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
