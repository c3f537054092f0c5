import type { Ticket, TicketStatus } from '@fu-types/entities'

/** A new ticket is for one person unless told otherwise (SPEC §5). */
export const DEFAULT_TICKET_NUMBER = 1

/** 1 approved and 3 approved-and-checked-in both count (SPEC §4, §9). */
export function isApproved(status: TicketStatus | number | undefined | null): boolean {
  return status === 1 || status === 3
}

export function countApproved(tickets: Pick<Ticket, 'status'>[]): number {
  return tickets.filter((ticket) => isApproved(ticket.status)).length
}

/** The ticket number to create with: a positive whole number as given, otherwise 1. */
export function defaultTicketNumber(number?: number | null): number {
  return number != null && Number.isInteger(number) && number > 0 ? number : DEFAULT_TICKET_NUMBER
}

/** A ticket type with total 0 has no stock limit (see TicketPrice in types/entities). */
function isUnlimitedStock(total: number): boolean {
  return total <= 0
}

/** Stock left = total − sold, never below 0 (SPEC §5). Check isUnlimitedStock first for total 0. */
export function stockLeft(total: number, sold: number): number {
  return Math.max(0, total - sold)
}

/** Sold out once sold reaches total (SPEC §4); a limitless type never sells out. */
export function isSoldOut(total: number, sold: number): boolean {
  return !isUnlimitedStock(total) && sold >= total
}

/** What a ticket type shows about its stock: no limit, how many are left, or sold out. */
export type TicketStock = { kind: 'unlimited' } | { kind: 'left'; left: number } | { kind: 'soldOut' }

export function ticketStock(total: number, sold: number): TicketStock {
  if (isUnlimitedStock(total)) return { kind: 'unlimited' }
  if (isSoldOut(total, sold)) return { kind: 'soldOut' }
  return { kind: 'left', left: stockLeft(total, sold) }
}
