/**
 * An order's payment, whoever reports it: the pay call of a channel that takes the money at once (the sandbox), a
 * channel's notification or the answer to asking it (WeChat Pay). One conditional UPDATE turns a pending order into a
 * paid one and its tickets are issued in the same transaction, so a payment is settled exactly once however often and
 * however concurrently it is reported.
 */
import { and, eq, gte, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { checkouts } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { formQuestionsOf } from '../activities/forms'
import { nowSeconds } from '../../lib/ids'
import { linkedActivityIds, registerLinked } from '../activities/linkedRegistration'
import { expiryCutoff } from './orderExpiry'
import type { ConfirmedPayment, PaymentChannel } from './payment'
import { issueTickets, loadActivity, type Attendee, type GroupInfo } from '../activities/registration'
import { lockActivities, takePlaces } from '../places/places'

export type CheckoutRow = typeof checkouts.$inferSelect

/**
 * Tickets of a paid order: places were held at order time, so only codes are taken now. A personal order's answers
 * that chose options linked to other activities register for those now (checked already when ordering).
 */
export async function issueOrderTickets(tx: Tx, order: CheckoutRow) {
  const activity = await loadActivity(tx, order.activity_id)
  const people = order.attendees as Attendee[]
  const group = order.group as GroupInfo | null
  const questions = !group && activity.form_id ? await formQuestionsOf(tx, activity.form_id) : []
  if (questions.length) await lockActivities(tx, [activity._id, ...linkedActivityIds(questions, people[0].answers ?? [])])
  await takePlaces(tx, activity._id, people.length, false)
  const issued = await issueTickets(tx, {
    activity, userId: order.user_id, people, status: activity.is_review ? 0 : 1,
    agentId: group ? order.user_id : undefined, group: group ?? undefined,
    priceId: order.price_id, checkoutId: order._id, sourceId: order.source_id ?? undefined,
  })
  const linked = questions.length ? await registerLinked(tx, { userId: order.user_id, person: people[0], questions, answers: people[0].answers ?? [], activityId: activity._id }) : []
  return { issued, linked }
}

/**
 * Pending → done, then the tickets; undefined when the order is no longer pending (or, with `withinWindow`, past its
 * unpaid window: a payment taken now must not race the expiry). Run inside a transaction.
 */
export async function markOrderPaid(tx: Tx, orderId: string, payment: { channel: string; transactionId: string; withinWindow: boolean }) {
  const [paid] = await tx.update(checkouts).set({ status: 'done', paid: nowSeconds(), pay_channel: payment.channel, transaction_id: payment.transactionId })
    .where(and(eq(checkouts._id, orderId), eq(checkouts.status, 'pending'), payment.withinWindow ? gte(checkouts.created, expiryCutoff()) : undefined)).returning()
  if (!paid) return undefined
  return { order: paid, ...(await issueOrderTickets(tx, paid)) }
}

export type Settlement =
  /** The order is paid now and its tickets issued. */
  | 'paid'
  /** Reported before: nothing changed. */
  | 'already-paid'
  /** The order had closed (cancelled, expired) or was paid otherwise before this money arrived: given back. */
  | 'refunded'

/**
 * A payment a channel confirms (notification, query) settles its order: ours (by number), for exactly its amount.
 * A pending order is paid, without the unpaid window (the channel refused payment past the order's expiry itself, and
 * the expiry and this UPDATE both require 'pending', so only one of them happens). Money for an order that closed
 * meanwhile is refunded once and recorded on the order.
 */
export async function settleConfirmedPayment(db: Db, channel: PaymentChannel, payment: ConfirmedPayment): Promise<{ settlement: Settlement; order: CheckoutRow }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [order] = await db.select().from(checkouts).where(eq(checkouts.number, payment.orderNumber)).limit(1)
    if (!order) throw new ApiError(400, ErrorCode.PaymentFailed, `payment refused: no order ${payment.orderNumber}`)
    if (order.pay_amount !== payment.amount) throw new ApiError(400, ErrorCode.PaymentFailed, `payment refused: ${payment.amount} paid for an order of ${order.pay_amount}`)
    if (order.status === 'pending') {
      const done = await db.transaction((tx) => markOrderPaid(tx, order._id, { channel: channel.name, transactionId: payment.transactionId, withinWindow: false }))
      if (done) return { settlement: 'paid', order: done.order }
      continue // it changed meanwhile: look again
    }
    if (order.transaction_id === payment.transactionId) return { settlement: order.status === 'done' ? 'already-paid' : 'refunded', order }
    const detail = { orderNumber: order.number, total: payment.amount, reason: `order ${order.status === 'done' ? 'already paid' : order.close_reason ?? 'closed'}` }
    if (order.status === 'closed' && !order.transaction_id) {
      const refunded = await db.transaction(async (tx) => {
        const [row] = await tx.update(checkouts).set({ pay_channel: channel.name, transaction_id: payment.transactionId, refund: 1, refund_amount: payment.amount })
          .where(and(eq(checkouts._id, order._id), eq(checkouts.status, 'closed'), isNull(checkouts.transaction_id))).returning()
        if (row) await channel.refund(payment.transactionId, payment.amount, detail) // fails → rolled back, reported again later
        return row
      })
      if (refunded) return { settlement: 'refunded', order: refunded }
      continue
    }
    // Paid (or refunded) already through another transaction: this one goes back too (the channel's refund is idempotent).
    await channel.refund(payment.transactionId, payment.amount, detail)
    return { settlement: 'refunded', order }
  }
  throw new ApiError(409, ErrorCode.OrderState, 'the order kept changing: try again')
}
