import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivityAgent } from './useActivityAgent'
import { ActivityAgentMobile } from './mobile'
import { ActivityAgentDesktop } from './desktop'

/** /activity/agent (query meeting_id, activity_id): the group leader's groups and a new group's registration (v1). */
export default observer(function ActivityAgentScreen({ query }: { query: Record<string, string> }) {
  const data = useActivityAgent(query)
  return useDeviceVariant() === 'desktop' ? <ActivityAgentDesktop data={data} /> : <ActivityAgentMobile data={data} />
})
