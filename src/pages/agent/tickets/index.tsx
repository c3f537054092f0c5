import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityTickets, type ActivityTicketsData } from './useActivityTickets'
import { ActivityTicketsView } from './View'

/** /activity/tickets (query meeting_id, activity_id): the tickets of the agent's groups, with status and QR code. */
export default defineScreen<'activityTickets', ActivityTicketsData>({
  use: ({ query, meeting }) => useActivityTickets(query, meeting),
  view: ActivityTicketsView,
  title: data => data.t('agent.tickets.heading'),
})
