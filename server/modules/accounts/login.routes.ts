/**
 * Sign-in by code (SPEC §7 "Login/codes"): verification codes by SMS and e-mail, tokens by phone, e-mail and signed
 * phone. WeChat, Google and Facebook: identity.routes.ts; sign-out and the web-view's sign-in tickets:
 * sessions.routes.ts.
 */
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { emailBlacklist } from '../../db/schema'
import { issueToken } from '../../http/auth'
import { sendCode, verifyCode } from './codes'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { findOrCreateUser } from './users'
import { email, int, language, phone, requestOf, strict, z } from '../../lib/validation'
import { checkMainland, code, deviceOf, phoneWithArea, SIGN_WINDOW_SECONDS } from './loginRules'
import type { EmailLoginRequest, PhoneCodeRequest, PhoneLoginRequest } from '../../../types/api'

export function phoneLoginSignature(secret: string, phoneNumber: string, timestamp: number): string {
  return crypto.createHmac('sha256', secret).update(`${phoneNumber}.${timestamp}`).digest('hex')
}

export default async function loginRoutes(app: App, { db, signSecret }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }
  const device = deviceOf

  app.post('/texts/code/v2', { config: limited, schema: { body: requestOf<PhoneCodeRequest>()(strict({ ...phoneWithArea, language: language.optional(), scene: z.string().max(40).optional() })) } }, async (request) => {
    checkMainland(request.body)
    await sendCode(db, 'sms', request.body.phone, request.body.language)
    return ok({ sent: 1 })
  })

  app.post('/mails/code/v2', { config: limited, schema: { body: strict({ email, language: language.optional(), scene: z.string().max(40).optional() }) } }, async (request) => {
    const [blocked] = await db.select().from(emailBlacklist).where(eq(emailBlacklist.email, request.body.email)).limit(1)
    if (blocked) throw badRequest(ErrorCode.EmailBlacklisted, 'this e-mail address is blacklisted')
    await sendCode(db, 'mail', request.body.email, request.body.language)
    return ok({ sent: 1 })
  })

  app.get('/texts/phone/:phone/code/:code', { config: limited, schema: { params: strict({ phone, code }) } }, async (request) => {
    await verifyCode(db, 'sms', request.params.phone, request.params.code, false)
    return ok({ valid: 1 })
  })

  app.get('/mails/:email/code/:code', { config: limited, schema: { params: strict({ email, code }) } }, async (request) => {
    await verifyCode(db, 'mail', request.params.email, request.params.code, false)
    return ok({ valid: 1 })
  })

  app.post('/tokens/phone', { config: limited, schema: { body: requestOf<PhoneLoginRequest>()(strict({ ...phoneWithArea, code })) } }, async (request) => {
    const area = checkMainland(request.body)
    // Outside the transaction: a wrong guess must be counted even though the login fails.
    await verifyCode(db, 'sms', request.body.phone, request.body.code, true)
    const result = await db.transaction(async (tx) => {
      const user = await findOrCreateUser(tx, { phone: request.body.phone, area_code: area })
      const { deviceId, clientId } = device(request)
      return { token: await issueToken(tx, user._id, deviceId, clientId), user_id: user._id }
    })
    return ok(result)
  })

  app.post('/tokens/email', { config: limited, schema: { body: requestOf<EmailLoginRequest>()(strict({ email, code })) } }, async (request) => {
    await verifyCode(db, 'mail', request.body.email, request.body.code, true)
    const result = await db.transaction(async (tx) => {
      const user = await findOrCreateUser(tx, { email: request.body.email })
      const { deviceId, clientId } = device(request)
      return { token: await issueToken(tx, user._id, deviceId, clientId), user_id: user._id }
    })
    return ok(result)
  })

  // Trusted partners sign (phone, timestamp) with the shared secret: sign = hex(HMAC-SHA256(secret, `${phone}.${timestamp}`)).
  app.post('/tokens/phone/v2', { config: limited, schema: { body: strict({ ...phoneWithArea, timestamp: int(0), sign: z.string().regex(/^[0-9a-f]{64}$/, 'sign must be 64 hex digits') }) } }, async (request) => {
    const { phone: phoneNumber, timestamp, sign } = request.body
    const area = checkMainland(request.body)
    const seconds = timestamp > 1e12 ? Math.floor(timestamp / 1000) : timestamp
    const expected = phoneLoginSignature(signSecret, phoneNumber, timestamp)
    const fresh = Math.abs(nowSeconds() - seconds) <= SIGN_WINDOW_SECONDS
    if (!fresh || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sign))) {
      throw new ApiError(403, ErrorCode.SignatureInvalid, 'signature invalid or expired')
    }
    const user = await findOrCreateUser(db, { phone: phoneNumber, area_code: area })
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })
}
