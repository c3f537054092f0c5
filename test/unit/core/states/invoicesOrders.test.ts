import { invoiceStep, invoiceDisplay, invoiceBlocker } from '@/core/states/invoices'
import { orderDisplay } from '@/core/states/orders'

describe('invoice steps', () => {
  it('starts at fill when no invoice exists', () => {
    expect(invoiceStep(null)).toBe('fill')
    expect(invoiceDisplay(undefined).key).toBe('invoice.step.fill')
  })
  it('follows the invoice status', () => {
    expect(invoiceStep({ status: 'processing' })).toBe('processing')
    expect(invoiceDisplay({ status: 'completed' })).toEqual({ key: 'invoice.step.completed', tone: 'green' })
    expect(invoiceDisplay({ status: 'rejected' })).toEqual({ key: 'invoice.step.rejected', tone: 'red' })
  })
})

describe('invoiceBlocker', () => {
  const ok = {
    enableInvoice: 1 as const,
    order: { status: 'done', refund: 0 as const },
    invoice: null,
    ticketsApproved: true,
    allTicketsAllocated: true,
  }
  it('allows a paid order with approved, allocated tickets', () => {
    expect(invoiceBlocker(ok)).toBeNull()
  })
  it('allows reapplying after a rejection', () => {
    expect(invoiceBlocker({ ...ok, invoice: { status: 'rejected' } })).toBeNull()
  })
  it.each([
    [{ enableInvoice: 0 as const }, 'invoice.unavailable.disabled'],
    [{ order: { status: 'pending' } }, 'invoice.unavailable.unpaid'],
    [{ order: { status: 'done', refund: 1 as const } }, 'invoice.unavailable.unpaid'],
    [{ invoice: { status: 'processing' as const } }, 'invoice.unavailable.exists'],
    [{ invoice: { status: 'completed' as const } }, 'invoice.unavailable.exists'],
    [{ ticketsApproved: false }, 'invoice.unavailable.notApproved'],
    [{ allTicketsAllocated: false }, 'invoice.unavailable.notAllocated'],
  ])('blocks %j with %s', (change, key) => {
    expect(invoiceBlocker({ ...ok, ...change })).toBe(key)
  })
})

describe('orderDisplay', () => {
  it('shows done + refund 1 as refunded', () => {
    expect(orderDisplay({ status: 'done', refund: 1 })).toEqual({ key: 'order.status.refunded', tone: 'grey' })
  })
  it('shows done as completed in green', () => {
    expect(orderDisplay({ status: 'done' })).toEqual({ key: 'order.status.completed', tone: 'green' })
    expect(orderDisplay({ status: 'done', refund: 0 })).toEqual({ key: 'order.status.completed', tone: 'green' })
  })
  it('shows pending in amber', () => {
    expect(orderDisplay({ status: 'pending' })).toEqual({ key: 'order.status.pending', tone: 'amber' })
  })
  it('names a closed order cancelled or expired, never the raw word', () => {
    expect(orderDisplay({ status: 'closed', close_reason: 'cancelled' })).toEqual({ key: 'order.status.cancelled', tone: 'grey' })
    expect(orderDisplay({ status: 'closed' })).toEqual({ key: 'order.status.cancelled', tone: 'grey' })
    expect(orderDisplay({ status: 'closed', close_reason: 'expired' })).toEqual({ key: 'order.status.expired', tone: 'grey' })
  })
  it("follows a refund's progress", () => {
    expect(orderDisplay({ status: 'done', refund: 1, refund_status: 'processing' })).toEqual({ key: 'order.status.refunding', tone: 'amber' })
    expect(orderDisplay({ status: 'done', refund: 0, refund_status: 'requested' })).toEqual({ key: 'order.status.refunding', tone: 'amber' })
    expect(orderDisplay({ status: 'done', refund: 0, refund_status: 'failed' })).toEqual({ key: 'order.status.refundFailed', tone: 'red' })
    expect(orderDisplay({ status: 'done', refund: 1, refund_status: 'refunded' })).toEqual({ key: 'order.status.refunded', tone: 'grey' })
  })
  it('shows an unknown status as-is in grey', () => {
    expect(orderDisplay({ status: 'other' as never })).toEqual({ text: 'other', tone: 'grey' })
  })
})
