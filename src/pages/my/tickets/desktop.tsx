import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

/** ≥1200 px: top bar, then the tickets as a three-column grid of cards in the content column. */
export const MyTicketsDesktop = observer(function MyTicketsDesktop({ data, title }: { data: MyTicketsData; title: string }) {
  return (
    <MyListPage variant='desktop' block='fu-tickets' title={title} intro={data.t('tickets.intro')}>
      <ScopeTabs data={data} />
      <TicketList data={data} />
    </MyListPage>
  )
})
