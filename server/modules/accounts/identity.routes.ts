/**
 * Sign-in through an identity provider: WeChat through the WeChat provider (the real client with FU_WECHAT_*, else the
 * development stand-in's `dev-<subject>` codes), Google through its ID tokens (providers/google: the real verifier
 * with FU_GOOGLE_CLIENT_IDS, else the development stand-in), Facebook through its access tokens (providers/facebook:
 * the Graph API with FU_FACEBOOK_APP_ID, else the development stand-in).
 */
import { userIdentities } from '../../db/schema'
import { issueToken } from '../../http/auth'
import { ok, type App, type Context } from '../../http/http'
import { adoptRegistrationName, findOrCreateUser } from './users'
import { wechatAppId } from './wechatCredentials'
import { signInWithWechat } from './wechatSignIn'
import { requireWechat } from '../../providers/wechat/provider'
import { requireGoogle } from '../../providers/google/provider'
import { requireFacebook } from '../../providers/facebook/provider'
import { areaCode, email, phone, requestOf, strict, z } from '../../lib/validation'
import { code, devSubject, deviceOf, identityUser, wechatLoginCode } from './loginRules'
import type { SocialLoginRequest, WechatLoginRequest } from '../../../types/api'

export default async function identityRoutes(app: App, { db, wechat: provider, google, facebook }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }
  const device = deviceOf

  // WeChat: the code is exchanged through the provider (code-to-session for the mini-program, web OAuth for an
  // official account's `app_id`); without a bound phone → 4260 and the client binds one (wechatSignIn.ts).
  app.post('/tokens/wechat', {
    config: limited,
    schema: {
      body: requestOf<WechatLoginRequest>()(strict({
        code: wechatLoginCode, app_id: wechatAppId.optional(), phone: phone.optional(), area_code: areaCode.optional(), verify_code: code.optional(),
        phone_code: wechatLoginCode.optional(),
      })),
    },
  }, async (request) => {
    const user = await signInWithWechat(db, requireWechat(provider), request.body.app_id, request.body)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })

  /**
   * The account of a provider's person: the one bound to the subject, else the one of the e-mail address (the
   * provider verified it; a new account when none has it), bound from now on. A name the provider gives becomes the
   * display name of an account without one.
   */
  async function identityAccount(provider: string, identity: { subject: string; email: string; name?: string }) {
    const known = await identityUser(db, provider, identity.subject)
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
    schema: { body: requestOf<SocialLoginRequest>()(strict({ id_token: z.string().trim().min(1).max(8192).optional(), access_token: devSubject.optional(), email: email.optional() })) },
  }, async (request) => {
    const identity = await requireGoogle(google).identify(request.body)
    const user = await identityAccount('google', identity)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })

  app.post('/tokens/facebook', {
    config: limited,
    schema: { body: requestOf<SocialLoginRequest>()(strict({ access_token: z.string().trim().min(1).max(4096).optional(), id_token: devSubject.optional(), email: email.optional() })) },
  }, async (request) => {
    const identity = await requireFacebook(facebook).identify(request.body)
    const user = await identityAccount('facebook', identity)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id })
  })
}
