import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAgentV2Ticket } from './useAgentV2Ticket'
import { AgentV2TicketMobile } from './mobile'
import { AgentV2TicketDesktop } from './desktop'

/** /meeting/{meetingId}/activity/{activityId}/agent/v2/ticket: a group's tickets bought in one order (agent v2). */
export default observer(function AgentV2TicketScreen({ params }: { params: Record<string, string> }) {
  const data = useAgentV2Ticket(params)
  return useDeviceVariant() === 'desktop' ? <AgentV2TicketDesktop data={data} /> : <AgentV2TicketMobile data={data} />
})
