/**
 * Lives (SPEC §4, §6, §7): GET /lives (public), /lives/count, /lives/{id}/permission, POST /lives/{id}/checkouts
 * (+ /lives/checkouts/{id}/pay and /payment), GET /lives/{id}/subtitles, /lives/{id}/minutes, /lives/{id}/chats/count.
 * Stream addresses of private or paid lives are given only by /permission, to those allowed.
 */
import crypto from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client'
import { pgError } from '../../db/client'
import { liveChats, liveCheckouts, liveMinutes, lives, liveSubtitles, liveUsers, tickets } from '../../db/schema'
import { runAsrJobs } from '../../jobs/liveTranscripts'
import { runLiveJobs } from '../../jobs/liveNotices'
import { ensureMinutes, minutesIn, type MinutesRow } from './minutes'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { settleLivePayment } from '../orders/livePayment'
import { askChannelsAboutPayment, unavailableChannelMessage } from '../orders/payment'
import { wechatOpenid } from '../accounts/wechatCredentials'
import { boolish, email, flag, int, language, objectId, strict, z } from '../../lib/validation'

type LiveRow = typeof lives.$inferSelect
const STREAM_FIELDS = ['hls_url', 'replay_url']

export function isRestricted(row: LiveRow): boolean {
  return Boolean(row.privacy) || row.price > 0
}

/** The live document; stream addresses of private / paid lives are left out. */
export function liveDoc(row: LiveRow, withStream = !isRestricted(row)): Record<string, unknown> {
  const doc = toDoc(row, row.deleted ? [] : ['deleted'])
  if (!withStream) for (const key of STREAM_FIELDS) delete doc[key]
  return doc
}

export async function loadLive(db: Tx, id: string): Promise<LiveRow> {
  const [row] = await db.select().from(lives).where(eq(lives._id, id)).limit(1)
  if (!row || row.deleted) throw notFound('live')
  return row
}

export interface LivePermission {
  allowed: 0 | 1
  /** Same as `allowed` (the client reads `permission`). */
  permission: 0 | 1
  /** Why not: 'login' (guest), 'registration' (private: register for one of `activities`), 'payment' (paid: `price`). */
  reason?: 'login' | 'registration' | 'payment'
  activities?: string[]
  price?: number
  hls_url?: string
  replay_url?: string
}

export async function livePermission(db: Tx, request: FastifyRequest, live: LiveRow): Promise<LivePermission> {
  const doc = live.doc as { activities?: string[]; hls_url?: string; replay_url?: string }
  const granted = (): LivePermission => ({ allowed: 1, permission: 1, ...(doc.hls_url ? { hls_url: doc.hls_url } : {}), ...(doc.replay_url ? { replay_url: doc.replay_url } : {}) })
  if (!isRestricted(live)) return granted()
  const user = request.user
  if (!user) return { allowed: 0, permission: 0, reason: 'login' }
  if (live.privacy) {
    const linked = (doc.activities ?? []).filter((a) => typeof a === 'string')
    const [ticket] = linked.length
      ? await db.select({ _id: tickets._id }).from(tickets)
        .where(and(eq(tickets.user_id, user._id), inArray(tickets.activity_id, linked), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0))).limit(1)
      : []
    if (!ticket) return { allowed: 0, permission: 0, reason: 'registration', activities: linked }
  }
  if (live.price > 0) {
    const [paid] = await db.select({ _id: liveCheckouts._id }).from(liveCheckouts)
      .where(and(eq(liveCheckouts.live_id, live._id), eq(liveCheckouts.user_id, user._id), eq(liveCheckouts.status, 'done'))).limit(1)
    if (!paid) return { allowed: 0, permission: 0, reason: 'payment', price: live.price }
  }
  return granted()
}

function liveOrderNumber(): string {
  return `FL${Date.now()}${crypto.randomInt(0, 1e6).toString().padStart(6, '0')}`
}

const liveOrderDoc = (row: typeof liveCheckouts.$inferSelect) => {
  const { transaction_id: _t, ...rest } = row
  return rest
}

