import type { ReceptionGuestView } from '@/api/reception'
import { queryGuests } from '@/api/reception'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import type { GuestRowData } from '../GuestRow'
import { isNotFound } from '../receptionText'

/**
 * My guest records in the meeting: found by my phone, else my e-mail (SPEC §6); none (or no phone and e-mail) is the
 * not-found notice with the way to the lookup by query code.
 */
export function useReceptionGuestList(meeting: ScreenMeeting) {
  const { language, session } = useStores()
  const { id: meetingId } = meeting
  const phone = session.user?.phone || ''
  const email = session.user?.contact?.email || ''
  const records = useRemote<ReceptionGuestView[]>(async () => {
    if (!meetingId || !session.user) return new Promise<never>(() => undefined)
    if (!phone && !email) return []
    try {
      return await queryGuests(phone ? { meeting_id: meetingId, phone } : { meeting_id: meetingId, email })
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  }, [meetingId, phone, email, Boolean(session.user)])
  const rows: GuestRowData[] = (records.data ?? []).map(g => ({ id: g._id, name: g.name, title: g.title, avatar: g.avatar }))
  return {
    t: language.t,
    status: records.status,
    error: records.error,
    retry: records.retry,
    rows,
    open: (guestId: string) => { void navigateTo('receptionGuestDetail', { guestId, meeting_id: meetingId }) },
    openQuery: () => { void navigateTo('receptionQueryGuest', { meeting_id: meetingId }) },
  }
}

export type ReceptionGuestListData = ReturnType<typeof useReceptionGuestList>
