import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { srRole } from '@/components/a11y'
import { TicketCard } from './TicketCard'
import type { MyTicketsData, TicketScope } from './useMyTickets'

/** Personal / group switch of /my/registration (shown only when the screen offers both). */
export const ScopeTabs = observer(function ScopeTabs({ data }: { data: MyTicketsData }) {
  if (data.scopes.length < 2) return null
  const label: Record<TicketScope, 'tickets.scope.personal' | 'tickets.scope.group'> = { personal: 'tickets.scope.personal', group: 'tickets.scope.group' }
  return (
    <View className='fu-tickets__tabs' {...srRole('tablist', { 'aria-label': data.t('tickets.scope.label') })}>
      {data.scopes.map(scope => (
        <Action
          key={scope}
          className={`fu-tickets__tab${scope === data.scope ? ' fu-tickets__tab--active' : ''}`}
          role='tab'
          aria={{ 'aria-selected': scope === data.scope }}
          onPress={() => data.chooseScope(scope)}
        >
          {data.t(label[scope])}
        </Action>
      ))}
    </View>
  )
})

/** The list with its states: loading, failed with retry, empty with a way to the activities, then the cards and paging. */
export const TicketList = observer(function TicketList({ data }: { data: MyTicketsData }) {
  const { list } = data
  if (list.status === 'loading') return <Loading />
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (!data.rows.length) {
    return (
      <View className='fu-state fu-state--empty fu-tickets__empty'>
        <Text>{data.emptyText}</Text>
        <Action className='fu-button fu-tickets__browse' onPress={() => void data.browseActivities()}>{data.t('tickets.browseActivities')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-tickets__body'>
      <View className='fu-tickets__list' role='list'>
        {data.rows.map(row => <TicketCard key={row.ticket._id} row={row} data={data} />)}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
    </View>
  )
})
