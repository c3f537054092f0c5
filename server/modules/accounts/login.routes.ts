/**
 * Login (SPEC §7 "Login/codes"): verification codes by SMS and e-mail, tokens by phone, e-mail, signed phone,
 * WeChat through the WeChat provider (the real client with FU_WECHAT_*, else the development stand-in's `dev-<subject>`
 * codes), Google through its ID tokens (providers/google: the real verifier with FU_GOOGLE_CLIENT_IDS, else the
 * development stand-in), Facebook through its access tokens (providers/facebook: the Graph API with FU_FACEBOOK_APP_ID,
 * else the development stand-in); the web-view's one-time sign-in tickets.
 */
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { emailBlacklist, userIdentities, users } from '../../db/schema'
import { bearerToken, endAllSessions, endSession, issueToken, requireUser } from '../../http/auth'
import { sendCode, verifyCode } from './codes'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { adoptRegistrationName, findOrCreateUser } from './users'
import { expireSigninTicket, issueSigninTicket, redeemSigninTicket } from './signinTickets'
import { exchangeWechatCode, forgetCode, keepForBinding } from './wechatCodes'
import { keepWechatCredential, wechatAppId } from './wechatCredentials'
import { requireWechat } from '../../providers/wechat/provider'
import { requireGoogle } from '../../providers/google/provider'
import { requireFacebook } from '../../providers/facebook/provider'
import { areaCode, email, int, language, mainlandMobile, phone, strict, z } from '../../lib/validation'

const code = z.string().trim().regex(/^\d{4,8}$/, 'code must be 4 to 8 digits')
/** Mainland numbers (area code 86, the default) must be mobile numbers (SPEC §5). */
const phoneWithArea = { phone, area_code: areaCode.optional() }
const SIGN_WINDOW_SECONDS = 300
/** A WeChat login code (wx.login, web OAuth) or the phone-number button's code; the stand-in's are dev-<subject>. */
const wechatLoginCode = z.string().trim().regex(/^[A-Za-z0-9_.@-]{1,128}$/, 'invalid WeChat code')
const devSubject = z.string().trim().regex(/^dev-[A-Za-z0-9_.@-]{1,64}$/, 'development provider codes look like dev-<subject>')

function checkMainland(body: { phone: string; area_code?: string }): string {
  const area = (body.area_code ?? '86').replace(/^\+/, '')
  if (area === '86' && !mainlandMobile.safeParse(body.phone).success) throw badRequest(ErrorCode.ValidationFailed, 'invalid mainland China mobile number')
  return area
}

export function phoneLoginSignature(secret: string, phoneNumber: string, timestamp: number): string {
  return crypto.createHmac('sha256', secret).update(`${phoneNumber}.${timestamp}`).digest('hex')
}

