import { defineScreen } from '@/components/screen/defineScreen'
import { VenueCheckInView } from './View'
import { useVenueCheckIn, type VenueCheckInData } from './useVenueCheckIn'

/** /activity/register?activity_id=: the venue's check-in QR checks the visitor's approved ticket in. */
export default defineScreen<'activityRegister', VenueCheckInData>({
  use: ({ query, meeting }) => useVenueCheckIn(query, meeting),
  view: VenueCheckInView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.meetingId,
})
