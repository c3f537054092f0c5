import { defineScreen } from '@/components/screen/defineScreen'
import { usePlaybill, type PlaybillData } from './usePlaybill'
import { PlaybillView } from './View'

/** /sichuan-culture/meeting/playbill: the festival's performances by day, each opening its booking. */
export default defineScreen<'scMeetingPlaybill', PlaybillData>({
  use: ({ query }) => usePlaybill(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: PlaybillView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
