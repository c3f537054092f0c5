import { useState } from 'react'
import type { Activity, Ticket } from '@fu-types/entities'
import { agentActivities } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { ticketStatusDisplay } from '@/core/states/tickets'
import { localize } from '@/core/localize'
import { formatTimeRange } from '@/core/time'
import { agentSignupUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useActivityLookup } from './activityLookup'

export type TicketScope = 'personal' | 'group'

const TICKETS_PAGE_SIZE = 10

/** One ticket as both variants show it: everything already worded, nothing left to compute in the layout. */
export interface TicketRow {
  ticket: Ticket
  activity: Activity | undefined
  title: string
  time: string
  place: string
  statusText: string
  statusTone: ReturnType<typeof ticketStatusDisplay>['tone']
}

/**
 * The signed-in user's tickets, page by page (GET /tickets: one's own, or `group=1` for the tickets one
 * registered as a group leader), each with its activity's title, time and place, and its status.
 */
export function useMyTickets(meeting: ScreenMeeting, options: { scopes?: TicketScope[] } = {}) {
  const { language, session } = useStores()
  const scopes = options.scopes ?? ['personal']
  const [scope, setScope] = useState<TicketScope>(scopes[0])
  const { id: meetingId, timezone } = meeting
  const lookup = useActivityLookup()
  const lang = language.language
  const t = language.t

  const list = usePagedList<{ ticket: Ticket; activity: Activity | undefined }>(async (skip, limit) => {
    const envelope = await listTickets({ meeting_id: meetingId, group: scope === 'group' ? 1 : undefined, skip, limit })
    const activities = await lookup(envelope.results.map(ticket => ticket.meeting_id ?? meetingId))
    return {
      items: envelope.results.map(ticket => ({ ticket, activity: activities.get(ticket.activity_id) })),
      total: envelope.total ?? skip + envelope.results.length,
    }
  }, [meetingId, scope], TICKETS_PAGE_SIZE)

  // The group tab: the activities I lead groups for (GET /activities/agents/{me}), each opening its agent page.
  const userId = session.userId
  const groups = useRemote<Activity[]>(
    async () => (scope === 'group' && userId ? (await agentActivities(userId)).filter(a => !meetingId || a.meeting_id === meetingId) : []),
    [scope, userId, meetingId],
  )
  const ledActivities = (groups.data ?? []).map(activity => ({
    id: activity._id,
    label: t('tickets.groups.manage', { title: localize(activity.title, lang) }),
    time: formatTimeRange(activity.start, activity.end, timezone),
    open: () => { void openUrl(agentSignupUrl(activity)) },
  }))

  const rows: TicketRow[] = list.items.map(({ ticket, activity }) => {
    const status = ticketStatusDisplay(ticket.status)
    return {
      ticket,
      activity,
      title: activity ? localize(activity.title, lang) : t('tickets.activityMissing'),
      time: activity ? formatTimeRange(activity.start, activity.end, timezone) : '',
      place: activity?.place ? localize(activity.place, lang) : '',
      statusText: t(status.key),
      statusTone: status.tone,
    }
  })

  return {
    t,
    list,
    rows,
    scopes,
    scope,
    /** On the group tab: the activities whose groups I lead, to manage them (v2 or older agent page). */
    ledActivities,
    chooseScope: (next: TicketScope) => { if (next !== scope) setScope(next) },
    emptyText: t(scope === 'group' ? 'tickets.groupEmpty' : 'tickets.empty'),
    openTicket: (ticket: Ticket) => navigateTo('myRegistrationTicket', { ticket_id: ticket._id }),
    browseActivities: () => navigateTo('activityList', meetingId ? { meeting_id: meetingId } : {}),
    pagingTexts: pagingTexts(t, t('tickets.count', { count: list.total })),
  }
}

export type MyTicketsData = ReturnType<typeof useMyTickets>
