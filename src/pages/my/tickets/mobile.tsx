import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

export const MyTicketsMobile = observer(function MyTicketsMobile({ data, title }: { data: MyTicketsData; title: string }) {
  return (
    <MyListPage variant='mobile' block='fu-tickets' title={title} intro={data.t('tickets.intro')}>
      <ScopeTabs data={data} />
      <TicketList data={data} />
    </MyListPage>
  )
})
