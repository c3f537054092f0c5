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
  it('lets a pending order be paid or cancelled, with no invoice yet', () => {
    expect(orderActions({ status: 'pending' })).toEqual({ pay: true, cancel: true, invoice: false })
  })
  it('offers an invoice for a completed order only', () => {
    expect(orderActions({ status: 'done', refund: 0 })).toEqual({ pay: false, cancel: false, invoice: true })
    expect(orderActions({ status: 'done', refund: 1 })).toEqual({ pay: false, cancel: false, invoice: false })
  })
  it('offers nothing for a closed order', () => {
    expect(orderActions({ status: 'closed' })).toEqual({ pay: false, cancel: false, invoice: false })
  })
})
