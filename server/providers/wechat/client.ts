/**
 * The real WeChat server APIs (api.weixin.qq.com, or FU_WECHAT_BASE_URL) behind the WechatProvider interface:
 *
 * - sns/jscode2session (mini-program login code) and sns/oauth2/access_token (the official account's web OAuth code,
 *   and the website application's qrconnect code, whose person is then read from sns/userinfo)
 * - cgi-bin/stable_token (or cgi-bin/token) for the access_token, cached in the database (providers/wechat/tokens.ts)
 * - wxa/business/getuserphonenumber, cgi-bin/ticket/getticket (jsapi, wx_card), wxa/generatescheme,
 *   cgi-bin/message/subscribe/send, wxa/msg_sec_check (version 2)
 *
 * WeChat answers errors as `{ errcode, errmsg }` (often with HTTP 200): 40029 / 40163 (invalid or used code) → 400 /
 * 4010; 45011 / 45009 (rate limits) → 429 / 4290; 40001 / 42001 / 40014 (the access_token is no longer valid) → the
 * value is invalidated and the call repeated once with a fresh one; anything else, a timeout or an unreadable answer
 * → 502 / 4261 naming WeChat's errcode. Secrets and tokens never reach an error message or the log.
 */
import type { Db } from '../../db/client'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import type { WechatApp, WechatConfig } from './config'
import type { TextCheck, WechatIdentity, WechatPhone, WechatProvider } from './provider'
import { wechatTokenStore, type FetchedToken, type TokenKind, type WechatTokenStore } from './tokens'

/** WeChat's answer fields every call may carry. */
interface WechatAnswer { errcode?: number; errmsg?: string; [field: string]: unknown }

const INVALID_CODE = new Set([40029, 40163, 40226])
const RATE_LIMITED = new Set([45009, 45011])
const TOKEN_REFUSED = new Set([40001, 40014, 42001])

/** WeChat refused the call: its errcode and what we were doing. */
export class WechatApiError extends ApiError {
  constructor(status: number, code: number, message: string, readonly errcode?: number) {
    super(status, code, message, errcode === undefined ? undefined : { errcode })
    this.name = 'WechatApiError'
  }
}

function refusal(what: string, answer: WechatAnswer): WechatApiError {
  const errcode = answer.errcode ?? -1
  const reason = `${errcode}${answer.errmsg ? ` ${String(answer.errmsg).slice(0, 120)}` : ''}`
  if (INVALID_CODE.has(errcode)) return new WechatApiError(400, ErrorCode.CodeInvalid, `WeChat code invalid or already used (${reason})`, errcode)
  if (RATE_LIMITED.has(errcode)) return new WechatApiError(429, ErrorCode.TooFrequent, `WeChat's rate limit for ${what} is reached: try again in a minute`, errcode)
  return new WechatApiError(502, ErrorCode.ProviderUnavailable, `WeChat refused ${what} (${reason})`, errcode)
}

export interface WechatClientOptions {
  /** The shared token cache (tests pass their own). */
  tokens?: WechatTokenStore
}

