import { defineScreen } from '@/components/screen/defineScreen'
import { FestivalLivesView } from '../../shared/FestivalLivesView'
import { useFestivalLives, type FestivalLivesData } from '../../shared/useFestivalLives'

/** /sichuan-culture/meeting/wllive: the festival live on web platforms, each naming its platform. */
export default defineScreen<'scMeetingWllive', FestivalLivesData>({
  use: ({ query }) => useFestivalLives(query, 'web'),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: ({ data, variant }) => <FestivalLivesView data={data} variant={variant} current='scMeetingWllive' intro='festival.wllive.intro' empty='festival.wllive.empty' />,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
