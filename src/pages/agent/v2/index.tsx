import { defineScreen } from '@/components/screen/defineScreen'
import { useAgentV2, type AgentV2Data } from './useAgentV2'
import { AgentV2View } from './V2Parts'

/** /meeting/{meetingId}/activity/{activityId}/agent/v2/{mode?}: the agent's v2 groups and their places. */
export default defineScreen<'agentV2', AgentV2Data>({
  use: ({ params }) => useAgentV2(params),
  view: AgentV2View,
  title: data => data.t('agent.v2.overview'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: ({ params }) => params.meetingId,
})
