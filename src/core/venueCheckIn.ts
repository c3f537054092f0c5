/**
 * Checking oneself in at the venue (/activity/register?activity_id=, SPEC §4: check-in turns an approved ticket
 * into 3). What the visitor's own tickets of the activity say before asking, and what a refusal's code means.
 */
import { ErrorCode } from '@fu-types/errors'
import type { Tone } from './display'

export type VenueCheckInState = 'ready' | 'checkedIn' | 'notRegistered' | 'underReview' | 'notApproved' | 'notOpen' | 'ended'

/** Self check-in opens this long before the activity starts (what the activities' notes tell visitors: 30 minutes). */
export const CHECK_IN_OPENS_BEFORE = 30 * 60

/** When self check-in opens and closes (seconds): from 30 minutes before the start to the end; 0 = no bound known. */
export function checkInWindow(start: number, end: number): { opens: number; closes: number } {
  return { opens: start > 0 ? start - CHECK_IN_OPENS_BEFORE : 0, closes: end > 0 ? end : 0 }
}

/** Where `now` stands against the check-in window: not open yet, open, or closed (the activity ended). */
export function checkInTiming(start: number, end: number, now: number): 'notOpen' | 'open' | 'closed' {
  const { opens, closes } = checkInWindow(start, end)
  if (closes && now > closes) return 'closed'
  if (opens && now < opens) return 'notOpen'
  return 'open'
}

interface OwnTicket { status: number; agent_id?: string | null; attended?: number | null }

/**
 * The state from the caller's tickets of the activity (group members' tickets an agent bought are not theirs to check
 * in) and the activity's times: a checked-in ticket wins, then an approved one (ready inside the check-in window, else
 * not open yet or ended), then one under review, then a rejection. `now`, `end` and `start` in seconds.
 */
export function venueCheckInState(tickets: readonly OwnTicket[], end: number, now: number, start = 0): VenueCheckInState {
  const own = tickets.filter(ticket => !ticket.agent_id)
  if (own.some(ticket => ticket.status === 3)) return 'checkedIn'
  if (own.some(ticket => ticket.status === 1)) {
    const timing = checkInTiming(start, end, now)
    return timing === 'closed' ? 'ended' : timing === 'notOpen' ? 'notOpen' : 'ready'
  }
  if (own.some(ticket => ticket.status === 0)) return 'underReview'
  if (own.some(ticket => ticket.status === 2)) return 'notApproved'
  return 'notRegistered'
}

/** The state a refused check-in (PUT /activities/{id}/attends) reports, by its error code and data; undefined when it says none. */
export function venueCheckInRefusal(code: number | undefined, data: { status?: number; opens?: number } | undefined): VenueCheckInState | undefined {
  switch (code) {
    case ErrorCode.RegistrationRequired: return 'notRegistered'
    case ErrorCode.TicketAlreadyCheckedIn: return 'checkedIn'
    case ErrorCode.TicketNotApproved: return data?.status === 2 ? 'notApproved' : 'underReview'
    case ErrorCode.CheckInClosed: return 'ended'
    case ErrorCode.CheckInNotOpen: return 'notOpen'
    default: return undefined
  }
}

type VenueCheckInMessage = `mine.checkin.state.${VenueCheckInState}`

/** The state's badge text key and tone. */
export function venueCheckInDisplay(state: VenueCheckInState): { key: VenueCheckInMessage; tone: Tone } {
  const tone = state === 'checkedIn' || state === 'ready' ? 'green' : state === 'underReview' || state === 'notOpen' ? 'amber' : state === 'notApproved' ? 'red' : 'grey'
  return { key: `mine.checkin.state.${state}`, tone }
}
