import { defineScreen } from '@/components/screen/defineScreen'
import { useRebuild, type RebuildData } from './useRebuild'
import { RebuildView } from './View'

/** /sichuan-culture/meeting/re-build: the festival's rebuilt-heritage projects. */
export default defineScreen<'scMeetingRebuild', RebuildData>({
  use: ({ query }) => useRebuild(query),
  // The festival band carries the page's one h1 (FestivalSection).
  frame: { ownHeading: true },
  view: RebuildView,
  state: data => data.state,
  meetingId: (_, data) => data.festival.meetingId,
})
