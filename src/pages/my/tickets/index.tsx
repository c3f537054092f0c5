import { defineScreen } from '@/components/screen/defineScreen'
import { useMyTickets, type MyTicketsData } from './useMyTickets'
import { MyTicketsView } from './View'

/** /my/tickets: the signed-in user's tickets, each opening its check-in QR code. */
export default defineScreen<'myTickets', MyTicketsData>({
  use: ({ meeting }) => useMyTickets(meeting),
  view: MyTicketsView,
})
