import type { Activity, Ticket } from '@fu-types/entities'
import { useState } from 'react'
import { fetchActivity } from '@/api/activities'
import { NetworkError } from '@/api/http'
import { listTickets } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { hasCheckInCode, ticketStatusDisplay } from '@/core/states/tickets'
import { localize } from '@/core/localize'
import type { TicketPassKeys } from '@/core/ticketQr'
import { formatTimeRange } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { cachedTicketPass, keepPassActivity, keepTicketPass, passKeysOf, type PassActivity } from './passCache'

/** What sits where the QR code goes: the rotating code (its keys), or why there is none yet. */
type QrPanel = { kind: 'code'; code: string; activityId: string; pass: TicketPassKeys | undefined; checkedIn: boolean } | { kind: 'note'; key: MessageKey }

function qrPanel(ticket: Ticket, clockOffsetMs: number): QrPanel {
  if (hasCheckInCode(ticket)) return { kind: 'code', code: ticket.code as string, activityId: ticket.activity_id, pass: passKeysOf(ticket, clockOffsetMs), checkedIn: ticket.status === 3 }
  if (ticket.status === 2) return { kind: 'note', key: 'tickets.qr.rejected' }
  return { kind: 'note', key: 'tickets.qr.reviewing' }
}

/**
 * /my/registration/ticket?ticket_id=…: one of my tickets with its check-in QR code (rotating every 30 s: its activity,
 * code and an HMAC of the window, never a token), the attendee, and the activity's title, time and place. The ticket
 * is kept on the phone with its pass keys, so without a network the pass still shows (and the code still rotates)
 * for the day, with its activity as last seen. The activity loads on its own: when it fails the QR code still shows.
 */
export function useTicketDetail(ticketId: string | undefined) {
  const { language, meeting, session, platform } = useStores()
  const t = language.t
  const [offline, setOffline] = useState<{ clockOffsetMs: number; fromCache: boolean }>({ clockOffsetMs: 0, fromCache: false })
  const ticket = useRemote<Ticket | null>(async () => {
    if (!ticketId) return null
    try {
      const found = (await listTickets({ _id: ticketId })).results[0] ?? null
      if (found?.pass) keepTicketPass(platform.storage, found)
      setOffline({ clockOffsetMs: found?.pass ? found.pass.server_time - Date.now() : 0, fromCache: false })
      return found
    } catch (error) {
      const cached = error instanceof NetworkError ? cachedTicketPass(platform.storage, ticketId) : undefined
      if (!cached) throw error
      setOffline({ clockOffsetMs: cached.clockOffsetMs, fromCache: true })
      return cached.ticket
    }
  }, [ticketId])
  const activityId = ticket.data?.activity_id
  const activity = useRemote<Activity | PassActivity | undefined>(async () => {
    if (!activityId || !ticketId) return undefined
    try {
      const found = await fetchActivity(activityId)
      if (found) keepPassActivity(platform.storage, ticketId, found)
      return found
    } catch (error) {
      const kept = error instanceof NetworkError ? cachedTicketPass(platform.storage, ticketId)?.activity : undefined
      if (kept?._id !== activityId) throw error
      return kept
    }
  }, [activityId])

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
    qr: current ? qrPanel(current, offline.clockOffsetMs) : undefined,
    /** The pass came from the phone's copy (no network): said above the QR. */
    fromCache: offline.fromCache,
    qrTexts: {
      changesIn: (seconds: number) => t('tickets.qr.changesIn', { seconds }),
      stale: t('tickets.qr.stale'),
      failed: t('tickets.qr.failed'),
    },
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
