import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalMy, type FestivalMyData } from './useFestivalMy'
import { FestivalMyView } from './View'

/** /sichuan-culture/my (signed in): my bookings and my collection for the festival. */
export default defineScreen<'scMy', FestivalMyData>({
  use: ({ query }) => useFestivalMy(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalMyView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
