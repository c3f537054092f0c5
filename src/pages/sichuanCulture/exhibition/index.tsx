import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalExhibition, type FestivalExhibitionData } from './useFestivalExhibition'
import { FestivalExhibitionView } from './View'

/** /sichuan-culture/exhibition: the festival's exhibition halls and the heritage items in each. */
export default defineScreen<'scExhibition', FestivalExhibitionData>({
  use: ({ query }) => useFestivalExhibition(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalExhibitionView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
