import { invoiceBlocker, orderTicketsReadiness } from '@/core/states/invoices'

describe('orderTicketsReadiness', () => {
  it('is neither approved nor allocated without tickets', () => {
    expect(orderTicketsReadiness([])).toEqual({ ticketsApproved: false, allTicketsAllocated: false })
  })
  it('counts statuses 1 and 3 as approved, 0 and 2 not', () => {
    expect(orderTicketsReadiness([{ status: 1, user_id: 'u' }, { status: 3, user_id: 'u' }]).ticketsApproved).toBe(true)
    expect(orderTicketsReadiness([{ status: 1, user_id: 'u' }, { status: 0, user_id: 'u' }]).ticketsApproved).toBe(false)
    expect(orderTicketsReadiness([{ status: 2, user_id: 'u' }]).ticketsApproved).toBe(false)
  })
  it('is allocated only when every ticket has a person', () => {
    expect(orderTicketsReadiness([{ status: 1, user_id: 'u' }, { status: 1, user_id: '' }]).allTicketsAllocated).toBe(false)
    expect(orderTicketsReadiness([{ status: 1, user_id: 'u' }, { status: 1, user_id: 'v' }]).allTicketsAllocated).toBe(true)
  })
  it('feeds invoiceBlocker', () => {
    const order = { status: 'done' as const, refund: 0 as const }
    expect(invoiceBlocker({ enableInvoice: 1, order, ...orderTicketsReadiness([{ status: 0, user_id: 'u' }]) })).toBe('invoice.unavailable.notApproved')
    expect(invoiceBlocker({ enableInvoice: 1, order, ...orderTicketsReadiness([{ status: 1, user_id: 'u' }]) })).toBeNull()
  })
})
