import type { Activity, Ticket } from '@fu-types/entities'
import { fetchActivity } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { hasCheckInCode, ticketStatusDisplay } from '@/core/states/tickets'
import { localize } from '@/core/localize'
import { ticketQrPayload } from '@/core/ticketQr'
import { formatTimeRange } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** What sits where the QR code goes: the code itself, or why there is none yet. */
export type QrPanel = { kind: 'code'; code: string; payload: string; checkedIn: boolean } | { kind: 'note'; key: MessageKey }

function qrPanel(ticket: Ticket): QrPanel {
  if (hasCheckInCode(ticket)) return { kind: 'code', code: ticket.code as string, payload: ticketQrPayload(ticket.activity_id, ticket.code as string), checkedIn: ticket.status === 3 }
  if (ticket.status === 2) return { kind: 'note', key: 'tickets.qr.rejected' }
  return { kind: 'note', key: 'tickets.qr.reviewing' }
}

/**
 * /my/registration/ticket?ticket_id=…: one of my tickets with its check-in QR code (its activity and code, never a
 * token), the attendee, and the activity's title, time and place. The activity loads on its own: when it
 * fails the QR code still shows.
 */
export function useTicketDetail(ticketId: string | undefined) {
  const { language, meeting, session } = useStores()
  const t = language.t
  const ticket = useRemote<Ticket | null>(async () => {
    if (!ticketId) return null
    const envelope = await listTickets({ _id: ticketId })
    return envelope.results[0] ?? null
  }, [ticketId])
  const activityId = ticket.data?.activity_id
  const activity = useRemote<Activity | undefined>(async () => (activityId ? fetchActivity(activityId) : undefined), [activityId])

  const current = ticket.data
  const status = current ? ticketStatusDisplay(current.status) : undefined
  const a = activity.data
  return {
    t,
    status: ticket.status,
    error: ticket.error,
    retry: ticket.retry,
    notFound: ticket.status === 'ready' && !current,
    ticket: current ?? undefined,
    statusText: status ? t(status.key) : '',
    statusTone: status?.tone ?? 'grey',
    qr: current ? qrPanel(current) : undefined,
    /** The QR picture's alt text: what it is, for which activity (the ticket's code until the activity is known). */
    qrLabel: a ? t('tickets.qr.label', { activity: localize(a.title, language.language) }) : t('tickets.qr.labelCode', { code: current?.code ?? '' }),
    attendee: current?.name || session.user?.username || '',
    activityStatus: activity.status,
    retryActivity: activity.retry,
    title: a ? localize(a.title, language.language) : '',
    time: a ? formatTimeRange(a.start, a.end, meeting.meeting?.timezone) : '',
    place: a?.place ? localize(a.place, language.language) : '',
    backToList: () => navigateTo('myTickets'),
  }
}

export type TicketDetailData = ReturnType<typeof useTicketDetail>
