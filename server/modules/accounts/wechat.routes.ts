/**
 * The WeChat calls of SPEC §7 ("WeChat"), answered through the context's WeChat provider (providers/wechat/provider.ts: the
 * real client of providers/wechat/client.ts with FU_WECHAT_*, else the development stand-in; none in production → 503).
 * The QR sign-in lives in wechatQr.ts.
 *
 * - POST /wechat/securities: content check with the server's own sensitive-word lists (modules/moderation/sensitive.ts; works in
 *   production too), then, with a real WeChat client and the person's openid in the mini-program, WeChat's own
 *   msgSecCheck (v2): `{ pass: 1 }` or 400 / 4300 with the category.
 * - POST /wechat/service/jssdk { url, app_id }: the JS-SDK config (appId, timestamp, nonceStr, signature).
 * - GET /wechat/authorizes (meeting_id): the meeting's authorised official accounts, first one used, each with the
 *   `authorize_url` of the OAuth page the WeChat browser is sent to (WeChat's own in production; in development the
 *   stand-in GET /dev/wechat/oauth2/authorize of dev.ts, which answers with a `dev-<subject>` code).
 *   POST /wechat/authorizes { code, app_id? }: an OAuth code (or, without app_id, a mini-program wx.login code) → the person's openid for that app, kept with the account
 *   (`wechat_credentials`, what WeChat Pay needs: the WeChat browser's, and the mini-program's for a person who signed
 *   in by phone in its web-view, bound by the bridge page). A WeChat person another account holds → 409 / 4265.
 * - POST /wechat/openid { code, app_id }: a code → its openid, nothing stored.
 * - POST /wechat/service/user, GET /wechat/service/follow: whether the person follows the official account.
 * - POST /wechat/mini/urlschemes { path, query? }: a link that opens a mini-program page from outside WeChat.
 * - GET /wechat/service/wechat/card/api/ticket (app_id): the card api_ticket.
 */
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { meetings, users } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ok, type App, type Context } from '../../http/http'
import { rejectSensitive } from '../moderation/sensitive'
import { WECHAT_LABELS } from '../moderation/wechatTextCheck'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { exchangeWechatCode } from './wechatCodes'
import { keepWechatCredential, wechatAppId as appId, wechatOpenid, wechatPersonTakenByOther, type WechatCredential as Credential } from './wechatCredentials'
import { DEV_AUTHORIZE_PATH, jssdkSignature, requireWechat, WECHAT_AUTHORIZE_URL } from '../../providers/wechat/provider'
import { int, objectId, strict, text, z } from '../../lib/validation'

