import type { Activity, Ticket } from '@fu-types/entities'
import type { TicketPassKeys } from '@/core/ticketQr'
import type { KeyValueStorage } from '@/platform'

/**
 * The holder's ticket kept on the phone with its pass keys (issue 16): the pass screen opened again without a network
 * still shows the rotating code for the day, and the activity's title, time and place as they were last seen. One
 * entry per ticket, rewritten whenever the ticket or its activity loads.
 */
const key = (ticketId: string) => `fu.ticketPass.${ticketId}`

/** What the pass shows of its activity: no more is kept on the phone. */
export type PassActivity = Pick<Activity, '_id' | 'title' | 'start' | 'end' | 'place'>

interface CachedTicket { ticket: Ticket; clockOffsetMs: number; activity?: PassActivity }

function read(storage: KeyValueStorage, ticketId: string): CachedTicket | undefined {
  try {
    const value = JSON.parse(storage.get(key(ticketId)) ?? 'null') as CachedTicket | null
    return value?.ticket?._id === ticketId ? value : undefined
  } catch {
    return undefined
  }
}

export function keepTicketPass(storage: KeyValueStorage, ticket: Ticket, nowMs = Date.now()): void {
  if (!ticket.pass) return
  // The activity seen before stays while the ticket is still for it.
  const activity = read(storage, ticket._id)?.activity
  const kept: CachedTicket = { ticket, clockOffsetMs: ticket.pass.server_time - nowMs }
  if (activity?._id === ticket.activity_id) kept.activity = activity
  storage.set(key(ticket._id), JSON.stringify(kept))
}

/** Beside a kept pass only: a ticket without one has nothing to show offline. */
export function keepPassActivity(storage: KeyValueStorage, ticketId: string, activity: Activity): void {
  const cached = read(storage, ticketId)
  if (!cached || cached.ticket.activity_id !== activity._id) return
  const { _id, title, start, end, place } = activity
  storage.set(key(ticketId), JSON.stringify({ ...cached, activity: { _id, title, start, end, place } } satisfies CachedTicket))
}

export function cachedTicketPass(storage: KeyValueStorage, ticketId: string): CachedTicket | undefined {
  return read(storage, ticketId)
}

/** The keys the rotating QR needs, from a ticket's `pass` (and the clock offset taken when it came). */
export function passKeysOf(ticket: Ticket, clockOffsetMs: number): TicketPassKeys | undefined {
  if (!ticket.pass || !ticket.code) return undefined
  return { activityId: ticket.activity_id, code: ticket.code, keys: ticket.pass.keys, clockOffsetMs }
}
