import { defineScreen } from '@/components/screen/defineScreen'
import { useAgentV2Member, type AgentV2MemberData } from './useAgentV2Member'
import { AgentV2MemberView } from './MemberForm'

/** /m/{meetingId}/a/{activityId}/agent/v2/t/{ticketId}/form: one group ticket's member, filled in by the agent. */
export default defineScreen<'agentV2TicketForm', AgentV2MemberData>({
  use: ({ params }) => useAgentV2Member(params),
  view: AgentV2MemberView,
  title: data => data.t('agent.v2.memberHeading'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: ({ params }) => params.meetingId,
})
