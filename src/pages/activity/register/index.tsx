import { defineScreen } from '@/components/screen/defineScreen'
import { VenueCheckInView } from './View'
import { useVenueCheckIn, type VenueCheckInData } from './useVenueCheckIn'

/** /activity/register?activity_id=: the venue's check-in QR checks the visitor's approved ticket in. */
export default defineScreen<'activityRegister', VenueCheckInData>({
  use: ({ query }) => useVenueCheckIn(query),
  view: VenueCheckInView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  meetingId: (input, data) => data.meetingId ?? input.query.meeting_id,
})
