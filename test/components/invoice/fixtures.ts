import type { Invoice } from '@fu-types/entities'
import { activity, MEETING, order, ticket } from '../tickets/fixtures'

export { activity, MEETING, order, ticket }

export const CHECKOUT = order()._id

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    _id: 'i1'.padEnd(24, '0'), checkout_id: CHECKOUT, amount: 30000, status: 'processing',
    type: 'regular', title: 'Fu Expo Ltd', taxNumber: '91310000MA1FL0000X', phone: '13800138000', email: 'li@example.com', fetch_way: 'electronic',
    ...overrides,
  }
}
