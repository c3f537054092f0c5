import type { Ticket } from '@fu-types/entities'
import type { TicketPassKeys } from '@/core/ticketQr'
import type { KeyValueStorage } from '@/platform'

/**
 * The holder's ticket kept on the phone with its pass keys (issue 16): the pass screen opened again without a network
 * still shows the rotating code for the day. One entry per ticket, rewritten whenever the ticket loads.
 */
const key = (ticketId: string) => `fu.ticketPass.${ticketId}`

interface CachedTicket { ticket: Ticket; clockOffsetMs: number }

export function keepTicketPass(storage: KeyValueStorage, ticket: Ticket, nowMs = Date.now()): void {
  if (!ticket.pass) return
  storage.set(key(ticket._id), JSON.stringify({ ticket, clockOffsetMs: ticket.pass.server_time - nowMs } satisfies CachedTicket))
}

export function cachedTicketPass(storage: KeyValueStorage, ticketId: string): CachedTicket | undefined {
  try {
    const value = JSON.parse(storage.get(key(ticketId)) ?? 'null') as CachedTicket | null
    return value?.ticket?._id === ticketId ? value : undefined
  } catch {
    return undefined
  }
}

/** The keys the rotating QR needs, from a ticket's `pass` (and the clock offset taken when it came). */
export function passKeysOf(ticket: Ticket, clockOffsetMs: number): TicketPassKeys | undefined {
  if (!ticket.pass || !ticket.code) return undefined
  return { activityId: ticket.activity_id, code: ticket.code, keys: ticket.pass.keys, clockOffsetMs }
}
