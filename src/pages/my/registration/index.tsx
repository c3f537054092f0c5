import { defineScreen } from '@/components/screen/defineScreen'
import { useMyTickets, type MyTicketsData } from '../tickets/useMyTickets'
import { MyTicketsView } from '../tickets/View'

/** /my/registration: my registrations, personal and group (the tickets I registered as a group leader). */
export default defineScreen<'myRegistration', MyTicketsData>({
  use: ({ meeting }) => useMyTickets(meeting, { scopes: ['personal', 'group'] }),
  view: MyTicketsView,
})
