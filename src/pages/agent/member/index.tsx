import { defineScreen } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import { useAgentV2Member, type AgentV2MemberData } from '../v2member/useAgentV2Member'
import { AgentV2MemberView } from '../v2member/MemberForm'

/** /activity/agent/form (query meeting_id, activity_id, ticket_id): one member of a v1 group, filled in or changed. */
export default defineScreen<'activityAgentForm', AgentV2MemberData>({
  use: ({ query, meeting }) => useAgentV2Member(
    { ticketId: query.ticket_id },
    () => navigateTo('activityAgent', { meeting_id: meeting.id, activity_id: query.activity_id ?? '' }, { replace: true }),
  ),
  view: AgentV2MemberView,
  title: data => data.t('agent.v2.memberHeading'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
})
