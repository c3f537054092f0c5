/**
 * Paid registration: POST /checkout/activities creates an order (placeOrder.ts: prices in cents, coupons, the three
 * discount types) and holds the places; POST /checkout/activities/{id}/pay pays it through a PaymentChannel and issues the tickets
 * (the sandbox at once; WeChat Pay answers the client's pay parameters and confirms by notification, modules/orders/wechatPay.routes.ts,
 * or when GET /checkout/activities/{id}/payment asks it); /cancel gives the places back; /refund refunds a paid order (modules/orders/refund.ts).
 * GET /checkout/activities lists the caller's orders.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { activities, checkouts, tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { expireOrders, orderExpiresAt } from './orderExpiry'
import { markOrderPaid, settleConfirmedPayment, type CheckoutRow } from './orderPayment'
import { linkedTicketDoc } from '../activities/linkedRegistration'
import { refundOrder } from './refund'
import { ok, type App, type Context } from '../../http/http'
import { askChannelsAboutPayment, unavailableChannelMessage } from './payment'
import { ticketDoc } from '../activities/registration'
import { releasePlaces } from '../places/places'
import { wechatOpenid } from '../accounts/wechatCredentials'
import { int, objectId, strict, text, z } from '../../lib/validation'
import { orderBody, placeOrder } from './placeOrder'

export function orderDoc(row: CheckoutRow): Record<string, unknown> {
  const { transaction_id: _t, attendees, close_reason, closed, ...rest } = row
  return {
    ...rest,
    ...(row.status === 'pending' ? { expires_at: orderExpiresAt(row.created) } : {}),
    ...(close_reason ? { close_reason, closed } : {}),
    attendees: attendees.map((a) => ({ name: a.name, phone: a.phone, email: a.email })),
  }
}

const expiredError = () => conflict(ErrorCode.OrderExpired, 'this order was not paid in time and has been closed: please order again')

export default async function checkoutRoutes(app: App, { db, payments }: Context): Promise<void> {
  // Without a channel named, the sandbox where there is one (the demo), else the only channel configured.
  const defaultChannel = payments.sandbox ? 'sandbox' : Object.keys(payments).length === 1 ? Object.keys(payments)[0] : undefined

  app.post('/checkout/activities', { schema: { body: orderBody } }, async (request, reply) => {
    const order = await placeOrder(db, requireUser(request), request.body)
    reply.status(201)
    return ok(orderDoc(order))
  })

  app.get('/checkout/activities', {
    schema: {
      querystring: strict({
        _id: objectId.optional(), meeting_id: objectId.optional(), activity_id: objectId.optional(),
        status: z.enum(['pending', 'done', 'closed']).optional(), limit: int(1, 100).optional(), skip: int(0).optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    await expireOrders(db, { userId: me._id })
    const where = and(
      eq(checkouts.user_id, me._id),
      q._id ? eq(checkouts._id, q._id) : undefined,
      q.meeting_id ? eq(checkouts.meeting_id, q.meeting_id) : undefined,
      q.activity_id ? eq(checkouts.activity_id, q.activity_id) : undefined,
      q.status ? eq(checkouts.status, q.status) : undefined,
    )
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(checkouts).where(where)
    const rows = await db.select().from(checkouts).where(where).orderBy(desc(checkouts.created), desc(checkouts._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const ticketRows = rows.length ? await db.select().from(tickets).where(inArray(tickets.checkout_id, rows.map((r) => r._id))) : []
    return ok(rows.map((r) => ({ ...orderDoc(r), ticket_ids: ticketRows.filter((t) => t.checkout_id === r._id).map((t) => t._id) })), total)
  })

  /** What the payer sees on the payment sheet and in the bill: the activity's title (Chinese first, WeChat's audience). */
  async function orderDescription(order: CheckoutRow): Promise<string> {
    const [row] = await db.select({ doc: activities.doc }).from(activities).where(eq(activities._id, order.activity_id)).limit(1)
    const title = (row?.doc as { title?: Record<string, string> | string } | undefined)?.title
    const text = typeof title === 'string' ? title : title?.zh || title?.en || Object.values(title ?? {}).find(Boolean)
    return `${text || 'activity'} ×${order.quantity}`
  }

  async function ownOrder(userId: string, id: string): Promise<CheckoutRow> {
    const [row] = await db.select().from(checkouts).where(eq(checkouts._id, id)).limit(1)
    if (!row) throw notFound('order')
    if (row.user_id !== userId) throw forbidden('not your order')
    return row
  }

  app.post('/checkout/activities/:id/pay', {
    schema: { params: strict({ id: objectId }), body: strict({ channel: z.enum(['sandbox', 'wechat']).optional() }).optional() },
  }, async (request) => {
    const me = requireUser(request)
    await ownOrder(me._id, request.params.id)
    await expireOrders(db, { orderId: request.params.id })
    const order = await ownOrder(me._id, request.params.id)
    if (order.close_reason === 'expired') throw expiredError()
    if (order.status !== 'pending') throw conflict(ErrorCode.OrderState, `order is ${order.status}, not pending`)
    const name = request.body?.channel ?? defaultChannel
    const channel = name ? payments[name] : undefined
    if (!channel) throw badRequest(ErrorCode.PaymentFailed, unavailableChannelMessage(name ?? 'default', payments))
    const charge = await channel.charge({
      orderId: order._id, orderNumber: order.number, amount: order.pay_amount, description: await orderDescription(order), userId: me._id,
      expiresAt: orderExpiresAt(order.created), openid: (appId) => wechatOpenid(db, me._id, appId),
    })
    if (charge.status === 'pending') return ok({ order: orderDoc(order), pay_params: charge.clientParams ?? {} })
    try {
      const result = await db.transaction(async (tx) => {
        // Paid only while still pending and inside its window: an expiry racing this payment makes exactly one of them win.
        const paid = await markOrderPaid(tx, order._id, { channel: channel.name, transactionId: charge.transactionId, withinWindow: true })
        if (!paid) {
          const [now] = await tx.select({ status: checkouts.status, close_reason: checkouts.close_reason }).from(checkouts).where(eq(checkouts._id, order._id))
          throw now.status === 'pending' || now.close_reason === 'expired' ? expiredError() : conflict(ErrorCode.OrderState, 'order is no longer pending')
        }
        return { order: orderDoc(paid.order), tickets: paid.issued.map(ticketDoc), ...(paid.linked.length ? { linked_tickets: paid.linked.map(linkedTicketDoc) } : {}) }
      })
      return ok(result)
    } catch (err) {
      await channel.refund(charge.transactionId, order.pay_amount, { orderNumber: order.number, total: order.pay_amount }) // never keep money for tickets we could not issue
      if (err instanceof ApiError && err.code === ErrorCode.OrderExpired) await expireOrders(db, { orderId: order._id })
      throw err
    }
  })

  /**
   * Where a payment stands, for the client back from WeChat's payment sheet: a pending order is asked about at the
   * channels that confirm later (WeChat Pay's order query) and paid now if they took the money, as the notification would.
   * → { order, tickets, trade_state? }.
   */
  app.get('/checkout/activities/:id/payment', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    let order = await ownOrder(me._id, request.params.id)
    let tradeState: string | undefined
    if (order.status === 'pending') {
      tradeState = await askChannelsAboutPayment(payments, order.number, async (channel, paid) => {
        await settleConfirmedPayment(db, channel, paid)
      })
      await expireOrders(db, { orderId: order._id })
      order = await ownOrder(me._id, order._id)
    }
    const issued = order.status === 'done' ? await db.select().from(tickets).where(eq(tickets.checkout_id, order._id)) : []
    return ok({ order: orderDoc(order), tickets: issued.map(ticketDoc), ...(tradeState ? { trade_state: tradeState } : {}) })
  })

  app.post('/checkout/activities/:id/cancel', { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const me = requireUser(request)
    await ownOrder(me._id, request.params.id)
    await expireOrders(db, { orderId: request.params.id })
    const order = await db.transaction(async (tx) => {
      const [closed] = await tx.update(checkouts).set({ status: 'closed', close_reason: 'cancelled', closed: nowSeconds() })
        .where(and(eq(checkouts._id, request.params.id), eq(checkouts.status, 'pending'))).returning()
      if (!closed) throw conflict(ErrorCode.OrderState, 'only pending orders can be cancelled')
      await releasePlaces(tx, { activityId: closed.activity_id, quantity: closed.quantity, priceId: closed.price_id, sourceId: closed.source_id })
      return closed
    })
    return ok(orderDoc(order))
  })

  app.post('/checkout/activities/:id/refund', { schema: { params: strict({ id: objectId }), body: strict({ reason: text(200).optional() }).optional() } }, async (request) => {
    const me = requireUser(request)
    const order = await ownOrder(me._id, request.params.id)
    const refunded = await refundOrder(db, payments, order, request.body?.reason)
    return ok(orderDoc(refunded))
  })
}