export function wechatApiProvider(db: Db, config: WechatConfig, options: WechatClientOptions = {}): WechatProvider {
  const tokens = options.tokens ?? wechatTokenStore(db, {
    refreshMarginSeconds: config.refreshMarginSeconds,
    leaseSeconds: Math.ceil((config.timeoutMs * 2) / 1000) + 5,
  })
  const apps = [config.mini, config.officialAccount, config.web].filter((a): a is WechatApp => !!a)

  function appFor(appId: string | undefined, purpose: string): WechatApp {
    if (appId === undefined) {
      if (!config.mini) throw new ApiError(503, ErrorCode.ProviderUnavailable, `${purpose} needs the mini-program (FU_WECHAT_MINI_APPID) configured`)
      return config.mini
    }
    const found = apps.find((a) => a.appId === appId)
    if (!found) throw badRequest(ErrorCode.ValidationFailed, `app_id ${appId} is not configured on this server`)
    return found
  }

  function requireMini(purpose: string): WechatApp {
    return appFor(undefined, purpose)
  }

  /** One HTTP exchange with WeChat; rejects with a WechatApiError on no answer, a non-JSON answer or an errcode. */
  async function exchange(what: string, path: string, init: { query?: Record<string, string>; body?: unknown } = {}): Promise<WechatAnswer> {
    const url = new URL(`${config.baseUrl}/${path}`)
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
    let response: Response
    try {
      response = await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError'
      throw new WechatApiError(502, ErrorCode.ProviderUnavailable, timedOut ? `WeChat did not answer ${what} within ${config.timeoutMs} ms` : `WeChat could not be reached for ${what}`)
    }
    const text = await response.text()
    let answer: WechatAnswer
    try {
      answer = JSON.parse(text) as WechatAnswer
    } catch {
      throw new WechatApiError(502, ErrorCode.ProviderUnavailable, `WeChat answered ${what} with HTTP ${response.status} and no JSON`)
    }
    if (!response.ok && !answer.errcode) throw new WechatApiError(502, ErrorCode.ProviderUnavailable, `WeChat answered ${what} with HTTP ${response.status}`)
    if (answer.errcode) throw refusal(what, answer)
    return answer
  }

  async function fetchAccessToken(app: WechatApp, forceRefresh: boolean): Promise<FetchedToken> {
    const answer = config.stableToken
      ? await exchange('the access_token', 'cgi-bin/stable_token', { body: { grant_type: 'client_credential', appid: app.appId, secret: app.secret, force_refresh: forceRefresh } })
      : await exchange('the access_token', 'cgi-bin/token', { query: { grant_type: 'client_credential', appid: app.appId, secret: app.secret } })
    return tokenOf('the access_token', answer.access_token, answer.expires_in)
  }

  function tokenOf(what: string, value: unknown, expiresIn: unknown): FetchedToken {
    if (typeof value !== 'string' || !value) throw new WechatApiError(502, ErrorCode.ProviderUnavailable, `WeChat's answer for ${what} has no value`)
    const seconds = Number(expiresIn)
    return { value, expiresIn: Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 7200 }
  }

  const accessToken = (app: WechatApp) => tokens.get(app.appId, 'access_token', (force) => fetchAccessToken(app, force))

  /**
   * A call that carries `access_token`: a token WeChat no longer accepts (40001 / 42001 / 40014) is invalidated and the
   * call made once more with a fresh one; a second refusal is the caller's error.
   */
  async function withToken(app: WechatApp, what: string, path: string, init: { query?: Record<string, string>; body?: unknown } = {}): Promise<WechatAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken(app)
      try {
        return await exchange(what, path, { ...init, query: { ...init.query, access_token: token } })
      } catch (error) {
        if (attempt === 0 && error instanceof WechatApiError && error.errcode !== undefined && TOKEN_REFUSED.has(error.errcode)) {
          await tokens.invalidate(app.appId, 'access_token', token)
          continue
        }
        throw error
      }
    }
  }

  function ticket(appId: string, kind: TokenKind, type: 'jsapi' | 'wx_card'): Promise<string> {
    const app = appFor(appId, `the ${type} ticket`)
    return tokens.get(app.appId, kind, async () => {
      const answer = await withToken(app, `the ${type} ticket`, 'cgi-bin/ticket/getticket', { query: { type } })
      return tokenOf(`the ${type} ticket`, answer.ticket, answer.expires_in)
    })
  }

  return {
    kind: 'wechat',
    defaultAppId: config.mini?.appId,
    webAppId: config.web?.appId,

    jsapiTicket: (appId) => ticket(appId, 'jsapi_ticket', 'jsapi'),
    cardApiTicket: (appId) => ticket(appId, 'wx_card_ticket', 'wx_card'),

    async exchangeCode(appId, code): Promise<WechatIdentity> {
      const app = appFor(appId, 'WeChat sign-in')
      const isMini = app === config.mini
      const answer = isMini
        ? await exchange('code-to-session', 'sns/jscode2session', { query: { appid: app.appId, secret: app.secret, js_code: code, grant_type: 'authorization_code' } })
        : await exchange('the OAuth code', 'sns/oauth2/access_token', { query: { appid: app.appId, secret: app.secret, code, grant_type: 'authorization_code' } })
      const openid = typeof answer.openid === 'string' ? answer.openid : ''
      if (!openid) throw new WechatApiError(502, ErrorCode.ProviderUnavailable, 'WeChat answered the code without an openid')
      let unionid = typeof answer.unionid === 'string' && answer.unionid ? answer.unionid : undefined
      let profile: Pick<WechatIdentity, 'nickname' | 'avatar'> = {}
      if (app === config.web) {
        // The website sign-in names a new account after the person (snsapi_login allows sns/userinfo).
        const info = await exchange('the WeChat profile', 'sns/userinfo', { query: { access_token: String(answer.access_token ?? ''), openid, lang: 'zh_CN' } })
        if (!unionid && typeof info.unionid === 'string' && info.unionid) unionid = info.unionid
        const nickname = typeof info.nickname === 'string' ? info.nickname.trim().slice(0, 64) : ''
        const avatar = typeof info.headimgurl === 'string' && /^https:\/\//.test(info.headimgurl) ? info.headimgurl : ''
        profile = { ...(nickname ? { nickname } : {}), ...(avatar ? { avatar } : {}) }
      }
      // The session_key and the OAuth access_token are not kept: nothing here decrypts user data or calls as the user.
      // The unionid (same Open Platform account) joins the mini-program's, the official account's and the website's person.
      return { openid, unionid, subject: unionid ?? `${app.appId}:${openid}`, ...profile }
    },

    async phoneNumber(code): Promise<WechatPhone> {
      const app = requireMini('The phone-number button')
      const answer = await withToken(app, 'the phone number', 'wxa/business/getuserphonenumber', { body: { code } })
      const info = answer.phone_info as { purePhoneNumber?: string; countryCode?: string } | undefined
      if (!info?.purePhoneNumber) throw new WechatApiError(502, ErrorCode.ProviderUnavailable, 'WeChat answered the phone code without a number')
      return { phone: info.purePhoneNumber, area_code: String(info.countryCode ?? '86').replace(/^\+/, '') }
    },

    async urlScheme(path, query, envVersion = 'release') {
      const app = requireMini('A mini-program link')
      const days = 30
      const answer = await withToken(app, 'the URL scheme', 'wxa/generatescheme', {
        body: { jump_wxa: { path, query, env_version: envVersion }, is_expire: true, expire_type: 1, expire_interval: days },
      })
      if (typeof answer.openlink !== 'string') throw new WechatApiError(502, ErrorCode.ProviderUnavailable, 'WeChat answered the URL scheme without an openlink')
      return { openlink: answer.openlink, expires_at: nowSeconds() + days * 24 * 3600 }
    },

    async sendSubscribeMessage(message) {
      const app = requireMini('Subscribe messages')
      await withToken(app, 'the subscribe message', 'cgi-bin/message/subscribe/send', { body: message })
    },

    async checkText(input): Promise<TextCheck> {
      const app = requireMini('The content check')
      const answer = await withToken(app, 'the content check', 'wxa/msg_sec_check', {
        body: { content: input.content, version: 2, scene: input.scene, openid: input.openid, ...(input.title ? { title: input.title } : {}) },
      })
      const result = answer.result as { suggest?: string; label?: number } | undefined
      const suggest = result?.suggest === 'risky' || result?.suggest === 'review' ? result.suggest : 'pass'
      return { suggest, label: Number(result?.label ?? 100) }
    },
  }
}
