import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAgentV2Member } from './useAgentV2Member'
import { AgentV2MemberMobile } from './mobile'
import { AgentV2MemberDesktop } from './desktop'

/** /m/{meetingId}/a/{activityId}/agent/v2/t/{ticketId}/form: one group ticket's member, filled in by the agent. */
export default observer(function AgentV2MemberScreen({ params }: { params: Record<string, string> }) {
  const data = useAgentV2Member(params)
  return useDeviceVariant() === 'desktop' ? <AgentV2MemberDesktop data={data} /> : <AgentV2MemberMobile data={data} />
})
