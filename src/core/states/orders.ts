import type { Order } from '@fu-types/entities'
import type { StatusDisplay } from '../display'
import type { OrderStatusKey } from '../messages'

/** SPEC §4: done + refund 1 → refunded (grey), done → completed (green), pending (amber), any other status as-is in grey. */
export function orderDisplay(order: Pick<Order, 'status' | 'refund'>): StatusDisplay<OrderStatusKey> {
  if (order.status === 'done') {
    return order.refund === 1 ? { key: 'order.status.refunded', tone: 'grey' } : { key: 'order.status.completed', tone: 'green' }
  }
  if (order.status === 'pending') return { key: 'order.status.pending', tone: 'amber' }
  return { text: String(order.status ?? ''), tone: 'grey' }
}

/** Cents the coupon took off: the original amount minus what is charged, never below 0. */
export function orderDiscount(order: Pick<Order, 'amount' | 'pay_amount'>): number {
  return Math.max(0, (order.amount ?? 0) - (order.pay_amount ?? 0))
}

export interface OrderActions {
  /** Pending: the buyer may still pay… */
  pay: boolean
  /** …or cancel it. */
  cancel: boolean
  /** Paid and not refunded: an invoice may be asked for (the invoice screen judges the rest). */
  invoice: boolean
}

export function orderActions(order: Pick<Order, 'status' | 'refund'>): OrderActions {
  const pending = order.status === 'pending'
  return { pay: pending, cancel: pending, invoice: order.status === 'done' && order.refund !== 1 }
}