export default async function liveRoutes(app: App, { db, payments, dev, wechat }: Context): Promise<void> {
  /** on_air=1: the lives running now (start ≤ now < end), the home's "live now". */
  const listQuery = strict({ meeting_id: objectId.optional(), _id: objectId.optional(), on_air: boolish.optional(), ...page })

  // SPEC §6: /lives is called without Authorization, so it answers everyone.
  app.get('/lives', { config: { auth: 'public', publicCache: true }, schema: { querystring: listQuery } }, async (request) => {
    const q = request.query
    if (q._id) {
      const rows = await db.select().from(lives).where(eq(lives._id, q._id)).limit(1)
      return ok(rows.map((r) => liveDoc(r)), rows.length)
    }
    const now = nowSeconds()
    const where = and(
      eq(lives.deleted, 0), eq(lives.enable_show, 1), q.meeting_id ? eq(lives.meeting_id, q.meeting_id) : undefined,
      q.on_air ? and(lte(lives.start, now), gt(lives.end, now)) : undefined,
    )
    const total = await countWhere(db, lives, where)
    const rows = await db.select().from(lives).where(where).orderBy(desc(lives.weight), asc(lives.start), asc(lives._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map((r) => liveDoc(r)), total)
  })

  app.get('/lives/count', { config: { auth: 'guest' }, schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const total = await countWhere(db, lives, and(eq(lives.deleted, 0), eq(lives.enable_show, 1), eq(lives.meeting_id, request.query.meeting_id)))
    return ok({ total }, total)
  })

  const idParams = strict({ id: objectId })

  app.get('/lives/:id/permission', { config: { auth: 'guest' }, schema: { params: idParams } }, async (request) => {
    const live = await loadLive(db, request.params.id)
    await allowRead(db, request, live.meeting_id)
    return ok(await livePermission(db, request, live))
  })

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

  const subtitleQuery = { language: language.optional(), since: int(0).optional(), ...page }
  async function subtitles(request: FastifyRequest, liveId: string, q: { language?: 'zh' | 'en' | 'ja' | 'ko'; since?: number; limit?: number; skip?: number }) {
    const live = await loadLive(db, liveId)
    await allowRead(db, request, live.meeting_id)
    const permission = await livePermission(db, request, live)
    if (!permission.allowed) {
      if (permission.reason === 'login') throw new ApiError(401, ErrorCode.LoginRequired, 'login required for this live')
      throw forbidden(`no permission: this live needs ${permission.reason}`)
    }
    const where = and(eq(liveSubtitles.live_id, live._id), q.since !== undefined ? gt(liveSubtitles.offset, q.since) : undefined)
    const total = await countWhere(db, liveSubtitles, where)
    const rows = await db.select().from(liveSubtitles).where(where).orderBy(asc(liveSubtitles.offset), asc(liveSubtitles._id)).limit(q.limit ?? 100).offset(q.skip ?? 0)
    return ok(rows.map((r) => {
      const text = (r.doc as { text?: Record<string, string> }).text ?? {}
      // One language: the translation, else the line as spoken (a line not translated yet still shows).
      const one = q.language ? (text[q.language] || (r.language ? text[r.language] : undefined) || '') : undefined
      return {
        _id: r._id, live_id: r.live_id, offset: r.offset, end: r.end_offset ?? null, spoken: r.language ?? null,
        text: q.language ? one : text,
        ...(q.language ? { language: text[q.language] ? q.language : r.language ?? q.language } : {}),
      }
    }), total)
  }

  // The minutes of an ended live (modules/lives/minutes.ts), written on first ask when the job has not yet: status
  // 'none' (not ended, or nothing was said), 'pending' (being written), 'ready' with summary, key points, decisions, Q&A.
  app.get('/lives/:id/minutes', { config: { auth: 'guest' }, schema: { params: idParams, querystring: strict({ language: language.optional() }) } }, async (request) => {
    const live = await loadLive(db, request.params.id)
    await allowRead(db, request, live.meeting_id)
    const permission = await livePermission(db, request, live)
    if (!permission.allowed) {
      if (permission.reason === 'login') throw new ApiError(401, ErrorCode.LoginRequired, 'login required for this live')
      throw forbidden(`no permission: this live needs ${permission.reason}`)
    }
    let row: MinutesRow | null = null
    try {
      row = await ensureMinutes(db, live._id, nowSeconds())
    } catch (err) {
      request.log.warn({ err }, 'minutes could not be written')
    }
    if (!row) {
      const [pending] = await db.select({ status: liveMinutes.status }).from(liveMinutes).where(eq(liveMinutes.live_id, live._id)).limit(1)
      return ok({ live_id: live._id, status: pending ? 'pending' : 'none' })
    }
    const lang = request.query.language ?? 'en'
    return ok({ live_id: live._id, status: 'ready', source: row.source, created: row.created, ...minutesIn(row, lang) })
  })
  app.get('/lives/:id/subtitles', { config: { auth: 'guest' }, schema: { params: idParams, querystring: strict(subtitleQuery) } },
    (request) => subtitles(request, request.params.id, request.query))
  // SPEC §7 also names them without the live in the path: GET /subtitles?live_id=, GET /chats/count?live_id=.
  app.get('/subtitles', { config: { auth: 'guest' }, schema: { querystring: strict({ live_id: objectId, ...subtitleQuery }) } },
    (request) => subtitles(request, request.query.live_id, request.query))

  async function chatCount(request: FastifyRequest, liveId: string) {
    const live = await loadLive(db, liveId)
    await allowRead(db, request, live.meeting_id)
    const total = await countWhere(db, liveChats, and(eq(liveChats.live_id, live._id), eq(liveChats.deleted, 0)))
    return ok({ total }, total)
  }
  app.get('/lives/:id/chats/count', { config: { auth: 'guest' }, schema: { params: idParams } }, (request) => chatCount(request, request.params.id))
  app.get('/chats/count', { config: { auth: 'guest' }, schema: { querystring: strict({ live_id: objectId }) } }, (request) => chatCount(request, request.query.live_id))


  // Reminder 10 minutes before start and minutes by e-mail after the end (jobs/liveNotices.ts); one's own subscription only.
  app.put('/lives/:id/users/:uid', {
    schema: { params: strict({ id: objectId, uid: objectId }), body: strict({
      remind: flag.optional(),
      // The address the minutes go to after the end; '' withdraws the ask.
      minutes_email: email.or(z.literal('')).optional(),
      // The subscribe-message template the person accepted in the mini-program ('' withdraws it).
      wechat_template: z.string().trim().regex(/^([A-Za-z0-9_-]{8,128})?$/, 'wechat_template must be a WeChat template id').optional(),
    }) },
  }, async (request) => {
    const me = requireUser(request)
    if (request.params.uid !== me._id) throw forbidden('you can only subscribe yourself')
    const live = await loadLive(db, request.params.id)
    const b = request.body
    const minutesEmail = b.minutes_email === undefined ? undefined : b.minutes_email || null
    // Asking only for the minutes is not asking for a reminder.
    const remind = b.remind ?? (b.minutes_email !== undefined ? 0 : 1)
    const [row] = await db.insert(liveUsers).values({ live_id: live._id, user_id: me._id, remind, minutes_email: minutesEmail ?? null, wechat_template: b.wechat_template || null })
      .onConflictDoUpdate({
        target: [liveUsers.live_id, liveUsers.user_id],
        set: { ...(b.remind !== undefined ? { remind: b.remind } : {}), ...(minutesEmail !== undefined ? { minutes_email: minutesEmail } : {}),
          ...(b.wechat_template !== undefined ? { wechat_template: b.wechat_template || null } : {}),
        },
      }).returning()
    return ok(row)
  })

  app.get('/lives/users', { schema: { querystring: strict({ live_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const where = and(eq(liveUsers.user_id, me._id), request.query.live_id ? eq(liveUsers.live_id, request.query.live_id) : undefined)
    const total = await countWhere(db, liveUsers, where)
    const rows = await db.select().from(liveUsers).where(where).orderBy(desc(liveUsers.created)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(rows, total)
  })

  if (dev) {
    // Development: run the notification job now, or as if at `now` (the server also runs it every minute).
    app.post('/dev/jobs/lives', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) =>
      ok(await runLiveJobs(db, request.body?.now ?? nowSeconds(), { wechat })))
    // Development: transcribe running lives now (jobs/liveTranscripts.ts; the server runs it every FU_ASR_INTERVAL_SECONDS).
    app.post('/dev/jobs/asr', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) =>
      ok(await runAsrJobs(db, request.body?.now ?? nowSeconds())))
  }
}
