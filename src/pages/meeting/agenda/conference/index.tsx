import { defineScreen } from '@/components/screen/defineScreen'
import { useConferenceLanding, type ConferenceLandingData } from './useConferenceLanding'
import { ConferenceLandingView } from './View'

/** /conference: the conference half of the event (the programme by day, keynote speakers, lives). */
export default defineScreen<'conference', ConferenceLandingData>({
  use: ({ meeting }) => useConferenceLanding(meeting),
  state: data => ({ status: data.status, message: data.error, retry: data.retry }),
  frame: { ownHeading: true },
  view: ConferenceLandingView,
})
