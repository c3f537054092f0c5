/**
 * What the WeChat calls of SPEC §7 need from WeChat itself, behind one interface. No WeChat account is configured in
 * this project and the machine has no network, so only the development provider exists: it answers deterministically
 * from the `dev-<subject>` codes the client's development identity produces (server/README.md). In production the
 * routes answer 503 until a real provider (access tokens, jsapi_ticket, OAuth, code2session, url schemes) is plugged in.
 */
import crypto from 'node:crypto'
import { ApiError, badRequest, ErrorCode } from './errors'

export interface WechatIdentity { openid: string; unionid: string }

export interface WechatProvider {
  /** The JS-SDK `jsapi_ticket` of an official account (cached by a real provider for its 7200 s). */
  jsapiTicket(appId: string): Promise<string>
  /** The card `api_ticket` of an official account. */
  cardApiTicket(appId: string): Promise<string>
  /** A web OAuth code (snsapi_base / snsapi_userinfo) or a mini-program login code → the person's identity. */
  exchangeCode(appId: string, code: string): Promise<WechatIdentity>
  /** A mini-program URL scheme that opens `path` from outside WeChat. */
  urlScheme(path: string, query: string): Promise<{ openlink: string; expires_at: number }>
}

/** WeChat's documented JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (url without #…). */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
}

/** WeChat's web OAuth page (the official account's snsapi_base / snsapi_userinfo authorisation). */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
/** The development server's stand-in for it (routes/dev.ts): same parameters, answers with a `dev-<subject>` code. */
export const DEV_AUTHORIZE_PATH = '/fu/api/dev/wechat/oauth2/authorize'

/** A development OAuth code: the same browser (its cookie subject) always gets the same WeChat person. */
export const developmentOAuthCode = (subject: string) => `dev-wx-${subject}`

const DEV_CODE = /^dev-[A-Za-z0-9_.@-]{1,64}$/
const digest = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\n')).digest('base64url')

/** Answers from `secret` and the codes alone: the same code always gives the same person, per app like WeChat's openid. */
export function developmentWechatProvider(secret: string): WechatProvider {
  return {
    async jsapiTicket(appId) { return `dev-jsapi-${digest(secret, 'jsapi', appId).slice(0, 32)}` },
    async cardApiTicket(appId) { return `dev-card-${digest(secret, 'card', appId).slice(0, 32)}` },
    async exchangeCode(appId, code) {
      if (!DEV_CODE.test(code)) throw badRequest(ErrorCode.CodeInvalid, 'WeChat code invalid (the development provider takes dev-<subject>)')
      return { openid: `o${digest(secret, 'openid', appId, code).slice(0, 27)}`, unionid: `u${digest(secret, 'unionid', code).slice(0, 27)}` }
    },
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
