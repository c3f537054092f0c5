import { defineScreen } from '@/components/screen/defineScreen'
import { useAgentV2Ticket, type AgentV2TicketData } from './useAgentV2Ticket'
import { AgentV2TicketView } from './View'

/** /meeting/{meetingId}/activity/{activityId}/agent/v2/ticket: a group's tickets bought in one order (agent v2). */
export default defineScreen<'agentV2Ticket', AgentV2TicketData>({
  use: ({ params, meeting }) => useAgentV2Ticket(params, meeting),
  view: AgentV2TicketView,
  title: data => data.t('agent.v2.heading'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: ({ params }, data) => data.activity?.meeting_id ?? params.meetingId,
})
