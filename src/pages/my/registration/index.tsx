import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useStores } from '@/stores'
import { useMyTickets } from '../tickets/useMyTickets'
import { MyTicketsMobile } from '../tickets/mobile'
import { MyTicketsDesktop } from '../tickets/desktop'

/** /my/registration: my registrations, personal and group (the tickets I registered as a group leader). */
export default observer(function MyRegistrationScreen({ query }: { query: Record<string, string> }) {
  const { language } = useStores()
  const data = useMyTickets({ meetingId: query.meeting_id, scopes: ['personal', 'group'] })
  const title = language.t('route.myRegistration')
  return useDeviceVariant() === 'desktop' ? <MyTicketsDesktop data={data} title={title} /> : <MyTicketsMobile data={data} title={title} />
})