const wechatCode = z.string().trim().min(1).max(128)
/** The page being signed: an absolute http(s) address; WeChat signs it without its #fragment. */
const pageUrl = z.string().trim().max(2048).url().refine(u => /^https?:\/\//i.test(u), 'url must be http(s)')
/** A mini-program page path (pages/…), as the mini-program declares it. */
const miniPath = z.string().trim().regex(/^\/?pages\/[A-Za-z0-9_/-]{1,200}$/, 'path must be a mini-program page (pages/…)')

export default async function wechatRoutes(app: App, { db, wechat: provider }: Context): Promise<void> {
  // The stand-in's OAuth page goes with the stand-in; the real client sends the WeChat browser to WeChat's.
  const authorizeUrl = provider?.kind === 'development' ? DEV_AUTHORIZE_PATH : WECHAT_AUTHORIZE_URL

  app.post('/wechat/securities', {
    schema: { body: strict({ content: text(20000, 1), title: text(200).optional(), scene: int(1, 4).optional(), openid: z.string().max(64).optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    rejectSensitive({ title: request.body.title, content: request.body.content })
    if (provider?.kind === 'wechat' && provider.defaultAppId) {
      // WeChat checks only people who used the mini-program lately: its openid there, if the account has one.
      const openid = await wechatOpenid(db, me._id, provider.defaultAppId)
      if (openid) {
        const scene = (request.body.scene ?? 2) as 1 | 2 | 3 | 4
        const verdict = await provider.checkText({ content: request.body.content, title: request.body.title, openid, scene })
        if (verdict.suggest !== 'pass') {
          throw new ApiError(400, ErrorCode.SensitiveContent, 'sensitive content', { category: WECHAT_LABELS[verdict.label] ?? 'harmful', field: 'content', source: 'wechat' })
        }
      }
    }
    return ok({ pass: 1 })
  })

  app.post('/wechat/service/jssdk', {
    config: { auth: 'public' },
    schema: { body: strict({ url: pageUrl, app_id: appId }) },
  }, async (request) => {
    const wechat = requireWechat(provider)
    const url = request.body.url.split('#')[0]
    const ticket = await wechat.jsapiTicket(request.body.app_id)
    const timestamp = Math.floor(Date.now() / 1000)
    const nonceStr = crypto.randomBytes(8).toString('hex')
    return ok({ appId: request.body.app_id, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) })
  })

  app.get('/wechat/authorizes', {
    config: { auth: 'public' },
    schema: { querystring: strict({ meeting_id: objectId }) },
  }, async (request) => {
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, request.query.meeting_id)).limit(1)
    if (!meeting) throw notFound('meeting')
    const authorized = (meeting.doc as { wechat_authorize?: { authorizer_appid?: string } }).wechat_authorize?.authorizer_appid
    const list = authorized ? [{ authorizer_appid: authorized, meeting_id: request.query.meeting_id, scope: 'snsapi_userinfo', authorize_url: authorizeUrl }] : []
    return ok(list, list.length)
  })

  app.post('/wechat/authorizes', {
    // Without app_id: the mini-program's (a wx.login code of the bridge page).
    schema: { body: strict({ code: wechatCode, app_id: appId.optional(), state: z.string().max(128).optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const wechat = requireWechat(provider)
    const app = request.body.app_id ?? wechat.defaultAppId
    if (!app) throw new ApiError(400, ErrorCode.ValidationFailed, 'app_id is required (no mini-program is configured)')
    const { openid, subject } = await exchangeWechatCode(db, wechat, app, request.body.code)
    const credential: Credential = { app_id: app, open_id: openid }
    // Only the signed-in person is bound, and never to a WeChat person another account already holds.
    if (await wechatPersonTakenByOther(db, me._id, credential, subject)) {
      throw new ApiError(409, ErrorCode.WechatOpenidTaken, 'this WeChat account belongs to another account: sign in with that account, or use another WeChat', { app_id: app })
    }
    await keepWechatCredential(db, me._id, credential)
    return ok(credential)
  })

  app.post('/wechat/openid', {
    config: { auth: 'public' },
    schema: { body: strict({ code: wechatCode, app_id: appId }) },
  }, async (request) => {
    const { openid } = await exchangeWechatCode(db, requireWechat(provider), request.body.app_id, request.body.code)
    return ok({ openid, app_id: request.body.app_id })
  })

  /** The development answer to "does this person follow the account": they authorised it (POST /wechat/authorizes). */
  async function followState(userId: string, app: string) {
    requireWechat(provider)
    const [row] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, userId)).limit(1)
    const credential = ((row?.doc as { wechat_credentials?: Credential[] }).wechat_credentials ?? []).find(c => c.app_id === app)
    return { app_id: app, openid: credential?.open_id ?? null, subscribe: credential ? 1 : 0 }
  }

  app.post('/wechat/service/user', { schema: { body: strict({ app_id: appId }) } }, async (request) => {
    return ok(await followState(requireUser(request)._id, request.body.app_id))
  })

  app.get('/wechat/service/follow', { schema: { querystring: strict({ app_id: appId }) } }, async (request) => {
    const { subscribe, app_id } = await followState(requireUser(request)._id, request.query.app_id)
    return ok({ app_id, subscribe })
  })

  app.post('/wechat/mini/urlschemes', {
    config: { auth: 'public' },
    schema: { body: strict({ path: miniPath, query: z.string().max(512).optional(), env_version: z.enum(['release', 'trial', 'develop']).optional() }) },
  }, async (request) => {
    const scheme = await requireWechat(provider).urlScheme(request.body.path.replace(/^\//, ''), request.body.query ?? '', request.body.env_version)
    return ok(scheme)
  })

  app.get('/wechat/service/wechat/card/api/ticket', { schema: { querystring: strict({ app_id: appId }) } }, async (request) => {
    requireUser(request)
    const ticket = await requireWechat(provider).cardApiTicket(request.query.app_id)
    return ok({ app_id: request.query.app_id, ticket, expires_in: 7200 })
  })
}
