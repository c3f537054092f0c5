/**
 * Refund of a paid registration (issue 25): allowed until the activity's refund deadline (src/core/refund.ts; after it
 * 409 / 4405), through the channel the order was paid by; the tickets are cancelled and their places and stock released
 * with the waitlist served (releasePlaces), in one transaction with the channel's refund, so a refused refund leaves the
 * order and tickets as they were (its `refund_status` then says `failed`, and asking again is allowed).
 * Asking again for a refunded order answers the order as it is: a double tap never refunds twice.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { activities, checkouts, tickets } from '../../db/schema'
import { refundDeadline } from '@core/refund'
import { ApiError, conflict, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import type { CheckoutRow } from './orderPayment'
import type { PaymentChannel } from './payment'
import { releasePlaces } from '../places/places'

export async function refundOrder(db: Db, payments: Record<string, PaymentChannel>, order: CheckoutRow, reason?: string): Promise<CheckoutRow> {
  if (order.refund) return order
  if (order.status !== 'done') throw conflict(ErrorCode.OrderState, 'only paid orders can be refunded')
  const [activity] = await db.select({ start: activities.start, refund_hours_before: activities.refund_hours_before })
    .from(activities).where(eq(activities._id, order.activity_id)).limit(1)
  if (activity) {
    const deadline = refundDeadline(activity)
    if (nowSeconds() >= deadline) {
      throw conflict(ErrorCode.RefundClosed, `refunds closed ${activity.refund_hours_before} hours before the activity's start`, { refund_deadline: deadline })
    }
  }
  // Real money (not the sandbox's, not a free order's) goes back through its channel, which must be configured here.
  const channel = order.pay_channel ? payments[order.pay_channel] : undefined
  if (!channel && order.transaction_id && order.pay_channel !== 'sandbox') {
    throw new ApiError(503, ErrorCode.PaymentFailed, `refund failed: the ${order.pay_channel} payment channel is not configured on this server`)
  }
  const unrefunded = and(eq(checkouts._id, order._id), eq(checkouts.refund, 0))
  await db.update(checkouts).set({ refund_status: 'requested' }).where(unrefunded)
  try {
    const refunded = await db.transaction(async (tx) => {
      const [row] = await tx.update(checkouts).set({ refund: 1, refund_amount: order.pay_amount, refund_status: 'refunded' }).where(unrefunded).returning()
      if (!row) return undefined // the other tap refunded it meanwhile
      // Tickets already rejected gave their place and stock back at rejection; the others hold one each.
      const cancelled = await tx.update(tickets).set({ status: 2 }).where(and(eq(tickets.checkout_id, order._id), inArray(tickets.status, [0, 1, 3]))).returning({ _id: tickets._id })
      await releasePlaces(tx, { activityId: order.activity_id, quantity: cancelled.length, priceId: order.price_id, sourceId: order.source_id })
      // Asked last, inside the transaction: a refused refund leaves the order and its tickets as they were.
      if (channel && order.transaction_id) {
        const result = await channel.refund(order.transaction_id, order.pay_amount, { orderNumber: order.number, total: order.pay_amount, reason })
        if (result.pending) return (await tx.update(checkouts).set({ refund_status: 'processing' }).where(eq(checkouts._id, order._id)).returning())[0]
      }
      return row
    })
    if (refunded) return refunded
  } catch (error) {
    await db.update(checkouts).set({ refund_status: 'failed' }).where(unrefunded)
    throw error
  }
  const [now] = await db.select().from(checkouts).where(eq(checkouts._id, order._id)).limit(1)
  return now
}
