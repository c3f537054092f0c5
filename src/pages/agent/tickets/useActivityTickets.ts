import { useCallback, useState } from 'react'
import type { ObjectId, Ticket } from '@fu-types/entities'
import { fetchActivity } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { hasCheckInCode, localize, ticketStatusDisplay, type Tone } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

interface GroupTicketRow { ticket: Ticket; name: string; statusText: string; statusTone: Tone; hasQr: boolean }

/**
 * Data shared by the mobile and desktop group ticket list (/activity/tickets: meeting_id, activity_id): the tickets
 * this agent holds for the activity's groups, page by page, each with its status and (when approved) its QR code.
 */
export function useActivityTickets(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const activityId = query.activity_id || ''
  const activity = useRemote(() => fetchActivity(activityId), [activityId])
  // Server clock minus this device's when the tickets (and their pass keys) came: the rotating QR uses the server's time.
  const [clock] = useState(() => ({ offsetMs: 0 }))
  const list = usePagedList(async (skip, limit) => {
    const page = await listTickets({ activity_id: activityId, group: 1, skip, limit })
    const withPass = page.results?.find(ticket => ticket.pass)
    if (withPass?.pass) clock.offsetMs = withPass.pass.server_time - Date.now()
    return { items: page.results ?? [], total: page.total ?? 0 }
  }, [activityId], 20)
  const [openQr, setOpenQr] = useState<ObjectId | null>(null)

  const rows: GroupTicketRow[] = list.items.map(ticket => {
    const display = ticketStatusDisplay(ticket.status)
    return {
      ticket, name: ticket.name || t('agent.member.unnamed'),
      statusText: t(display.key), statusTone: display.tone, hasQr: hasCheckInCode(ticket),
    }
  })
  const manage = useCallback(() => navigateTo('activityAgent', { meeting_id: meeting.id, activity_id: activityId }), [meeting.id, activityId])

  return {
    t,
    list,
    rows,
    title: activity.data ? localize(activity.data.title, language.language) : '',
    openQr,
    clockOffsetMs: clock.offsetMs,
    toggleQr: (id: ObjectId) => setOpenQr(current => (current === id ? null : id)),
    manage,
    loadMoreTexts: pagingTexts(t, t('agent.tickets.count', { count: list.total })),
  }
}

export type ActivityTicketsData = ReturnType<typeof useActivityTickets>
