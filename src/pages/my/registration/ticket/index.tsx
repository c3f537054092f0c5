import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useTicketDetail } from './useTicketDetail'
import { TicketDetailMobile } from './mobile'
import { TicketDetailDesktop } from './desktop'

/** /my/registration/ticket (query ticket_id): the ticket's check-in QR code. */
export default observer(function TicketDetailScreen({ query }: { query: Record<string, string> }) {
  const data = useTicketDetail(query.ticket_id)
  return useDeviceVariant() === 'desktop' ? <TicketDetailDesktop data={data} /> : <TicketDetailMobile data={data} />
})
