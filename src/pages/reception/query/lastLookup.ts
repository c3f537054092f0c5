import type { ReceptionGuestView } from '@/api/reception'

/**
 * The guests the last lookup found, for the results screens that follow it. Kept in memory on purpose: a name and
 * phone number must not travel in page addresses (history, shared links); a reload asks the person to look up again.
 */
let last: { meetingId: string; guests: ReceptionGuestView[] } | null = null

export function rememberLookup(meetingId: string, guests: ReceptionGuestView[]): void {
  last = { meetingId, guests }
}

export function lastLookup(meetingId: string | undefined): ReceptionGuestView[] | null {
  return last && last.meetingId === meetingId ? last.guests : null
}
