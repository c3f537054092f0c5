/**
 * The WeChat server APIs' configuration from the environment (server/README.md "Environment", FU_WECHAT_*).
 * No app set: no real WeChat client (development mode then uses the development stand-in, production answers 503).
 * An app id without its secret (or the reverse), or a bad number, stops the start with the variable named.
 */
export interface WechatApp { appId: string; secret: string }

export interface WechatConfig {
  /** The mini-program: code-to-session, phone numbers, URL schemes, subscribe messages, content checks. */
  mini?: WechatApp
  /** The official account: web OAuth in the WeChat browser, the JS-SDK and card tickets, followers. */
  officialAccount?: WechatApp
  /** The Open Platform's website application: the desktop QR sign-in (connect/qrconnect, snsapi_login). */
  web?: WechatApp
  /** https://api.weixin.qq.com, or a stand-in in tests. */
  baseUrl: string
  /** Per request to WeChat, in milliseconds. */
  timeoutMs: number
  /** An access_token or ticket is refreshed this many seconds before WeChat's expiry. */
  refreshMarginSeconds: number
  /** POST cgi-bin/stable_token (default) or the older GET cgi-bin/token. */
  stableToken: boolean
}

export const WECHAT_API_BASE_URL = 'https://api.weixin.qq.com'

function app(env: Record<string, string | undefined>, idName: string, secretName: string): WechatApp | undefined {
  const appId = env[idName]?.trim() || undefined
  const secret = env[secretName]?.trim() || undefined
  if (!appId && !secret) return undefined
  if (!appId || !secret) throw new Error(`WeChat is half-configured: set both ${idName} and ${secretName} (or neither)`)
  if (!/^[A-Za-z0-9_-]{2,64}$/.test(appId)) throw new Error(`${idName} is not an app id: "${appId}"`)
  return { appId, secret }
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number between ${min} and ${max}, not "${raw}"`)
  return value
}

/** Reads FU_WECHAT_*; undefined when no app is configured. */
export function wechatConfigFromEnv(env: Record<string, string | undefined> = process.env): WechatConfig | undefined {
  const mini = app(env, 'FU_WECHAT_MINI_APPID', 'FU_WECHAT_MINI_SECRET')
  const officialAccount = app(env, 'FU_WECHAT_OA_APPID', 'FU_WECHAT_OA_SECRET')
  const web = app(env, 'FU_WECHAT_WEB_APPID', 'FU_WECHAT_WEB_SECRET')
  if (!mini && !officialAccount && !web) return undefined
  const baseUrl = (env.FU_WECHAT_BASE_URL?.trim() || WECHAT_API_BASE_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/\S+$/i.test(baseUrl)) throw new Error('FU_WECHAT_BASE_URL must be an http(s) address')
  const stable = env.FU_WECHAT_STABLE_TOKEN?.trim()
  if (stable && stable !== '0' && stable !== '1') throw new Error(`FU_WECHAT_STABLE_TOKEN must be 1 or 0, not "${stable}"`)
  return {
    mini,
    officialAccount,
    web,
    baseUrl,
    timeoutMs: integer(env, 'FU_WECHAT_TIMEOUT_MS', 5000, 100, 60_000),
    refreshMarginSeconds: integer(env, 'FU_WECHAT_TOKEN_MARGIN_SECONDS', 300, 0, 3600),
    stableToken: stable !== '0',
  }
}
