import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { Empty } from '@/components/StateViews'
import { AgentActivityLayout } from '../ActivityLayout'
import { AgentBody } from './AgentParts'
import type { ActivityAgentData } from './useActivityAgent'

/** The groups and the new group's form, with the activity on top (phone) or beside them (desktop). */
export const ActivityAgentView = observer(function ActivityAgentView({ data, variant }: { data: ActivityAgentData; variant: Variant }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('agent.notFound')} />
  return (
    <AgentActivityLayout variant={variant} title={data.title} activity={data.activity} timezone={data.timezone}>
      <AgentBody data={data} />
    </AgentActivityLayout>
  )
})
