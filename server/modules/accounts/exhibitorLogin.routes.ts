/**
 * Login/codes calls besides login.ts (SPEC §7):
 *   POST /tokens/exhibitor { phone, area_code?, code } or { email, code }: signs in an exhibitor account (one bound to an
 *        enterprise) with a verification code → { token, user_id, enterprise_id }; other accounts → 403
 *   GET  /texts?phone= : the code countdown after a reload → { resend_in, expires_in } in seconds (0 = may ask now / no live code);
 *        never the code itself
 */
import { and, desc, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { enterprises, users, verificationCodes } from '../../db/schema'
import { issueToken } from '../../http/auth'
import { RESEND_SECONDS, verifyCode } from './codes'
import { badRequest, ErrorCode, forbidden } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { areaCode, email, phone, strict, z } from '../../lib/validation'

const code = z.string().trim().regex(/^\d{4,8}$/, 'code must be 4 to 8 digits')

export default async function exhibitorLoginRoutes(app: App, { db }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }

  app.post('/tokens/exhibitor', {
    config: limited,
    schema: { body: strict({ phone: phone.optional(), area_code: areaCode.optional(), email: email.optional(), code }) },
  }, async (request) => {
    const b = request.body
    if (Boolean(b.phone) === Boolean(b.email)) throw badRequest(ErrorCode.ValidationFailed, 'send a phone or an e-mail address')
    // Outside any transaction: a wrong guess is counted even though the login fails.
    await verifyCode(db, b.phone ? 'sms' : 'mail', (b.phone ?? b.email)!, b.code, true)
    const [user] = await db.select({ _id: users._id }).from(users)
      .where(and(b.phone ? eq(users.phone, b.phone) : eq(users.email, b.email!), eq(users.deleted, 0))).limit(1)
    const [enterprise] = user
      ? await db.select({ _id: enterprises._id }).from(enterprises).where(and(eq(enterprises.user_id, user._id), eq(enterprises.deleted, 0))).limit(1)
      : []
    if (!user || !enterprise) throw forbidden('not an exhibitor account: bind an enterprise first')
    const token = await issueToken(db, user._id, header(request, 'device-id'), header(request, 'client-id'))
    return ok({ token, user_id: user._id, enterprise_id: enterprise._id })
  })

  app.get('/texts', { config: limited, schema: { querystring: strict({ phone, area_code: areaCode.optional() }) } }, async (request) => {
    const now = nowSeconds()
    const [latest] = await db.select({ created: verificationCodes.created, expires: verificationCodes.expires }).from(verificationCodes)
      .where(and(eq(verificationCodes.channel, 'sms'), eq(verificationCodes.target, request.query.phone), eq(verificationCodes.used, 0), gt(verificationCodes.expires, now)))
      .orderBy(desc(verificationCodes.created)).limit(1)
    if (!latest) return ok({ phone: request.query.phone, resend_in: 0, expires_in: 0 })
    return ok({ phone: request.query.phone, resend_in: Math.max(0, latest.created + RESEND_SECONDS - now), expires_in: latest.expires - now })
  })
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}

