import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { Tabs } from '@/components/ui/Tabs'
import { TicketCard } from './TicketCard'
import type { MyTicketsData, TicketScope } from './useMyTickets'

/** Personal / group switch of /my/registration (shown only when the screen offers both). */
export const ScopeTabs = observer(function ScopeTabs({ data }: { data: MyTicketsData }) {
  if (data.scopes.length < 2) return null
  const label: Record<TicketScope, 'tickets.scope.personal' | 'tickets.scope.group'> = { personal: 'tickets.scope.personal', group: 'tickets.scope.group' }
  return (
    <Tabs
      className='fu-tickets__tabs'
      label={data.t('tickets.scope.label')}
      current={data.scope}
      onChange={data.chooseScope}
      items={data.scopes.map(scope => ({ key: scope, label: data.t(label[scope]) }))}
    />
  )
})

/** The list with its states: loading, failed with retry, empty with a way to the activities, then the cards and paging. */
export const TicketList = observer(function TicketList({ data }: { data: MyTicketsData }) {
  return (
    <PagedListView
      list={data.list}
      count={data.rows.length}
      empty={<Empty text={data.emptyText} action={{ label: data.t('tickets.browseActivities'), onPress: () => void data.browseActivities() }} />}
      className='fu-tickets__body'
      listClassName='fu-my-list__items fu-tickets__list'
      pagingTexts={data.pagingTexts}
    >
      {data.rows.map(row => <TicketCard key={row.ticket._id} row={row} data={data} />)}
    </PagedListView>
  )
})
