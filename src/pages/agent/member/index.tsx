import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { navigateTo } from '@/router/navigate'
import { useAgentV2Member } from '../v2member/useAgentV2Member'
import { AgentV2MemberMobile } from '../v2member/mobile'
import { AgentV2MemberDesktop } from '../v2member/desktop'

/** /activity/agent/form (query meeting_id, activity_id, ticket_id): one member of a v1 group, filled in or changed. */
export default observer(function ActivityAgentFormScreen({ query }: { query: Record<string, string> }) {
  const data = useAgentV2Member({ ticketId: query.ticket_id }, () => navigateTo('activityAgent', { meeting_id: query.meeting_id, activity_id: query.activity_id }, { replace: true }))
  return useDeviceVariant() === 'desktop' ? <AgentV2MemberDesktop data={data} /> : <AgentV2MemberMobile data={data} />
})
