/**
 * Checking oneself in at the venue (/activity/register?activity_id=, SPEC §4: check-in turns an approved ticket
 * into 3). What the visitor's own tickets of the activity say before asking, and what a refusal's code means.
 */
import type { Tone } from './display'

export type VenueCheckInState = 'ready' | 'checkedIn' | 'notRegistered' | 'underReview' | 'notApproved' | 'ended'

interface OwnTicket { status: number; agent_id?: string | null; attended?: number | null }

/**
 * The state from the caller's tickets of the activity (group members' tickets an agent bought are not theirs to check
 * in) and the activity's end: a checked-in ticket wins, then an approved one, then one under review, then a rejection.
 * `now` and `end` in seconds.
 */
export function venueCheckInState(tickets: readonly OwnTicket[], end: number, now: number): VenueCheckInState {
  const own = tickets.filter(ticket => !ticket.agent_id)
  if (own.some(ticket => ticket.status === 3)) return 'checkedIn'
  if (own.some(ticket => ticket.status === 1)) return end > 0 && now > end ? 'ended' : 'ready'
  if (own.some(ticket => ticket.status === 0)) return 'underReview'
  if (own.some(ticket => ticket.status === 2)) return 'notApproved'
  return 'notRegistered'
}

/** The state a refused check-in (PUT /activities/{id}/attends) reports, by its error code and data; undefined when it says none. */
export function venueCheckInRefusal(code: number | undefined, data: { status?: number } | undefined): VenueCheckInState | undefined {
  switch (code) {
    case 4116: return 'notRegistered'
    case 4150: return 'checkedIn'
    case 4151: return data?.status === 2 ? 'notApproved' : 'underReview'
    case 4152: return 'ended'
    default: return undefined
  }
}

export type VenueCheckInMessage = `mine.checkin.state.${VenueCheckInState}`

/** The state's badge text key and tone. */
export function venueCheckInDisplay(state: VenueCheckInState): { key: VenueCheckInMessage; tone: Tone } {
  const tone = state === 'checkedIn' || state === 'ready' ? 'green' : state === 'underReview' ? 'amber' : state === 'notApproved' ? 'red' : 'grey'
  return { key: `mine.checkin.state.${state}`, tone }
}
