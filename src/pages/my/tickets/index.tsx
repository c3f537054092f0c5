import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useStores } from '@/stores'
import { useMyTickets } from './useMyTickets'
import { MyTicketsMobile } from './mobile'
import { MyTicketsDesktop } from './desktop'

/** /my/tickets: the signed-in user's tickets, each opening its check-in QR code. */
export default observer(function MyTicketsScreen({ query }: { query: Record<string, string> }) {
  const { language } = useStores()
  const data = useMyTickets({ meetingId: query.meeting_id })
  const title = language.t('route.myTickets')
  return useDeviceVariant() === 'desktop' ? <MyTicketsDesktop data={data} title={title} /> : <MyTicketsMobile data={data} title={title} />
})
