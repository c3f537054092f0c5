import { defineScreen } from '@/components/screen/defineScreen'
import { useActivitySuccess, type ActivitySuccessData } from './useActivitySuccess'
import { SuccessView } from './SuccessCard'

/** /activity/success (activity_id, meeting_id, ticket_id or order_id): what the registration came to. */
export default defineScreen<'activitySuccess', ActivitySuccessData>({
  use: ({ query, meeting }) => useActivitySuccess(query, meeting),
  view: SuccessView,
  // "Registered", "Under review" or "Payment being confirmed": the card's own heading, the page's title too.
  title: data => (data.status === 'ready' ? data.heading : undefined),
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.activityMeetingId,
  frame: { ownHeading: true },
})
