import type { Ticket } from '@fu-types/entities'
import { fetchActivity, fetchAgentGroups } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

type GroupTicket = Ticket & { group_id?: string }

/**
 * Data shared by the mobile and desktop v2 group overview (/meeting/{meetingId}/activity/{activityId}/agent/v2/{mode?}):
 * the agent's groups for the activity, each place with its member or still to fill in, and the ways on: fill in a
 * place, buy more tickets, see the tickets with their QR codes. `mode` 'todo' shows only places still to fill in;
 * `priceId` (the v2 form route) only the places of that ticket type.
 */
export function useAgentV2(params: Record<string, string | undefined>) {
  const { language, session } = useStores()
  const t = language.t
  const meetingId = params.meetingId || ''
  const activityId = params.activityId || ''
  const onlyTodo = params.mode === 'todo'
  // /agent/v2/form/{priceId?}: the order's places of one ticket type.
  const priceId = params.priceId
  const agentId = session.userId ?? ''
  const remote = useRemote(async () => {
    const [activity, overview, tickets] = await Promise.all([
      fetchActivity(activityId),
      fetchAgentGroups(activityId, agentId),
      listTickets({ activity_id: activityId, group: 1, limit: 999 }).then(e => (e.results ?? []) as GroupTicket[]),
    ])
    return { activity, overview, tickets }
  }, [activityId, agentId])

  const groups = (remote.data?.overview.groups ?? []).map(group => ({
    id: group._id, name: group.name, total: group.total, unallocated: group.unallocated,
    places: (remote.data?.tickets ?? []).filter(ticket => ticket.group_id === group._id && ticket.status !== 2 && (!onlyTodo || !ticket.name) && (!priceId || ticket.price_id === priceId)),
  }))
  const ids = { meetingId, activityId }
  return {
    t,
    status: remote.status === 'ready' && !remote.data?.activity ? 'notFound' as const : remote.status,
    error: remote.error ?? '',
    retry: remote.retry,
    title: remote.data?.activity ? localize(remote.data.activity.title, language.language) : '',
    groups,
    fill: (ticket: Ticket) => navigateTo('agentV2TicketForm', { ...ids, ticketId: ticket._id }),
    buy: () => navigateTo('agentV2Ticket', ids),
    openTickets: () => navigateTo('activityTickets', { meeting_id: meetingId, activity_id: activityId }),
  }
}

export type AgentV2Data = ReturnType<typeof useAgentV2>
