import { hasCheckInCode, ticketStatusDisplay } from '@/core/states/tickets'
import { orderActions, orderDiscount } from '@/core/states/orders'
import * as core from '@/core'

describe('ticketStatusDisplay', () => {
  it.each([
    [0, 'ticket.status.reviewing', 'amber'],
    [1, 'ticket.status.approved', 'green'],
    [2, 'ticket.status.rejected', 'red'],
    [3, 'ticket.status.checkedIn', 'blue'],
  ])('status %i → %s (%s)', (status, key, tone) => {
    expect(ticketStatusDisplay(status)).toEqual({ key, tone })
  })
  it('shows an unknown status as unknown, in grey', () => {
    expect(ticketStatusDisplay(7)).toEqual({ key: 'ticket.status.unknown', tone: 'grey' })
    expect(ticketStatusDisplay(undefined)).toEqual({ key: 'ticket.status.unknown', tone: 'grey' })
  })
  it('is re-exported from core', () => {
    expect(core.ticketStatusDisplay).toBe(ticketStatusDisplay)
  })
})

describe('hasCheckInCode', () => {
  it.each([
    [0, 'A0001', false],
    [1, 'A0001', true],
    [2, 'A0001', false],
    [3, 'A0001', true],
    [1, '', false],
    [1, undefined, false],
  ] as const)('status %i, code %s → %s', (status, code, expected) => {
    expect(hasCheckInCode({ status, code })).toBe(expected)
  })
})

describe('orderDiscount', () => {
  it('is the original amount minus the paid amount', () => {
    expect(orderDiscount({ amount: 30000, pay_amount: 24000 })).toBe(6000)
  })
  it('is 0 without a discount and never negative', () => {
    expect(orderDiscount({ amount: 10000, pay_amount: 10000 })).toBe(0)
    expect(orderDiscount({ amount: 100, pay_amount: 200 })).toBe(0)
  })
})

describe('orderActions', () => {
  it('lets a pending order be paid or cancelled, with no invoice or refund', () => {
    expect(orderActions({ status: 'pending' })).toEqual({ pay: true, cancel: true, invoice: false, refund: false })
  })
  it('offers an invoice for a completed order only', () => {
    expect(orderActions({ status: 'done', refund: 0 })).toEqual({ pay: false, cancel: false, invoice: true, refund: false })
    expect(orderActions({ status: 'done', refund: 1 })).toEqual({ pay: false, cancel: false, invoice: false, refund: false })
  })
  it('offers nothing for a closed order', () => {
    expect(orderActions({ status: 'closed' })).toEqual({ pay: false, cancel: false, invoice: false, refund: false })
  })

  describe('refund', () => {
    const start = 1_800_000_000
    const activity = { start, refund_hours_before: 48 }
    const deadline = start - 48 * 3600
    const at = (seconds: number) => ({ activity, now: seconds * 1000 })

    it('is offered on a paid order until the rule\'s deadline, and says the deadline', () => {
      expect(orderActions({ status: 'done', refund: 0 }, at(deadline - 1))).toMatchObject({ refund: true, refundDeadline: deadline })
      expect(orderActions({ status: 'done', refund: 0 }, at(deadline))).toMatchObject({ refund: false, refundDeadline: deadline })
    })
    it('follows the default of 24 hours when the activity names none', () => {
      const ctx = { activity: { start }, now: (start - 24 * 3600 - 1) * 1000 }
      expect(orderActions({ status: 'done' }, ctx)).toMatchObject({ refund: true, refundDeadline: start - 24 * 3600 })
      expect(orderActions({ status: 'done' }, { ...ctx, now: (start - 24 * 3600) * 1000 }).refund).toBe(false)
    })
    it('is not offered on an unpaid, closed or refunded order, nor while a refund is under way', () => {
      const early = at(deadline - 3600)
      expect(orderActions({ status: 'pending' }, early).refund).toBe(false)
      expect(orderActions({ status: 'closed' }, early).refund).toBe(false)
      expect(orderActions({ status: 'done', refund: 1, refund_status: 'refunded' }, early).refund).toBe(false)
      expect(orderActions({ status: 'done', refund: 0, refund_status: 'requested' }, early).refund).toBe(false)
      expect(orderActions({ status: 'done', refund: 1, refund_status: 'processing' }, early).refund).toBe(false)
    })
    it('is offered again after the channel refused it', () => {
      expect(orderActions({ status: 'done', refund: 0, refund_status: 'failed' }, at(deadline - 3600)).refund).toBe(true)
    })
    it('is not offered while the activity is not known', () => {
      expect(orderActions({ status: 'done', refund: 0 }, { activity: undefined, now: 0 })).toMatchObject({ refund: false, refundDeadline: undefined })
    })
  })
})
