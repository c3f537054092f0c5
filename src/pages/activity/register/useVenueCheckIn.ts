import { useEffect, useRef, useState } from 'react'
import type { Activity, ObjectId } from '@fu-types/entities'
import { fetchActivity } from '@/api/activities'
import { ApiError } from '@/api/http'
import { checkInAtVenue, listTickets } from '@/api/tickets'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { checkInWindow, formatDateTime, localize, venueCheckInDisplay, venueCheckInRefusal, venueCheckInState, type VenueCheckInState } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

type Outcome = { state: VenueCheckInState; attended?: number | null; justNow?: boolean; opens?: number }

/**
 * /activity/register?activity_id=: the venue's check-in QR. A visitor who opens it has their own approved ticket of
 * the activity checked in at once (PUT /activities/{id}/attends, SPEC §4: status 3); otherwise the screen says why
 * not — already checked in (with when), not registered (the way to register), under review, not approved, not open
 * yet (check-in opens 30 minutes before the start: when), or ended (core's checkInWindow; the server refuses the same).
 */
export function useVenueCheckIn(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session } = useStores()
  const t = language.t
  const activityId = query.activity_id || undefined
  const userId = session.userId
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [checking, setChecking] = useState(false)
  const [checkFailed, setCheckFailed] = useState<string | undefined>(undefined)
  const asked = useRef<string | null>(null)

  const remote = useRemote<{ activity: Activity; state: VenueCheckInState; attended: number | null }>(async () => {
    if (!activityId) throw new Error(t('mine.checkin.noActivity'))
    if (!userId) return new Promise<never>(() => undefined)
    const [activity, tickets] = await Promise.all([fetchActivity(activityId), listTickets({ activity_id: activityId, limit: 50 })])
    if (!activity) throw new Error(t('mine.checkin.noActivity'))
    const own = tickets.results ?? []
    const state = venueCheckInState(own, Number(activity.end) || 0, Math.floor(Date.now() / 1000), Number(activity.start) || 0)
    return { activity, state, attended: own.find(ticket => ticket.status === 3)?.attended ?? null }
  }, [activityId, userId])

  const checkIn = async (id: ObjectId) => {
    setChecking(true)
    setCheckFailed(undefined)
    try {
      const ticket = await checkInAtVenue(id)
      setOutcome({ state: 'checkedIn', attended: ticket.attended ?? Math.floor(Date.now() / 1000), justNow: true })
    } catch (error) {
      const refused = error instanceof ApiError ? venueCheckInRefusal(error.code, error.body.data as { status?: number } | undefined) : undefined
      const data = refused ? (error as ApiError).body.data : undefined
      if (refused) setOutcome({ state: refused, attended: data?.attended as number | null | undefined, opens: typeof data?.opens === 'number' ? data.opens : undefined })
      else setCheckFailed(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }

  // An approved ticket checks in as soon as the screen knows it (once per activity opened).
  const ready = remote.data?.state === 'ready'
  useEffect(() => {
    if (!ready || !activityId || asked.current === activityId) return
    asked.current = activityId
    void checkIn(activityId)
  }, [ready, activityId])

  const data = remote.data
  const activity = data?.activity
  const { timezone } = meeting
  const state: VenueCheckInState | undefined = outcome?.state ?? data?.state
  const attended = outcome?.attended ?? data?.attended ?? null
  const opens = outcome?.opens ?? (activity ? checkInWindow(Number(activity.start) || 0, Number(activity.end) || 0).opens : 0)
  const meetingId = activity?.meeting_id
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    meetingId,
    title: activity ? localize(activity.title, language.language) : '',
    place: activity?.place ? localize(activity.place, language.language) : '',
    start: activity?.start,
    end: activity?.end,
    timezone,
    /** While the check-in is being asked for (the visitor waits a moment). */
    checking: checking || (state === 'ready' && !checkFailed),
    checkFailed,
    retryCheckIn: () => { if (activityId) void checkIn(activityId) },
    state: state && !(state === 'ready' && !checkFailed) ? state : undefined,
    display: state ? venueCheckInDisplay(state) : undefined,
    justNow: !!outcome?.justNow,
    attendedAt: attended ? formatDateTime(attended, timezone, 'YYYY.MM.DD HH:mm') : '',
    /** When check-in opens (shown while it is not open yet). */
    opensAt: opens ? formatDateTime(opens, timezone, 'YYYY.MM.DD HH:mm') : '',
    register: () => { if (activityId) void navigateTo('activityDetail', { ...inMeeting, activity_id: activityId }) },
    myTickets: () => { void navigateTo('myTickets', inMeeting) },
  }
}

export type VenueCheckInData = ReturnType<typeof useVenueCheckIn>
