import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { AgentV2Data } from './useAgentV2'
import '../group/agent.scss'

/** The activity's title, then the agent's groups and their places (one layout in both variants). */
export const AgentV2View = observer(function AgentV2View({ data, variant }: { data: AgentV2Data; variant: Variant }) {
  const activity = data.title ? <Text className='fu-agent__activity'>{data.title}</Text> : null
  return (
    <View className={`fu-agent fu-agent--${variant}`}>
      {activity && variant === 'mobile' ? <View className='fu-agent__head'>{activity}</View> : activity}
      <View className='fu-agent__body'><V2Overview data={data} /></View>
    </View>
  )
})

/** Each group with its places: a member's name and phone, or a place to fill in. */
const V2Overview = observer(function V2Overview({ data }: { data: AgentV2Data }) {
  const { t } = data
  if (data.status === 'notFound') return <Empty text={t('agent.notFound')} />
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
