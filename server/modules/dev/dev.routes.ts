/** Development-only calls (registered only in dev mode): the outbox, WeChat's OAuth page, and organiser actions the demo needs. */
import crypto from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { activities, invoices, outbox, tickets, users } from '../../db/schema'
import { badRequest, conflict, ErrorCode, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { int, mainlandMobile, objectId, strict, text, z } from '../../lib/validation'
import { invoiceDoc } from '../invoices/invoices.routes'
import { wechatAppId } from '../accounts/wechatCredentials'
import { developmentOAuthCode } from '../../providers/wechat/provider'
import { runWaitlistJobs } from '../waitlist/waitlist'
import { promoteWaitlist } from '../places/places'

/** The cookie by which the stand-in OAuth page knows "who you are" in this browser, as WeChat knows its user. */
const DEV_WECHAT_COOKIE = 'fu_dev_wechat'
const cookieValue = (header: string | undefined, name: string) =>
  header?.split(';').map(part => part.trim().split('=')).find(([key]) => key === name)?.[1]

export default async function devRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/dev/outbox', {
    config: { auth: 'public' },
    schema: { querystring: strict({ to: z.string().trim().toLowerCase().max(254).optional(), limit: int(1, 200).optional() }) },
  }, async (request) => {
    const where = request.query.to ? eq(outbox.to, request.query.to) : undefined
    const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.created), desc(outbox._id)).limit(request.query.limit ?? 20)
    return ok(rows, rows.length)
  })

  // Stands in for WeChat's OAuth page (https://open.weixin.qq.com/connect/oauth2/authorize, GET /wechat/authorizes
  // names it): same parameters; sends the browser back to redirect_uri with `code` and `state` before its #fragment,
  // as WeChat does. Like WeChat's "web authorisation domain" rule, redirect_uri must be on the host asked.
  app.get('/dev/wechat/oauth2/authorize', {
    config: { auth: 'public' },
    schema: {
      querystring: strict({
        appid: wechatAppId,
        redirect_uri: z.string().trim().max(2048).url(),
        response_type: z.literal('code'),
        scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
        state: z.string().regex(/^[A-Za-z0-9_-]{0,128}$/, 'state: letters and digits, up to 128').optional(),
      }),
    },
  }, async (request, reply) => {
    const back = new URL(request.query.redirect_uri)
    if (!/^https?:$/.test(back.protocol) || back.host !== request.host) throw badRequest(ErrorCode.ValidationFailed, 'redirect_uri must be on this site')
    let subject = cookieValue(request.headers.cookie, DEV_WECHAT_COOKIE)
    if (!subject || !/^[0-9a-f]{16}$/.test(subject)) {
      subject = crypto.randomBytes(8).toString('hex')
      reply.header('set-cookie', `${DEV_WECHAT_COOKIE}=${subject}; Path=/fu/api/dev/wechat; Max-Age=31536000; HttpOnly; SameSite=Lax`)
    }
    back.searchParams.set('code', developmentOAuthCode(subject))
    back.searchParams.set('state', request.query.state ?? '')
    reply.header('cache-control', 'no-store')
    return reply.redirect(back.toString(), 302)
  })

  // Organiser processing of invoices: completed only once every ticket of the order has a holder (SPEC §4).
  app.post('/dev/invoices/:id/approve', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices._id, request.params.id)).limit(1)
    if (!invoice) throw notFound('invoice')
    if (invoice.status !== 'processing') throw conflict(ErrorCode.InvoiceNotAllowed, `invoice is ${invoice.status}`)
    const [{ unallocated }] = await db.select({ unallocated: sql<number>`count(*)::int` }).from(tickets)
      .where(and(eq(tickets.checkout_id, invoice.checkout_id), isNull(tickets.name)))
    if (unallocated > 0) throw conflict(ErrorCode.InvoiceNotAllowed, `${unallocated} tickets of this order are not allocated yet`, { unallocated })
    const [row] = await db.update(invoices).set({ status: 'completed' }).where(and(eq(invoices._id, invoice._id), eq(invoices.status, 'processing'))).returning()
    if (!row) throw conflict(ErrorCode.InvoiceNotAllowed, 'invoice changed meanwhile')
    return ok(invoiceDoc(row))
  })

  app.post('/dev/invoices/:id/reject', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({ reason: text(200, 1) }) } }, async (request) => {
    const [row] = await db.update(invoices).set({ status: 'rejected', reject_reason: request.body.reason })
      .where(and(eq(invoices._id, request.params.id), eq(invoices.status, 'processing'))).returning()
    if (!row) throw notFound('invoice in processing')
    return ok(invoiceDoc(row))
  })

  // The organiser changes an activity's capacity (0 = unlimited): places a raise frees go to the waitlist at once.
  app.put('/dev/activities/:id/capacity', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({ max: int(0, 1_000_000) }) } }, async (request) => {
    const held = await db.transaction(async (tx) => {
      const [row] = await tx.update(activities).set({ max: request.body.max }).where(eq(activities._id, request.params.id)).returning({ _id: activities._id })
      if (!row) throw notFound('activity')
      return promoteWaitlist(tx, row._id)
    })
    return ok({ _id: request.params.id, max: request.body.max, held: held.length })
  })

  // The organiser sets how long before the start a paid registration may still be refunded (modules/orders/refund.ts).
  app.put('/dev/activities/:id/refund-rule', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({ refund_hours_before: int(0, 24 * 366) }) } }, async (request) => {
    const [row] = await db.update(activities).set({ refund_hours_before: request.body.refund_hours_before }).where(eq(activities._id, request.params.id)).returning({ _id: activities._id })
    if (!row) throw notFound('activity')
    return ok({ _id: row._id, refund_hours_before: request.body.refund_hours_before })
  })

  // The platform gives an account its global roles (e.g. `organizer`: it may create meetings and duplicate templates).
  app.put('/dev/users/roles', {
    config: { auth: 'public' },
    schema: { body: strict({ phone: mainlandMobile, roles: z.array(z.enum(['organizer', 'exhibitor', 'agent', 'reception_staff', 'speaker'])).max(5) }) },
  }, async (request) => {
    const [row] = await db.update(users).set({ roles: [...new Set(request.body.roles)] }).where(eq(users.phone, request.body.phone)).returning({ _id: users._id, roles: users.roles })
    if (!row) throw notFound('user')
    return ok(row)
  })

  // Runs the waitlist's per-minute job at once (expired holds pass on; free places go to people waiting), at `now` if given.
  app.post('/dev/jobs/waitlist', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) => {
    return ok(await runWaitlistJobs(db, request.body?.now))
  })
}
