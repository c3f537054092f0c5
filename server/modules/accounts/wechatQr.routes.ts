/**
 * Desktop WeChat QR sign-in. GET /wechat/service/qrcodes (SPEC §7 "WeChat", §9 ttl) gives a code of the service
 * account with a `poll_key` only the asking desktop gets; POST /wechat/service/qrcodes/poll (this server's own call)
 * reports waiting → scanned → confirmed (a token, once) or bind_phone (the WeChat code for /bind, once), or expired.
 * No WeChat service account is configured here: the codes are development tickets and
 * POST /dev/wechat/qrcodes/{ticket}/scan (development only) stands in for WeChat's scan event push. Production
 * answers 503 until a real service account and its event callback are wired to modules/accounts/wechatQrLogins.ts.
 */
import type { FastifyRequest } from 'fastify'
import type { QrLoginState, ServiceQrCode } from '../../../types/api'
import { issueToken } from '../../http/auth'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { claimOutcome, createQrLogin, expireNow, findForPoller, recordScan } from './wechatQrLogins'
import { flag, int, strict, z } from '../../lib/validation'

/** SPEC §9: QR ttl 2592000 s (30 days) at most. */
export const QR_MAX_TTL_SECONDS = 2592000

const ticket = z.string().regex(/^dev-qr-[0-9a-f]{16}$/, 'unknown QR ticket')
const devWechatCode = z.string().trim().regex(/^dev-[A-Za-z0-9_.@-]{1,64}$/, 'development WeChat codes look like dev-<subject>')

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) || undefined
}

export default async function wechatQrRoutes(app: App, { db, dev }: Context, rateMax: number): Promise<void> {
  const requireProvider = () => {
    if (!dev) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'WeChat service account is not configured on this server')
  }

  // Each code is a row: limited per IP like the other sign-in calls (FU_AUTH_RATE_LIMIT). The poll is not (every 2 s).
  app.get('/wechat/service/qrcodes', {
    config: { auth: 'public', rateLimit: { max: rateMax, timeWindow: '1 minute' } },
    schema: { querystring: strict({ ttl: int(60, QR_MAX_TTL_SECONDS).optional(), meeting_id: z.string().max(64).optional(), scene: z.string().max(64).optional() }) },
  }, async (request) => {
    requireProvider()
    const ttl = request.query.ttl ?? QR_MAX_TTL_SECONDS
    const created = await createQrLogin(db, ttl, request.query.meeting_id)
    const answer: ServiceQrCode = {
      ticket: created.ticket,
      url: `https://weixin.qq.com/q/${created.ticket}`,
      expire_seconds: ttl,
      expires_at: created.expiresAt,
      poll_key: created.pollKey,
    }
    return ok(answer)
  })

  // POST so that the poll key stays out of URLs and access logs.
  app.post('/wechat/service/qrcodes/poll', {
    config: { auth: 'public' },
    schema: { body: strict({ ticket, poll_key: z.string().min(16).max(64) }) },
  }, async (request) => {
    requireProvider()
    const row = await findForPoller(db, request.body.ticket, request.body.poll_key)
    if (!row) throw new ApiError(404, ErrorCode.NotFound, 'QR code not found')
    const settled = row.status === 'confirmed' || row.status === 'bind_phone'
    if (row.expires_at <= nowSeconds() && row.status !== 'used') return ok<QrLoginState>({ status: 'expired' })
    if (!settled) return ok<QrLoginState>({ status: row.status as 'waiting' | 'scanned' | 'used' })
    const claimed = await claimOutcome(db, row.ticket)
    // Another poll claimed it between the read and the update.
    if (!claimed) return ok<QrLoginState>({ status: 'used' })
    if (claimed.user_id) {
      const token = await issueToken(db, claimed.user_id, header(request, 'device-id'), header(request, 'client-id'))
      return ok<QrLoginState>({ status: 'confirmed', token, user_id: claimed.user_id })
    }
    return ok<QrLoginState>({ status: 'bind_phone', code: claimed.wechat_code! })
  })

  if (dev) {
    // Stands in for WeChat's scan event (a real deployment receives it on the service account's callback URL).
    app.post('/dev/wechat/qrcodes/:ticket/scan', {
      config: { auth: 'public' },
      schema: { params: strict({ ticket }), body: strict({ code: devWechatCode, confirm: flag.optional() }) },
    }, async (request) => {
      const row = await recordScan(db, request.params.ticket, request.body.code, request.body.confirm !== 0)
      return ok({ status: row.status })
    })

    // Lets the demo and the tests see an expired code without waiting for its ttl.
    app.post('/dev/wechat/qrcodes/:ticket/expire', { config: { auth: 'public' }, schema: { params: strict({ ticket }), body: strict({}).optional() } }, async (request) => {
      const row = await expireNow(db, request.params.ticket)
      return ok({ status: row.status, expired: 1 })
    })
  }
}
