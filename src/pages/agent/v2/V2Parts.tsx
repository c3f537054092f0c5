import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { AgentV2Data } from './useAgentV2'
import '../group/agent.scss'

/** Each group with its places: a member's name and phone, or a place to fill in. */
export const V2Overview = observer(function V2Overview({ data }: { data: AgentV2Data }) {
  const { t } = data
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'notFound') return <Empty text={t('agent.notFound')} />
  if (data.status === 'loading') return <Loading />
  const actions = (
    <View className='fu-agent__actions'>
      <Action className='fu-agent__button fu-agent__button--primary' onPress={() => { void data.buy() }}>{t('agent.v2.buy')}</Action>
      {data.groups.length ? <Action className='fu-agent__button' onPress={() => { void data.openTickets() }}>{t('agent.tickets.heading')}</Action> : null}
    </View>
  )
  if (!data.groups.length) return <><Empty text={t('agent.v2.empty')} />{actions}</>
  return (
    <View className='fu-agent__section'>
      {data.groups.map(group => (
        <View key={group.id} className='fu-agent__group' {...srRole('article', { 'aria-label': group.name })}>
          <Text className='fu-agent__group-name' {...heading(2)}>{group.name}</Text>
          <Text className='fu-agent__member-meta'>{t('agent.group.counts', { total: group.total, unallocated: group.unallocated })}</Text>
          <View {...srRole('list')}>
            {group.places.map((ticket, index) => (
              <View key={ticket._id} className='fu-agent__member' {...srRole('listitem')}>
                <View className='fu-agent__member-text'>
                  <Text className='fu-agent__member-name'>{ticket.name || t('agent.v2.emptyPlace')}</Text>
                  {ticket.phone ? <Text className='fu-agent__member-meta'>{ticket.phone}</Text> : null}
                </View>
                <Action className='fu-agent__link' onPress={() => { void data.fill(ticket) }}>
                  {ticket.name ? t('agent.v2.editMember', { name: ticket.name }) : t('agent.v2.fill', { index: index + 1 })}
                </Action>
              </View>
            ))}
          </View>
        </View>
      ))}
      {actions}
    </View>
  )
})
