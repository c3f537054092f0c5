/**
 * GET /wechat/service/qrcodes (SPEC §7 "WeChat", §9 ttl): a sign-in QR code of the service account for the desktop
 * login screen. Development identity only: no WeChat service account is configured, so the ticket is a development
 * code (`dev-qr-<random>`) that POST /tokens/wechat accepts like any `dev-` code; production answers 503.
 */
import crypto from 'node:crypto'
import { ApiError, ErrorCode } from '../lib/errors'
import { nowSeconds } from '../lib/ids'
import { ok, type App, type Context } from '../lib/http'
import { int, strict, z } from '../lib/validation'

/** SPEC §9: QR ttl 2592000 s (30 days) at most. */
export const QR_MAX_TTL_SECONDS = 2592000

export default async function wechatQrRoutes(app: App, { dev }: Context): Promise<void> {
  app.get('/wechat/service/qrcodes', {
    config: { auth: 'public' },
    schema: { querystring: strict({ ttl: int(60, QR_MAX_TTL_SECONDS).optional(), meeting_id: z.string().max(64).optional(), scene: z.string().max(64).optional() }) },
  }, async (request) => {
    if (!dev) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'WeChat service account is not configured on this server')
    const ttl = request.query.ttl ?? QR_MAX_TTL_SECONDS
    const ticket = `dev-qr-${crypto.randomBytes(8).toString('hex')}`
    return ok({ ticket, url: `https://weixin.qq.com/q/${ticket}`, expire_seconds: ttl, expires_at: nowSeconds() + ttl })
  })
}
