/**
 * The automatic waitlist's rules for the client (issue 16; the server decides, these say what to show): whether a
 * full activity or a sold-out ticket type offers "join the waitlist", where I stand (my position, or a place held for
 * me until a time), and when a hold lets me past the "full" refusal into the registration form.
 */
import type { Activity, TicketPrice } from '@fu-types/entities'
import type { WaitlistEntry } from '@fu-types/api'
import { isActivityFull } from './registration'
import { formatDateTime, toMs } from './time'

/** Where I stand on an activity's waitlist. `held` names the ticket type the place is for (null: any). */
export type WaitlistStanding =
  | { kind: 'none' }
  | { kind: 'waiting'; position: number; waitingTotal: number; priceId: string | null }
  | { kind: 'held'; until: number; secondsLeft: number; priceId: string | null }

/** My entry as a standing at `now` (ms): a hold past its time is no hold (the server passes it on). */
export function waitlistStanding(entry: WaitlistEntry | null | undefined, now: number): WaitlistStanding {
  if (!entry) return { kind: 'none' }
  if (entry.status === 'waiting') {
    const position = Math.max(1, entry.position ?? 1)
    // At least I wait: the count never reads fewer people than my own position.
    return { kind: 'waiting', position, waitingTotal: Math.max(position, entry.waiting_total ?? 0), priceId: entry.price_id ?? null }
  }
  if (entry.status === 'held' && entry.hold_until) {
    const secondsLeft = Math.floor((toMs(entry.hold_until) - now) / 1000)
    if (secondsLeft > 0) return { kind: 'held', until: entry.hold_until, secondsLeft, priceId: entry.price_id ?? null }
  }
  return { kind: 'none' }
}

/** A ticket type none of which are left (total 0 = unlimited). */
export const isPriceSoldOut = (price: Pick<TicketPrice, 'total' | 'sold_total'>): boolean =>
  price.total > 0 && (price.sold_total ?? 0) >= price.total

/**
 * What the activity offers to join: the whole activity when it is full, else the ticket types that are sold out
 * (waiting for one of those), else nothing. Never for an activity whose registration is not open, or for someone
 * already registered (`registered`).
 */
export function waitlistOffer(
  activity: Pick<Activity, 'ticket_total' | 'max' | 'prices'>,
  opts: { registrationOpen: boolean; registered: boolean },
): { kind: 'activity' } | { kind: 'prices'; priceIds: string[] } | { kind: 'none' } {
  if (!opts.registrationOpen || opts.registered) return { kind: 'none' }
  if (isActivityFull(activity)) return { kind: 'activity' }
  const soldOut = (activity.prices ?? []).filter(p => p.deleted !== 1 && isPriceSoldOut(p)).map(p => p._id)
  return soldOut.length ? { kind: 'prices', priceIds: soldOut } : { kind: 'none' }
}

/** A hold lets me register although the activity (or its ticket type) reads full: the held place is counted in. */
export const holdLetsMeRegister = (standing: WaitlistStanding): boolean => standing.kind === 'held'

/** The hold's end as `HH:mm` in the meeting's time zone. */
export const holdClock = (until: number, timezone?: string): string => formatDateTime(until, timezone, 'HH:mm')
