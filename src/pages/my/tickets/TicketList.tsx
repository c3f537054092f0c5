import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { heading, srRole } from '@/components/a11y'
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

/** On the group tab, the activities whose groups I lead: each opens its agent page to manage the groups. */
export const LedGroups = observer(function LedGroups({ data }: { data: MyTicketsData }) {
  if (data.scope !== 'group' || !data.ledActivities.length) return null
  return (
    <View className='fu-tickets__led'>
      <Text className='fu-tickets__led-title' {...heading(2)}>{data.t('tickets.groups.title')}</Text>
      <View className='fu-tickets__led-list' {...srRole('list', { 'aria-label': data.t('tickets.groups.title') })}>
        {data.ledActivities.map(item => (
          <View key={item.id} {...srRole('listitem')}>
            <Action className='fu-tickets__led-item' role='link' onPress={item.open}>
              <Text className='fu-tickets__led-name'>{item.label}</Text>
              <Text className='fu-tickets__led-time'>{item.time}</Text>
            </Action>
          </View>
        ))}
      </View>
    </View>
  )
})

/** The list with its states: loading, failed with retry, empty with a way to the activities, then the cards and paging. */
export const TicketList = observer(function TicketList({ data }: { data: MyTicketsData }) {
  return (
    <PagedListView
      list={data.list}
      count={data.rows.length}
      empty={<Empty icon='tags' text={data.emptyText} action={{ label: data.t('tickets.browseActivities'), onPress: () => void data.browseActivities() }} />}
      className='fu-tickets__body'
      listClassName='fu-my-list__items fu-tickets__list'
      pagingTexts={data.pagingTexts}
    >
      {data.rows.map(row => <TicketCard key={row.ticket._id} row={row} data={data} />)}
    </PagedListView>
  )
})
