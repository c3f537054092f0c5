import { observer } from 'mobx-react'
import { ListWithIntro } from '@/components/ListWithIntro'
import type { Variant } from '@/components/screen/defineScreen'
import { LedGroups, ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

/** My tickets (and my registrations): a column of cards on a phone, a grid of three on a desktop. */
export const MyTicketsView = observer(function MyTicketsView({ data, variant }: { data: MyTicketsData; variant: Variant }) {
  return (
    <ListWithIntro variant={variant} block='fu-tickets' intro={data.t('tickets.intro')}>
      <ScopeTabs data={data} />
      <LedGroups data={data} />
      <TicketList data={data} />
    </ListWithIntro>
  )
})
