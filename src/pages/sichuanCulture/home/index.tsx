import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalHome, type FestivalHomeData } from './useFestivalHome'
import { FestivalHomeView } from './View'

/** /sichuan-culture (optional meeting_id): the cultural festival's home. */
export default defineScreen<'scHome', FestivalHomeData>({
  use: ({ query }) => useFestivalHome(query),
  view: FestivalHomeView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
