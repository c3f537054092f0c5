import { isApproved, countApproved, defaultTicketNumber, stockLeft, isSoldOut, ticketStock, DEFAULT_TICKET_NUMBER } from '@/core/tickets'

describe('isApproved', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, true],
  ])('status %i → %s', (status, expected) => {
    expect(isApproved(status)).toBe(expected)
  })
})

describe('countApproved', () => {
  it('counts only statuses 1 and 3', () => {
    expect(countApproved([{ status: 0 }, { status: 1 }, { status: 2 }, { status: 3 }, { status: 3 }])).toBe(3)
  })
})

describe('defaultTicketNumber', () => {
  it('is 1 when missing or not a positive whole number', () => {
    expect(DEFAULT_TICKET_NUMBER).toBe(1)
    expect(defaultTicketNumber()).toBe(1)
    expect(defaultTicketNumber(0)).toBe(1)
    expect(defaultTicketNumber(1.5)).toBe(1)
  })
  it('keeps a given number', () => {
    expect(defaultTicketNumber(4)).toBe(4)
  })
})

describe('stockLeft', () => {
  it('is total minus sold', () => {
    expect(stockLeft(10, 3)).toBe(7)
  })
  it('is 0 when exactly sold out and never negative when oversold', () => {
    expect(stockLeft(10, 10)).toBe(0)
    expect(stockLeft(10, 12)).toBe(0)
  })
})

describe('isSoldOut', () => {
  it('is false one below total and true exactly at total', () => {
    expect(isSoldOut(10, 9)).toBe(false)
    expect(isSoldOut(10, 10)).toBe(true)
    expect(isSoldOut(10, 11)).toBe(true)
  })
  it('never sells out an unlimited (total 0) ticket type', () => {
    expect(isSoldOut(0, 1000)).toBe(false)
  })
})

describe('ticketStock', () => {
  it('has no limit when total is 0', () => {
    expect(ticketStock(0, 7)).toEqual({ kind: 'unlimited' })
  })
  it('counts what is left', () => {
    expect(ticketStock(100, 1)).toEqual({ kind: 'left', left: 99 })
    expect(ticketStock(5, 4)).toEqual({ kind: 'left', left: 1 })
  })
  it('is sold out once sold reaches total, even when oversold', () => {
    expect(ticketStock(10, 10)).toEqual({ kind: 'soldOut' })
    expect(ticketStock(10, 12)).toEqual({ kind: 'soldOut' })
  })
})
