import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAgentV2 } from './useAgentV2'
import { AgentV2Mobile } from './mobile'
import { AgentV2Desktop } from './desktop'

/** /meeting/{meetingId}/activity/{activityId}/agent/v2/{mode?}: the agent's v2 groups and their places. */
export default observer(function AgentV2Screen({ params }: { params: Record<string, string> }) {
  const data = useAgentV2(params)
  return useDeviceVariant() === 'desktop' ? <AgentV2Desktop data={data} /> : <AgentV2Mobile data={data} />
})
