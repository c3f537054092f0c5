import type { Flag, Invoice, Order } from '@fu-types/entities'
import type { Display } from '../display'
import type { InvoiceBlockerKey, InvoiceStepKey } from '../messages'

/** Fill information → organiser processing → completed, or rejected (then the buyer may apply again). */
export type InvoiceStep = 'fill' | 'processing' | 'completed' | 'rejected'

export function invoiceStep(invoice: Pick<Invoice, 'status'> | null | undefined): InvoiceStep {
  return invoice ? invoice.status : 'fill'
}

const STEP_DISPLAY: Record<InvoiceStep, Display<InvoiceStepKey>> = {
  fill: { key: 'invoice.step.fill', tone: 'blue' },
  processing: { key: 'invoice.step.processing', tone: 'amber' },
  completed: { key: 'invoice.step.completed', tone: 'green' },
  rejected: { key: 'invoice.step.rejected', tone: 'red' },
}

export function invoiceDisplay(invoice: Pick<Invoice, 'status'> | null | undefined): Display<InvoiceStepKey> {
  return STEP_DISPLAY[invoiceStep(invoice)]
}

interface InvoiceEligibility {
  enableInvoice: Flag | undefined
  order: Pick<Order, 'status' | 'refund'>
  invoice?: Pick<Invoice, 'status'> | null
  /** Every ticket of the order approved by the organiser. */
  ticketsApproved: boolean
  /** Every ticket of the order given to a person. */
  allTicketsAllocated: boolean
}

/**
 * Why the buyer cannot apply for an invoice now, or null when they can (SPEC §3, §4): invoicing on,
 * a paid and unrefunded order, tickets approved and all allocated, and no live application.
 */
export function invoiceBlocker(e: InvoiceEligibility): InvoiceBlockerKey | null {
  if (e.enableInvoice !== 1) return 'invoice.unavailable.disabled'
  if (e.order.status !== 'done' || e.order.refund === 1) return 'invoice.unavailable.unpaid'
  if (e.invoice && e.invoice.status !== 'rejected') return 'invoice.unavailable.exists'
  if (!e.ticketsApproved) return 'invoice.unavailable.notApproved'
  if (!e.allTicketsAllocated) return 'invoice.unavailable.notAllocated'
  return null
}

/**
 * What invoiceBlocker needs to know about an order's tickets (SPEC §4: issued only after approval and after all
 * tickets are allocated): approved means status 1 or 3; allocated means given to a person (a user on the ticket).
 * An order without tickets yet is neither.
 */
export function orderTicketsReadiness(tickets: readonly { status: number; user_id?: string | null }[]): { ticketsApproved: boolean; allTicketsAllocated: boolean } {
  if (tickets.length === 0) return { ticketsApproved: false, allTicketsAllocated: false }
  return {
    ticketsApproved: tickets.every(ticket => ticket.status === 1 || ticket.status === 3),
    allTicketsAllocated: tickets.every(ticket => !!ticket.user_id),
  }
}
