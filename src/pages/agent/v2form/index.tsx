import { defineScreen } from '@/components/screen/defineScreen'
import { useAgentV2, type AgentV2Data } from '../v2/useAgentV2'
import { AgentV2View } from '../v2/V2Parts'

/** /m/{meetingId}/a/{activityId}/agent/v2/form/{priceId?}: the order's members, of one ticket type when given. */
export default defineScreen<'agentV2Form', AgentV2Data>({
  use: ({ params }) => useAgentV2(params),
  view: AgentV2View,
  title: data => data.t('agent.v2.overview'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: ({ params }) => params.meetingId,
})