export default async function loginRoutes(app: App, { db, dev, signSecret, wechat: provider, google, facebook }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }
  const device = (request: FastifyRequest) => ({
    deviceId: headerValue(request.headers['device-id']),
    clientId: headerValue(request.headers['client-id']),
  })

  app.post('/texts/code/v2', { config: limited, schema: { body: strict({ ...phoneWithArea, language: language.optional(), scene: z.string().max(40).optional() }) } }, async (request) => {
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

  app.post('/tokens/phone', { config: limited, schema: { body: strict({ ...phoneWithArea, code }) } }, async (request) => {
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

  app.post('/tokens/email', { config: limited, schema: { body: strict({ email, code }) } }, async (request) => {
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

  async function identityUser(provider: string, subject: string) {
    const [row] = await db.select({ user: users }).from(userIdentities).innerJoin(users, eq(users._id, userIdentities.user_id))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject))).limit(1)
    return row?.user
  }

  // WeChat: an identity must be bound to a phone; without one → 4260 and the client binds one: the mini-program's
  // phone-number button (`phone_code`, exchanged through WeChat's getuserphonenumber: WeChat verified the number) or
  // phone + SMS code. The code is exchanged through the provider (code-to-session for the mini-program, web OAuth for
  // an official account's `app_id`); on 4260 its identity is kept 5 minutes, so the binding retry with the same code
  // does not spend it twice, and forgotten once a token is issued.
  // The person's openid in that app is kept with the account (`wechat_credentials`, for WeChat Pay).
  app.post('/tokens/wechat', {
    config: limited,
    schema: {
      body: strict({
        code: wechatLoginCode, app_id: wechatAppId.optional(), phone: phone.optional(), area_code: areaCode.optional(), verify_code: code.optional(),
        phone_code: wechatLoginCode.optional(),
      }),
    },
  }, async (request) => {
    const wechat = requireWechat(provider)
    const { code: providerCode, phone: phoneNumber, verify_code, phone_code } = request.body
    const identity = await exchangeWechatCode(db, wechat, request.body.app_id, providerCode)
    let user = await identityUser('wechat', identity.subject)
    if (!user?.phone) {
      let bind: { phone: string; area_code: string }
      if (phone_code) {
        bind = await wechat.phoneNumber(phone_code)
      } else {
        if (!phoneNumber || !verify_code) {
          await keepForBinding(db, wechat, request.body.app_id, providerCode, identity)
          throw new ApiError(400, ErrorCode.WechatLoginNeedsBinding, 'bind a phone number to this WeChat account first', { provider: 'wechat' })
        }
        const area = checkMainland({ phone: phoneNumber, area_code: request.body.area_code })
        await verifyCode(db, 'sms', phoneNumber, verify_code, true)
        bind = { phone: phoneNumber, area_code: area }
      }
      user = await db.transaction(async (tx) => {
        const bound = await findOrCreateUser(tx, bind)
        await tx.insert(userIdentities).values({ provider: 'wechat', subject: identity.subject, user_id: bound._id })
          .onConflictDoUpdate({ target: [userIdentities.provider, userIdentities.subject], set: { user_id: bound._id } })
        return bound
      })
    }
    await forgetCode(db, wechat, request.body.app_id, providerCode)
    const appId = request.body.app_id ?? wechat.defaultAppId
    if (appId) await keepWechatCredential(db, user._id, { app_id: appId, open_id: identity.openid })
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })

  // Sign-out (issue 26 F4): the session ends on the server, not only in the client's storage. A DELETE drops the
  // cached tokens of this instance before it answers (http/publicCache.ts); other instances hear it from the database.
  app.delete('/tokens/current', async (request) => {
    const me = requireUser(request)
    return ok({ ended: await endSession(db, me._id, bearerToken(request)!) })
  })

  // "Sign out everywhere": every device of the person, the caller's included.
  app.delete('/tokens', async (request) => {
    const me = requireUser(request)
    return ok({ ended: await endAllSessions(db, me._id) })
  })

  // The web-view sign-in (modules/accounts/signinTickets.ts): the bridge page, signed in natively, asks for a one-time ticket …
  app.post('/signin/tickets', { config: { rateLimit: { max: rateMax, timeWindow: '1 minute' } } }, async (request) => {
    const me = requireUser(request)
    return ok(await issueSigninTicket(db, me._id))
  })

  // … which H5 in the web-view exchanges, once and within 60 s, for its own session (in the body, never in a URL).
  app.post('/tokens/signin-ticket', {
    config: limited,
    schema: { body: strict({ ticket: z.string().trim().regex(/^[A-Za-z0-9_-]{20,128}$/, 'ticket must be the one the mini-program gave') }) },
  }, async (request) => {
    const userId = await redeemSigninTicket(db, request.body.ticket)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, userId, deviceId, clientId), user_id: userId })
  })

  if (dev) {
    // Development: a ticket's expiry moved to now, for tests and demos of the "expired" answer.
    app.post('/dev/signin/tickets/expire', { config: { auth: 'public' }, schema: { body: strict({ ticket: z.string().max(128) }) } }, async (request) => {
      if (!(await expireSigninTicket(db, request.body.ticket))) throw badRequest(ErrorCode.ValidationFailed, 'no such ticket')
      return ok({ expired: 1 })
    })
  }

  /**
   * The account of a provider's person: the one bound to the subject, else the one of the e-mail address (the
   * provider verified it; a new account when none has it), bound from now on. A name the provider gives becomes the
   * display name of an account without one.
   */
  async function identityAccount(provider: string, identity: { subject: string; email: string; name?: string }) {
    const known = await identityUser(provider, identity.subject)
    if (known) return known
    return db.transaction(async (tx) => {
      const created = await findOrCreateUser(tx, { email: identity.email })
      await tx.insert(userIdentities).values({ provider, subject: identity.subject, user_id: created._id }).onConflictDoNothing()
      await adoptRegistrationName(tx, created._id, identity.name)
      return created
    })
  }

  // Google: the ID token Google Identity Services gave the page (providers/google), or the stand-in's dev-<subject>.
  app.post('/tokens/google', {
    config: limited,
    schema: { body: strict({ id_token: z.string().trim().min(1).max(8192).optional(), access_token: devSubject.optional(), email: email.optional() }) },
  }, async (request) => {
    const identity = await requireGoogle(google).identify(request.body)
    const user = await identityAccount('google', identity)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })

  app.post('/tokens/facebook', {
    config: limited,
    schema: { body: strict({ access_token: z.string().trim().min(1).max(4096).optional(), id_token: devSubject.optional(), email: email.optional() }) },
  }, async (request) => {
    const identity = await requireFacebook(facebook).identify(request.body)
    const user = await identityAccount('facebook', identity)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
