import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityAgent, type ActivityAgentData } from './useActivityAgent'
import { ActivityAgentView } from './View'

/** /activity/agent (query meeting_id, activity_id): the group leader's groups and a new group's registration (v1). */
export default defineScreen<'activityAgent', ActivityAgentData>({
  use: ({ query, meeting }) => useActivityAgent(query, meeting),
  view: ActivityAgentView,
  title: data => data.t('agent.heading'),
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.activity?.meeting_id,
})
