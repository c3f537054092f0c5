import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivityTickets } from './useActivityTickets'
import { ActivityTicketsMobile } from './mobile'
import { ActivityTicketsDesktop } from './desktop'

/** /activity/tickets (query meeting_id, activity_id): the tickets of the agent's groups, with status and QR code. */
export default observer(function ActivityTicketsScreen({ query }: { query: Record<string, string> }) {
  const data = useActivityTickets(query)
  return useDeviceVariant() === 'desktop' ? <ActivityTicketsDesktop data={data} /> : <ActivityTicketsMobile data={data} />
})
