import type { Activity, Order } from '@fu-types/entities'
import type { StatusDisplay } from '../display'
import type { OrderStatusKey } from '../messages'
import { refundDeadline, refundOpen } from '../refund'

/**
 * SPEC §4 with issue 25's refunds: done + refund 1 → refunded (grey), or refunding while the channel pays back; a refund
 * the channel refused → refund failed (red; the order is still paid); done → completed (green), pending (amber); closed →
 * cancelled or expired (grey), never the raw word; an unknown status as-is in grey.
 */
export function orderDisplay(order: Pick<Order, 'status' | 'refund' | 'refund_status' | 'close_reason'>): StatusDisplay<OrderStatusKey> {
  if (order.status === 'done') {
    if (order.refund === 1) {
      return order.refund_status === 'processing' ? { key: 'order.status.refunding', tone: 'amber' } : { key: 'order.status.refunded', tone: 'grey' }
    }
    if (order.refund_status === 'failed') return { key: 'order.status.refundFailed', tone: 'red' }
    if (order.refund_status === 'requested') return { key: 'order.status.refunding', tone: 'amber' }
    return { key: 'order.status.completed', tone: 'green' }
  }
  if (order.status === 'pending') return { key: 'order.status.pending', tone: 'amber' }
  if (order.status === 'closed') return { key: order.close_reason === 'expired' ? 'order.status.expired' : 'order.status.cancelled', tone: 'grey' }
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
  /**
   * Paid, not refunded and no refund under way, while the activity's refund rule allows it (src/core/refund.ts, the
   * server's own rule); a refund the channel refused may be asked again.
   */
  refund: boolean
  /** The last second (unix seconds) a refund may be asked for; undefined while the activity is not known. */
  refundDeadline?: number
}

/** What the refund rule needs: the order's activity (its start and refund_hours_before) and the time now (ms). */
interface RefundContext {
  activity?: Pick<Activity, 'start' | 'refund_hours_before'> | null
  now: number
}

export function orderActions(order: Pick<Order, 'status' | 'refund' | 'refund_status'>, context?: RefundContext): OrderActions {
  const pending = order.status === 'pending'
  const paid = order.status === 'done' && order.refund !== 1
  const activity = context?.activity
  const deadline = activity ? refundDeadline(activity) : undefined
  const underWay = order.refund_status === 'requested' || order.refund_status === 'processing'
  const refund = paid && !underWay && !!activity && refundOpen(activity, Math.floor((context?.now ?? 0) / 1000))
  return { pay: pending, cancel: pending, invoice: paid && !underWay, refund, refundDeadline: deadline }
}
