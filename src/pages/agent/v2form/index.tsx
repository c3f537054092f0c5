import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAgentV2 } from '../v2/useAgentV2'
import { AgentV2Mobile } from '../v2/mobile'
import { AgentV2Desktop } from '../v2/desktop'

/** /m/{meetingId}/a/{activityId}/agent/v2/form/{priceId?}: the order's members, of one ticket type when given. */
export default observer(function AgentV2FormScreen({ params }: { params: Record<string, string> }) {
  const data = useAgentV2(params)
  return useDeviceVariant() === 'desktop' ? <AgentV2Desktop data={data} /> : <AgentV2Mobile data={data} />
})
