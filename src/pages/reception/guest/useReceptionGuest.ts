import type { ReceptionGuestView } from '@/api/reception'
import { myGuestRecord, receptionGuest } from '@/api/reception'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import type { RoutePathParams } from '@/router/routes'
import { useStores } from '@/stores'
import { isNotFound } from '../receptionText'

/**
 * The guest-side record: the signed-in guest's own record in the meeting (/meeting/reception/guest), or one of theirs
 * by id (/meeting/reception/guest/:guestId). Someone who is not a guest gets the not-found notice (SPEC §6) and the
 * way to the lookup by query code.
 */
export function useReceptionGuest(params: RoutePathParams<'receptionGuestDetail'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const guestId = params.guestId || ''
  const { id: meetingId, timezone } = meeting
  const record = useRemote<ReceptionGuestView | null>(async () => {
    if (!guestId && !meetingId) return new Promise<never>(() => undefined)
    try {
      return await (guestId ? receptionGuest(guestId) : myGuestRecord(meetingId!))
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }, [guestId, meetingId])
  return {
    t: language.t,
    status: record.status === 'ready' && !record.data ? ('missing' as const) : record.status,
    error: record.error,
    retry: record.retry,
    guest: record.data ?? undefined,
    timezone,
    openQuery: () => { void navigateTo('receptionQueryGuest', { meeting_id: meetingId }) },
  }
}

export type ReceptionGuestData = ReturnType<typeof useReceptionGuest>
