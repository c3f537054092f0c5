import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { Empty } from '@/components/StateViews'
import { AgentActivityLayout } from '../ActivityLayout'
import { V2TicketBody } from './V2TicketParts'
import type { AgentV2TicketData } from './useAgentV2Ticket'

/** Ticket type, quantity and group information, with the activity on top (phone) or beside them (desktop). */
export const AgentV2TicketView = observer(function AgentV2TicketView({ data, variant }: { data: AgentV2TicketData; variant: Variant }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('agent.notFound')} />
  return (
    <AgentActivityLayout variant={variant} title={data.title} activity={data.activity} timezone={data.timezone}>
      <V2TicketBody data={data} />
    </AgentActivityLayout>
  )
})
