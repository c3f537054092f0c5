import { useEffect, useState } from 'react'
import type { Activity, Ticket } from '@fu-types/entities'
import { listActivities } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { formatSessionTime, localize, registrationState, registrationStateDisplay, type RegistrationStateDisplay } from '@/core'
import { htmlToPlainText } from '@/core/plainText'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import type { FestivalContext } from './useFestival'

/** A festival's performances fit one call (a week's programme). */
export const ALL_PERFORMANCES = 100

export interface PerformanceRowData {
  id: string
  start: number
  end: number
  title: string
  time: string
  place: string
  description: string
  cover?: string
  seats: number
  state: RegistrationStateDisplay
}

/**
 * The festival's performances (its activities, with the places taken) and, for a signed-in visitor, their own
 * bookings for the badges; each opens the activity page, where it is booked.
 */
export function usePerformances(festival: FestivalContext) {
  const { session } = useStores()
  const meetingId = festival.meetingId
  const remote = useRemote<Activity[]>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    return (await listActivities({ meeting_id: meetingId, with_ticket_total: 1, limit: ALL_PERFORMANCES, skip: 0 })).results ?? []
  }, [meetingId])
  const [mine, setMine] = useState<Pick<Ticket, 'activity_id' | 'status'>[]>([])
  const loggedIn = session.loggedIn
  useEffect(() => {
    setMine([])
    if (!loggedIn || !meetingId) return
    let live = true
    listTickets({ meeting_id: meetingId, limit: 999 }).then(envelope => { if (live) setMine(envelope.results ?? []) }, () => undefined)
    return () => { live = false }
  }, [loggedIn, meetingId])

  const now = Date.now()
  const rows: PerformanceRowData[] = [...(remote.data ?? [])].sort((a, b) => a.start - b.start).map(activity => ({
    id: activity._id,
    start: activity.start,
    end: activity.end,
    title: localize(activity.title, festival.lang),
    time: formatSessionTime(activity.start, activity.end, festival.timezone),
    place: localize(activity.place, festival.lang),
    // The organiser's description may be HTML: the row shows its text.
    description: htmlToPlainText(localize(activity.description, festival.lang)),
    cover: activity.covers?.[0],
    seats: activity.max ?? 0,
    state: registrationStateDisplay(registrationState(activity, { now, myTicket: mine.find(ticket => ticket.activity_id === activity._id) ?? null }).state),
  }))
  return {
    remote,
    rows,
    open: (id: string) => { void navigateTo('activityDetail', { activity_id: id, meeting_id: meetingId }) },
  }
}
