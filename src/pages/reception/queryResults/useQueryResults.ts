import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import type { RoutePathParams } from '@/router/routes'
import { useStores } from '@/stores'
import type { GuestRowData } from '../GuestRow'
import { lastLookup } from '../query/lastLookup'

/**
 * The lookup results: the guests the lookup found (all of them, or the one of `guestId`); after a reload there are
 * none to show and the person looks up again.
 */
export function useQueryResults(params: RoutePathParams<'receptionQueryResult'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const { id: meetingId, timezone } = meeting
  const guests = lastLookup(meetingId)
  const guestId = params.guestId || ''
  const rows: GuestRowData[] = (guests ?? []).map(g => ({ id: g._id, name: g.name, title: g.title, avatar: g.avatar }))
  return {
    t,
    single: Boolean(guestId),
    /** Nothing remembered (a reload, or another meeting): the lookup has to run again. */
    stale: guests === null || (Boolean(guestId) && !guests.some(g => g._id === guestId)),
    rows,
    guest: guests?.find(g => g._id === guestId),
    timezone,
    open: (id: string) => { void navigateTo('receptionQueryResult', { guestId: id, meeting_id: meetingId }) },
    again: () => { void navigateTo('receptionQueryGuest', { meeting_id: meetingId }) },
  }
}

export type QueryResultsData = ReturnType<typeof useQueryResults>
