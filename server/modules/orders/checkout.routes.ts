/**
 * Paid registration: POST /checkout/activities creates an order (prices in cents, coupons, the three discount types)
 * and holds the places; POST /checkout/activities/{id}/pay pays it through a PaymentChannel and issues the tickets
 * (the sandbox at once; WeChat Pay answers the client's pay parameters and confirms by notification, modules/orders/wechatPay.routes.ts,
 * or when GET /checkout/activities/{id}/payment asks it); /cancel gives the places back; /refund refunds a paid order (modules/orders/refund.ts).
 * GET /checkout/activities lists the caller's orders.
 */
import crypto from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { activities, checkouts, tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { applyDiscount } from './discount'
import { checkCouponMinimum, checkCouponUsage, findUsableCoupon } from './coupons'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { cleanAnswers, formQuestionsOf } from '../activities/forms'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { expireOrders, orderExpiresAt } from './orderExpiry'
import { issueOrderTickets, markOrderPaid, settleConfirmedPayment, type CheckoutRow } from './orderPayment'
import { linkedTicketDoc, registerLinked } from '../activities/linkedRegistration'
import { refundOrder } from './refund'
import { ok, type App, type Context } from '../../http/http'
import { askChannelsAboutPayment, unavailableChannelMessage } from './payment'
import { attendeeSchema, checkBlacklist, checkGroup, checkNotRegistered, checkOpen, checkSource, groupSchema, loadActivity, ticketDoc, type Attendee } from '../activities/registration'
import { releasePlaces, takePlaces, takePriceStock, takeSourcePlaces } from '../places/places'
import { wechatOpenid } from '../accounts/wechatCredentials'
import { liveEntry } from '../waitlist/waitlist'
import { expireHolds, releaseHoldPlace, useHold } from '../places/places'
import { adoptRegistrationName } from '../accounts/users'
import { int, objectId, strict, text, z } from '../../lib/validation'

export function orderNumber(): string {
  const d = new Date()
  const stamp = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return `FU${stamp}${crypto.randomInt(0, 1e10).toString().padStart(10, '0')}`
}

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

  app.post('/checkout/activities', {
    schema: {
      body: strict({
        activity_id: objectId,
        price_id: objectId,
        quantity: int(1, 200).optional(),
        amount: int(0).optional(),
        coupon_code: text(40, 1).optional(),
        source_id: objectId.optional(),
        ...attendeeSchema.shape,
        members: z.array(attendeeSchema).min(1).max(200).optional(),
        group: groupSchema.optional(),
        user_id: z.string().max(64).optional(),
      }),
    },
  }, async (request, reply) => {
    const me = requireUser(request)
    const body = request.body
    const activity = await loadActivity(db, body.activity_id)
    checkOpen(activity)
    await checkSource(db, activity, body.source_id)
    // Personal: one ticket. Group: one per member, or (agent v2) `quantity` tickets allocated later.
    const isGroup = Boolean(body.members) || (body.quantity ?? 1) > 1
    if (isGroup && !body.members && activity.agent_checkout_version !== 2) throw badRequest(ErrorCode.ValidationFailed, 'list the group members (members[])')
    const people: Attendee[] = body.members
      ?? (isGroup
        ? Array.from({ length: body.quantity! }, () => ({}))
        : [{ name: body.name, phone: body.phone ?? me.phone ?? undefined, area_code: body.area_code, email: body.email ?? me.email ?? undefined, id_number: body.id_number, job: body.job, answers: body.answers }])
    if (isGroup) checkGroup(activity, people, body.group)
    await checkBlacklist(db, people.map((p) => p.email))
    const questions = activity.form_id ? await formQuestionsOf(db, activity.form_id) : []
    for (const person of people) person.answers = cleanAnswers(questions, person.answers ?? [], body.price_id, person as Record<string, unknown>, !isGroup)
    await checkNotRegistered(db, activity._id, me._id, !isGroup, people)
    if (!isGroup) await registerLinked(db, { userId: me._id, person: people[0], questions, answers: people[0].answers ?? [], activityId: activity._id, dryRun: true })

    const coupon = body.coupon_code
      ? await findUsableCoupon(db, { meetingId: activity.meeting_id, activityId: activity._id, code: body.coupon_code })
      : undefined

    const quantity = people.length
    await expireOrders(db, { activityId: activity._id }) // expired holds go back on sale before capacity is decided
    await expireHolds(db, { activityId: activity._id })
    // A place the waitlist holds for this person (modules/waitlist/waitlist.ts) becomes the order's.
    const entry = isGroup ? undefined : await liveEntry(db, activity._id, me._id)
    const hold = entry?.status === 'held' ? entry : undefined
    const order = await db.transaction(async (tx) => {
      const usingHold = hold ? await useHold(tx, hold) : false
      const price = await takePriceStock(tx, activity, body.price_id, quantity, body.amount)
      if (body.source_id) await takeSourcePlaces(tx, body.source_id, quantity)
      if (usingHold) await releaseHoldPlace(tx, activity._id)
      await takePlaces(tx, activity._id, quantity, true)
      const amount = price.amount * quantity
      if (coupon) {
        checkCouponMinimum(coupon, amount)
        await checkCouponUsage(tx, coupon, true)
      }
      const payAmount = applyDiscount(amount, coupon)
      const free = payAmount === 0
      const [row] = await tx.insert(checkouts).values({
        _id: newId(), number: orderNumber(), user_id: me._id, meeting_id: activity.meeting_id, activity_id: activity._id,
        price_id: price._id, source_id: body.source_id ?? null, quantity, amount, pay_amount: payAmount,
        coupon_code: coupon?.code ?? null, status: free ? 'done' : 'pending', paid: free ? nowSeconds() : null, pay_channel: free ? 'free' : null,
        attendees: people as Record<string, unknown>[], group: isGroup ? (body.group as Record<string, unknown>) : null,
      }).returning()
      if (free) await issueOrderTickets(tx, row)
      return row
    })
    if (!isGroup && !me.named) await adoptRegistrationName(db, me._id, people[0].name)
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
