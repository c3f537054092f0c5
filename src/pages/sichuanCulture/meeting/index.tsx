import { defineScreen } from '@/components/screen/defineScreen'
import { useFestivalMeeting, type FestivalMeetingData } from './useFestivalMeeting'
import { FestivalMeetingView } from './View'

/** /sichuan-culture/meeting: the festival's programme — what is on next and its meeting pages. */
export default defineScreen<'scMeeting', FestivalMeetingData>({
  use: ({ query }) => useFestivalMeeting(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: FestivalMeetingView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
