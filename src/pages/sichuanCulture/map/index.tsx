import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalMap, type FestivalMapData } from './useFestivalMap'
import { FestivalMapView } from './View'

/** /sichuan-culture/map (optional point_id): the venue plan drawn from the festival's points, with details on tap. */
export default defineScreen<'scMap', FestivalMapData>({
  use: ({ query }) => useFestivalMap(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalMapView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
