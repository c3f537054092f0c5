import type { Activity, TicketPrice } from '@fu-types/entities'
import type { WaitlistEntry } from '@fu-types/api'
import { holdClock, holdLetsMeRegister, isPriceSoldOut, waitlistOffer, waitlistStanding } from '@/core/waitlist'

const entry = (extra: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: 'e1', activity_id: 'a1', meeting_id: 'm1', price_id: null, user_id: 'u1', status: 'waiting', created: 0, ...extra,
})
const price = (extra: Partial<TicketPrice>): TicketPrice => ({ _id: 'p1', title: 'VIP', amount: 100, total: 5, sold_total: 0, ...extra })
const act = (extra: Partial<Pick<Activity, 'ticket_total' | 'max' | 'prices'>>) => ({ ticket_total: 0, max: 0, prices: [], ...extra })
const NOW = Date.UTC(2026, 10, 28, 9, 0)

describe('waitlistStanding', () => {
  it('is my position while I wait (never below 1; the people waiting at least as many as my position)', () => {
    expect(waitlistStanding(entry({ position: 3, waiting_total: 7, price_id: 'p1' }), NOW)).toEqual({ kind: 'waiting', position: 3, waitingTotal: 7, priceId: 'p1' })
    expect(waitlistStanding(entry({ position: 0 }), NOW)).toMatchObject({ position: 1, waitingTotal: 1 })
  })
  it('is a hold with the seconds left until its end, and nothing once it ended', () => {
    const until = NOW / 1000 + 600
    expect(waitlistStanding(entry({ status: 'held', hold_until: until }), NOW)).toEqual({ kind: 'held', until, secondsLeft: 600, priceId: null })
    expect(waitlistStanding(entry({ status: 'held', hold_until: NOW / 1000 - 1 }), NOW)).toEqual({ kind: 'none' })
  })
  it('is nothing without an entry, or for one that ended (left, expired, registered)', () => {
    expect(waitlistStanding(null, NOW)).toEqual({ kind: 'none' })
    for (const status of ['left', 'expired', 'registered'] as const) expect(waitlistStanding(entry({ status }), NOW)).toEqual({ kind: 'none' })
  })
})

describe('waitlistOffer', () => {
  const open = { registrationOpen: true, registered: false }
  it('offers the whole activity when it is full', () => {
    expect(waitlistOffer(act({ max: 2, ticket_total: 2 }), open)).toEqual({ kind: 'activity' })
  })
  it('offers the sold-out ticket types of an activity with places (not deleted ones, not unlimited ones)', () => {
    const prices = [price({ _id: 'vip', total: 5, sold_total: 5 }), price({ _id: 'std', total: 100, sold_total: 3 }), price({ _id: 'free', total: 0, sold_total: 50 }), price({ _id: 'gone', total: 1, sold_total: 1, deleted: 1 })]
    expect(waitlistOffer(act({ max: 0, prices }), open)).toEqual({ kind: 'prices', priceIds: ['vip'] })
    expect(waitlistOffer(act({ max: 10, ticket_total: 3, prices: [prices[1]] }), open)).toEqual({ kind: 'none' })
  })
  it('offers nothing when registration is not open or I am registered', () => {
    expect(waitlistOffer(act({ max: 2, ticket_total: 2 }), { registrationOpen: false, registered: false })).toEqual({ kind: 'none' })
    expect(waitlistOffer(act({ max: 2, ticket_total: 2 }), { registrationOpen: true, registered: true })).toEqual({ kind: 'none' })
  })
})

describe('holds', () => {
  it('a hold lets me register past "full"; waiting does not', () => {
    expect(holdLetsMeRegister({ kind: 'held', until: 1, secondsLeft: 1, priceId: null })).toBe(true)
    expect(holdLetsMeRegister({ kind: 'waiting', position: 1, waitingTotal: 1, priceId: null })).toBe(false)
  })
  it('tells the hold\'s end as HH:mm in the meeting\'s zone', () => {
    const until = Date.UTC(2026, 10, 28, 3, 34) / 1000
    expect(holdClock(until, 'Asia/Shanghai')).toBe('11:34')
    expect(holdClock(until, 'Asia/Tokyo')).toBe('12:34')
  })
  it('a type is sold out when its stock is used up (0 = unlimited)', () => {
    expect(isPriceSoldOut({ total: 5, sold_total: 5 })).toBe(true)
    expect(isPriceSoldOut({ total: 0, sold_total: 99 })).toBe(false)
  })
})
