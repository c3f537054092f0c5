/**
 * The desktop WeChat sign-in through the Open Platform's website application (FU_WECHAT_WEB_APPID):
 * - POST /wechat/web/authorize { redirect } → { authorize_url, state }: WeChat's QR page (connect/qrconnect,
 *   snsapi_login) coming back to our H5 login page with `?code=&state=`; `redirect` (one of our own routes) is kept
 *   with the state, which lives 10 minutes (wechatWebStates.ts).
 * - POST /tokens/wechat/web { code, state, phone?, area_code?, verify_code? } → { token, user_id, redirect }: the
 *   state checked (4267), the code exchanged (sns/oauth2/access_token + sns/userinfo), then signed in or 4260 exactly
 *   as POST /tokens/wechat (wechatSignIn.ts), its `data` naming `app_id` and `redirect`; the binding retry brings the
 *   same code and state here, or the code with that `app_id` to POST /tokens/wechat (the /bind page).
 * No website application configured → 503 / 4261 (development too: its desktop sign-in is the QR stand-in).
 */
import { isSafeRedirect } from '@core/links'
import { issueToken } from '../../http/auth'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import type { WechatProvider } from '../../providers/wechat/provider'
import { areaCode, phone, strict, z } from '../../lib/validation'
import { code as smsCode, deviceOf, wechatLoginCode } from './loginRules'
import { signInWithWechat } from './wechatSignIn'
import { createWechatWebState, expireWechatWebState, finishWechatWebState, takeWechatWebState } from './wechatWebStates'

/** WeChat's QR sign-in page of a website application. */
export const WECHAT_QRCONNECT_URL = 'https://open.weixin.qq.com/connect/qrconnect'

const redirect = z.string().trim().max(1024).refine(isSafeRedirect, 'redirect must be one of our own routes (/…)')
const state = z.string().trim().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid WeChat sign-in state')

export default async function wechatWebRoutes(app: App, { db, dev, wechat: provider }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }

  const requireWebApp = (): { wechat: WechatProvider; appId: string } => {
    if (!provider?.webAppId) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'WeChat website sign-in is not configured on this server (FU_WECHAT_WEB_APPID)')
    return { wechat: provider, appId: provider.webAppId }
  }

  app.post('/wechat/web/authorize', { config: limited, schema: { body: strict({ redirect }) } }, async (request) => {
    const { appId } = requireWebApp()
    const created = await createWechatWebState(db, request.body.redirect)
    // WeChat sends the browser back with ?code=&state= before the #route (FU_SITE_URL, else this request's site).
    const site = (process.env.FU_SITE_URL?.trim() || `${request.protocol}://${request.host}`).replace(/\/+$/, '')
    // WeChat reads its parameters in this order and wants the #wechat_redirect marker.
    const query = new URLSearchParams({ appid: appId, redirect_uri: `${site}/#/login`, response_type: 'code', scope: 'snsapi_login', state: created })
    return ok({ authorize_url: `${WECHAT_QRCONNECT_URL}?${query.toString()}#wechat_redirect`, state: created })
  })

  app.post('/tokens/wechat/web', {
    config: limited,
    schema: { body: strict({ code: wechatLoginCode, state, phone: phone.optional(), area_code: areaCode.optional(), verify_code: smsCode.optional() }) },
  }, async (request) => {
    const { wechat, appId } = requireWebApp()
    const target = await takeWechatWebState(db, request.body.state, request.body.code)
    const user = await signInWithWechat(db, wechat, appId, request.body).catch((error: unknown) => {
      // The binding page needs the app (POST /tokens/wechat with app_id finds the kept code) and where to go after.
      if (error instanceof ApiError && error.code === ErrorCode.WechatLoginNeedsBinding) {
        throw new ApiError(error.status, error.code, error.message, { ...error.data, app_id: appId, redirect: target })
      }
      throw error
    })
    await finishWechatWebState(db, request.body.state)
    const { deviceId, clientId } = deviceOf(request)
    return ok({ token: await issueToken(db, user._id, deviceId, clientId), user_id: user._id, redirect: target })
  })

  if (dev) {
    // Lets the tests see an expired state without waiting 10 minutes.
    app.post('/dev/wechat/web/states/expire', { config: { auth: 'public' }, schema: { body: strict({ state }) } }, async (request) => {
      if (!(await expireWechatWebState(db, request.body.state))) throw badRequest(ErrorCode.ValidationFailed, 'unknown state')
      return ok({ expired: 1 })
    })
  }
}
