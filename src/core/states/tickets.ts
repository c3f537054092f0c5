import type { Ticket, TicketStatus } from '@fu-types/entities'
import type { Display } from '../display'
import type { TicketStatusKey } from '../messages'
import { isApproved } from '../tickets'

const TICKET_STATUS_DISPLAY: Record<TicketStatus, Display<TicketStatusKey>> = {
  0: { key: 'ticket.status.reviewing', tone: 'amber' },
  1: { key: 'ticket.status.approved', tone: 'green' },
  2: { key: 'ticket.status.rejected', tone: 'red' },
  3: { key: 'ticket.status.checkedIn', tone: 'blue' },
}

/** SPEC §4 ticket status: 0 under review, 1 approved, 2 rejected, 3 checked in; anything else unknown (grey). */
export function ticketStatusDisplay(status: TicketStatus | number | undefined | null): Display<TicketStatusKey> {
  return TICKET_STATUS_DISPLAY[status as TicketStatus] ?? { key: 'ticket.status.unknown', tone: 'grey' }
}

/** The check-in QR code is for approved tickets (1, or 3 already checked in); one under review or rejected has none. */
export function hasCheckInCode(ticket: Pick<Ticket, 'status' | 'code'>): boolean {
  return isApproved(ticket.status) && !!ticket.code
}
