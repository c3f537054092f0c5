import type { Order } from '@fu-types/entities'
import type { StatusDisplay } from '../display'

/** SPEC §4: done + refund 1 → refunded (grey), done → completed (green), pending (amber), any other status as-is in grey. */
export function orderDisplay(order: Pick<Order, 'status' | 'refund'>): StatusDisplay {
  if (order.status === 'done') {
    return order.refund === 1 ? { key: 'order.status.refunded', tone: 'grey' } : { key: 'order.status.completed', tone: 'green' }
  }
  if (order.status === 'pending') return { key: 'order.status.pending', tone: 'amber' }
  return { text: String(order.status ?? ''), tone: 'grey' }
}
