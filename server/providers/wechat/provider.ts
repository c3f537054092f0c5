/**
 * What the WeChat calls of SPEC §7 and the sign-in need from WeChat itself, behind one interface, with two
 * implementations chosen at start (server/app.ts):
 * - the real client (providers/wechat/client.ts) against api.weixin.qq.com when FU_WECHAT_* configure an app;
 * - the development stand-in below, the demo's default, which answers deterministically from the `dev-<subject>`
 *   codes the client's development identity produces (server/README.md). It never runs with NODE_ENV=production:
 *   a production server without FU_WECHAT_* answers the WeChat calls with 503 / 4261.
 */
import crypto from 'node:crypto'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'

/**
 * A person as WeChat names them in one app. `subject` is what the account is bound by (user_identities): the unionid
 * when WeChat gives one (the same person across our apps), else app and openid; the stand-in uses its code.
 */
export interface WechatIdentity {
  openid: string
  unionid?: string
  subject: string
  /** sns/userinfo's nickname and headimgurl (the website application's sign-in): a new account's display name. */
  nickname?: string
  avatar?: string
}

/** A phone number WeChat verified (the mini-program's phone-number button). */
export interface WechatPhone { phone: string; area_code: string }

/** A subscribe message (cgi-bin/message/subscribe/send): a template the person agreed to, its fields, the page it opens. */
export interface SubscribeMessage {
  touser: string
  template_id: string
  page?: string
  data: Record<string, { value: string }>
  miniprogram_state?: 'developer' | 'trial' | 'formal'
  lang?: 'zh_CN' | 'en_US' | 'zh_HK' | 'zh_TW'
}

/** msg_sec_check v2's verdict: `pass`, or `review` / `risky` with WeChat's label (10001 ad, 20001 politics, …). */
export interface TextCheck { suggest: 'pass' | 'review' | 'risky'; label: number }

export interface WechatProvider {
  readonly kind: 'development' | 'wechat'
  /** The app a code without `app_id` comes from (the mini-program's), when one is configured. */
  readonly defaultAppId?: string
  /** The Open Platform website application (FU_WECHAT_WEB_APPID) of the desktop QR sign-in, when one is configured. */
  readonly webAppId?: string
  /** The JS-SDK `jsapi_ticket` of an official account (cached by a real provider for its 7200 s). */
  jsapiTicket(appId: string): Promise<string>
  /** The card `api_ticket` of an official account. */
  cardApiTicket(appId: string): Promise<string>
  /**
   * A web OAuth code (snsapi_base / snsapi_userinfo) or a mini-program login code (wx.login) → the person's identity.
   * `appId` undefined: the mini-program's. A used or unknown code → 400 / 4010.
   */
  exchangeCode(appId: string | undefined, code: string): Promise<WechatIdentity>
  /** The phone-number button's code (`open-type="getPhoneNumber"`) → the number WeChat verified. */
  phoneNumber(code: string): Promise<WechatPhone>
  /** A mini-program URL scheme that opens `path` from outside WeChat. */
  urlScheme(path: string, query: string, envVersion?: 'release' | 'trial' | 'develop'): Promise<{ openlink: string; expires_at: number }>
  /** Sends a subscribe message to a person who agreed to its template. */
  sendSubscribeMessage(message: SubscribeMessage): Promise<void>
  /** WeChat's content check of a user's text (msgSecCheck v2; `openid` must have used the mini-program in the last 2 h). */
  checkText(input: { content: string; openid: string; scene: 1 | 2 | 3 | 4; title?: string }): Promise<TextCheck>
}

/** WeChat's documented JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (url without #…). */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
}

/** WeChat's web OAuth page (the official account's snsapi_base / snsapi_userinfo authorisation). */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
/** The development server's stand-in for it (modules/dev/dev.routes.ts): same parameters, answers with a `dev-<subject>` code. */
export const DEV_AUTHORIZE_PATH = '/fu/api/dev/wechat/oauth2/authorize'

/** A development OAuth code: the same browser (its cookie subject) always gets the same WeChat person. */
export const developmentOAuthCode = (subject: string) => `dev-wx-${subject}`

const DEV_CODE = /^dev-[A-Za-z0-9_.@-]{1,64}$/
const digest = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\n')).digest('base64url')

/** Answers from `secret` and the codes alone: the same code always gives the same person, per app like WeChat's openid. */
export function developmentWechatProvider(secret: string): WechatProvider {
  return {
    kind: 'development',
    async jsapiTicket(appId) { return `dev-jsapi-${digest(secret, 'jsapi', appId).slice(0, 32)}` },
    async cardApiTicket(appId) { return `dev-card-${digest(secret, 'card', appId).slice(0, 32)}` },
    async exchangeCode(appId, code) {
      if (!DEV_CODE.test(code)) throw badRequest(ErrorCode.CodeInvalid, 'WeChat code invalid (the development provider takes dev-<subject>)')
      // The code is the stand-in's subject (what the QR sign-in and earlier bindings keyed on).
      return { openid: `o${digest(secret, 'openid', appId ?? 'mini', code).slice(0, 27)}`, unionid: `u${digest(secret, 'unionid', code).slice(0, 27)}`, subject: code }
    },
    async phoneNumber(code) {
      // The stand-in's phone-number button answers `dev-phone-<mainland mobile>`.
      const match = /^dev-phone-(1\d{10})$/.exec(code)
      if (!match) throw badRequest(ErrorCode.CodeInvalid, 'WeChat phone code invalid (the development provider takes dev-phone-<mobile>)')
      return { phone: match[1], area_code: '86' }
    },
    async sendSubscribeMessage() { /* the stand-in has nobody to send to: the reminder's SMS and e-mail reach the dev outbox */ },
    async checkText() { return { suggest: 'pass', label: 100 } },
    async urlScheme(path, query) {
      const expiresAt = Math.floor(Date.now() / 1000) + 30 * 24 * 3600
      return { openlink: `weixin://dl/business/?t=dev${digest(secret, 'scheme', path, query).slice(0, 12)}`, expires_at: expiresAt }
    },
  }
}

export function requireWechat(provider: WechatProvider | undefined): WechatProvider {
  if (!provider) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'WeChat is not configured on this server')
  return provider
}
