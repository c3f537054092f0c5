import type { Activity, Order, Ticket } from '@fu-types/entities'

export const MEETING = '660100000000000000000001'

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: 'a1'.padEnd(24, '0'), meeting_id: MEETING, title: { zh: '开幕式', en: 'Opening ceremony' }, place: { zh: 'A 馆', en: 'Hall A' },
    start: 1798765200, end: 1798772400, covers: [], ticket_total: 0, max: 0, deadline: 0,
    ...overrides,
  }
}

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return { _id: 't1'.padEnd(24, '0'), status: 1, activity_id: activity()._id, meeting_id: MEETING, user_id: 'u1'.padEnd(24, '0'), number: 1, code: 'A0001', name: 'Li Lei', ...overrides }
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1'.padEnd(24, '0'), status: 'done', refund: 0, number: 'FU202611220001', created: 1795334400, paid: 1795334700, pay_channel: 'sandbox',
    meeting_id: MEETING, activity_id: activity()._id, amount: 30000, pay_amount: 30000, ticket_ids: [],
    ...overrides,
  }
}
