import { defineScreen } from '@/components/screen/defineScreen'
import { useTicketDetail, type TicketDetailData } from './useTicketDetail'
import { TicketDetailMobile } from './mobile'
import { TicketDetailDesktop } from './desktop'

/**
 * /my/registration/ticket (query ticket_id): the ticket's check-in QR code. The activity's title is the page's
 * heading. The layouts differ: one card on a phone, the QR code and the details side by side on a desktop.
 */
export default defineScreen<'myRegistrationTicket', TicketDetailData>({
  use: ({ query }) => useTicketDetail(query.ticket_id),
  mobile: TicketDetailMobile,
  desktop: TicketDetailDesktop,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  frame: { ownHeading: true },
})
