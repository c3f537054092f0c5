import { defineScreen } from '@/components/screen/defineScreen'
import { FestivalLivesView } from '../../shared/FestivalLivesView'
import { useFestivalLives, type FestivalLivesData } from '../../shared/useFestivalLives'

/** /sichuan-culture/meeting/live: the festival's streams from its stages and halls (the live screens' cards). */
export default defineScreen<'scMeetingLive', FestivalLivesData>({
  use: ({ query }) => useFestivalLives(query, 'venue'),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: ({ data, variant }) => <FestivalLivesView data={data} variant={variant} current='scMeetingLive' intro='festival.live.intro' empty='festival.live.empty' />,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
