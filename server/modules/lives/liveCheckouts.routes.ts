/**
 * A paid live's order (SPEC §7 POST /lives/{id}/checkouts): created once per person and live, paid in the sandbox at
 * once or by WeChat Pay (JSAPI), and asked about after WeChat's payment sheet (GET /lives/checkouts/{id}/payment).
 */
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { liveCheckouts, lives } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { settleLivePayment } from '../orders/livePayment'
import { askChannelsAboutPayment, unavailableChannelMessage } from '../orders/payment'
import { wechatOpenid } from '../accounts/wechatCredentials'
import { objectId, strict, z } from '../../lib/validation'
import { loadLive } from './liveAccess'

function liveOrderNumber(): string {
  return `FL${Date.now()}${crypto.randomInt(0, 1e6).toString().padStart(6, '0')}`
}

const liveOrderDoc = (row: typeof liveCheckouts.$inferSelect) => {
  const { transaction_id: _t, ...rest } = row
  return rest
}

export default async function liveCheckoutRoutes(app: App, { db, payments }: Context): Promise<void> {
  const idParams = strict({ id: objectId })

  app.post('/lives/:id/checkouts', {
    schema: { params: idParams, body: strict({ channel: z.enum(['sandbox']).optional(), user_id: z.string().max(64).optional() }).optional() },
  }, async (request, reply) => {
    const me = requireUser(request)
    const live = await loadLive(db, request.params.id)
    if (live.price <= 0) throw badRequest(ErrorCode.ValidationFailed, 'this live is free: no order needed')
    const [done] = await db.select({ _id: liveCheckouts._id }).from(liveCheckouts)
      .where(and(eq(liveCheckouts.live_id, live._id), eq(liveCheckouts.user_id, me._id), eq(liveCheckouts.status, 'done'))).limit(1)
    if (done) throw conflict(ErrorCode.OrderState, 'you have already paid for this live', { checkout_id: done._id })
    let [order] = await db.select().from(liveCheckouts)
      .where(and(eq(liveCheckouts.live_id, live._id), eq(liveCheckouts.user_id, me._id), eq(liveCheckouts.status, 'pending'))).limit(1)
    if (!order) {
      try {
        [order] = await db.insert(liveCheckouts).values({
          _id: newId(), number: liveOrderNumber(), live_id: live._id, meeting_id: live.meeting_id, user_id: me._id, amount: live.price, status: 'pending',
        }).returning()
      } catch (err) {
        if (pgError(err)?.code !== '23505') throw err
        ;[order] = await db.select().from(liveCheckouts)
          .where(and(eq(liveCheckouts.live_id, live._id), eq(liveCheckouts.user_id, me._id), eq(liveCheckouts.status, 'pending'))).limit(1)
      }
    }
    reply.status(201)
    return ok(request.body?.channel ? await payLiveOrder(order, request.body.channel) : liveOrderDoc(order))
  })

  /** What the payer sees on WeChat's payment sheet and bill: the live's title (Chinese first, WeChat's audience). */
  async function liveDescription(liveId: string): Promise<string> {
    const [row] = await db.select({ doc: lives.doc }).from(lives).where(eq(lives._id, liveId)).limit(1)
    const title = (row?.doc as { title?: Record<string, string> | string } | undefined)?.title
    const text = typeof title === 'string' ? title : title?.zh || title?.en || Object.values(title ?? {}).find(Boolean)
    return text || 'live'
  }

  /**
   * The sandbox pays at once (→ the paid order); WeChat Pay (JSAPI, the payer's openid, 4264 without one) answers the
   * pending order with `pay_params` for the payment sheet, and its notification or GET …/payment marks it paid.
   */
  async function payLiveOrder(order: typeof liveCheckouts.$inferSelect, channelName: string): Promise<Record<string, unknown>> {
    const channel = payments[channelName]
    if (!channel) throw badRequest(ErrorCode.PaymentFailed, unavailableChannelMessage(channelName, payments))
    const charge = await channel.charge({
      orderId: order._id, orderNumber: order.number, amount: order.amount, description: await liveDescription(order.live_id), userId: order.user_id,
      openid: (appId) => wechatOpenid(db, order.user_id, appId),
    })
    if (charge.status === 'pending') return { ...liveOrderDoc(order), pay_params: charge.clientParams ?? {} }
    if (charge.status !== 'paid') throw new ApiError(402, ErrorCode.PaymentFailed, 'payment request failed')
    const [paid] = await db.update(liveCheckouts)
      .set({ status: 'done', pay_channel: channel.name, transaction_id: charge.transactionId, paid: nowSeconds() })
      .where(and(eq(liveCheckouts._id, order._id), eq(liveCheckouts.status, 'pending'))).returning()
    if (!paid) {
      await channel.refund(charge.transactionId, order.amount, { orderNumber: order.number, total: order.amount })
      throw conflict(ErrorCode.OrderState, 'this order is not pending')
    }
    return liveOrderDoc(paid)
  }

  async function ownLiveOrder(userId: string, id: string) {
    const [order] = await db.select().from(liveCheckouts).where(eq(liveCheckouts._id, id)).limit(1)
    if (!order) throw notFound('order')
    if (order.user_id !== userId) throw forbidden('not your order')
    return order
  }

  const payChannel = z.enum(['sandbox', 'wechat'])
  app.post('/lives/checkouts/:id/pay', { schema: { params: idParams, body: strict({ channel: payChannel }) } }, async (request) => {
    const me = requireUser(request)
    const order = await ownLiveOrder(me._id, request.params.id)
    if (order.status !== 'pending') throw conflict(ErrorCode.OrderState, `this order is ${order.status}`)
    return ok(await payLiveOrder(order, request.body.channel))
  })

  /**
   * Where a live order's payment stands, for the client back from WeChat's payment sheet: a pending order is asked
   * about at the channels that confirm later and marked paid if they took the money. → { order, trade_state? }.
   */
  app.get('/lives/checkouts/:id/payment', { schema: { params: idParams } }, async (request) => {
    const me = requireUser(request)
    let order = await ownLiveOrder(me._id, request.params.id)
    let tradeState: string | undefined
    if (order.status === 'pending') {
      tradeState = await askChannelsAboutPayment(payments, order.number, async (channel, paid) => {
        order = (await settleLivePayment(db, channel, paid)).order
      })
    }
    return ok({ order: liveOrderDoc(order), ...(tradeState ? { trade_state: tradeState } : {}) })
  })
}
