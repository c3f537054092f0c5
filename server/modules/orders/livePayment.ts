/**
 * A live's order paid through a channel that confirms later (WeChat Pay): its notification or the answer to asking it
 * settles the order as modules/orders/orderPayment.ts does for activity orders. One conditional UPDATE turns pending into done, so
 * a payment is recorded once however often it is reported; another transaction for an order already paid goes back.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveCheckouts } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import type { Settlement } from './orderPayment'
import type { ConfirmedPayment, PaymentChannel } from './payment'

export type LiveCheckoutRow = typeof liveCheckouts.$inferSelect

/** Live orders are numbered FL…, activity orders FU… (modules/lives/lives.routes.ts, modules/orders/checkout.routes.ts): the notification's order number says which. */
export const isLiveOrderNumber = (orderNumber: string): boolean => orderNumber.startsWith('FL')

export async function settleLivePayment(db: Db, channel: PaymentChannel, payment: ConfirmedPayment): Promise<{ settlement: Settlement; order: LiveCheckoutRow }> {
  const [order] = await db.select().from(liveCheckouts).where(eq(liveCheckouts.number, payment.orderNumber)).limit(1)
  if (!order) throw new ApiError(400, ErrorCode.PaymentFailed, `payment refused: no order ${payment.orderNumber}`)
  if (order.amount !== payment.amount) throw new ApiError(400, ErrorCode.PaymentFailed, `payment refused: ${payment.amount} paid for an order of ${order.amount}`)
  if (order.status === 'pending') {
    const [paid] = await db.update(liveCheckouts).set({ status: 'done', pay_channel: channel.name, transaction_id: payment.transactionId, paid: nowSeconds() })
      .where(and(eq(liveCheckouts._id, order._id), eq(liveCheckouts.status, 'pending'))).returning()
    if (paid) return { settlement: 'paid', order: paid }
  }
  const [now] = await db.select().from(liveCheckouts).where(eq(liveCheckouts._id, order._id)).limit(1)
  if (now.transaction_id === payment.transactionId) return { settlement: 'already-paid', order: now }
  // Paid already through another transaction: this one goes back (the channel's refund is idempotent).
  await channel.refund(payment.transactionId, payment.amount, { orderNumber: order.number, total: payment.amount, reason: 'order already paid' })
  return { settlement: 'refunded', order: now }
}
