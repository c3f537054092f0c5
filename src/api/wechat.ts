/**
 * WeChat calls (SPEC §7 "WeChat") the client makes; the JS-SDK config is cached for 15 minutes per page URL and app.
 * The server also answers POST /wechat/securities, /wechat/service/user, /wechat/mini/urlschemes, /wechat/authorizes
 * and /wechat/openid, GET /wechat/service/follow and the card api ticket; no screen calls them, so they have no client
 * function here (removed with issue 12): the openid is kept by the sign-in itself (POST /tokens/wechat with app_id),
 * the content check runs on the server inside every posting call, and no screen offers cards, following the official
 * account or a mini-program link for outside WeChat. Add the function with the screen that needs it.
 */
import type { QrLoginState, ServiceQrCode, WechatAuthorization } from '@fu-types/api'
import { request, type Query } from './http'

export const JSSDK_CACHE_MS = 15 * 60 * 1000
/** SPEC §9: QR codes live 30 days. */
const QR_TTL_SECONDS = 2592000

const jssdkCache = new Map<string, { at: number; config: Promise<Record<string, unknown>> }>()

export function jssdkConfig(url: string, appId: string, now = Date.now()): Promise<Record<string, unknown>> {
  const key = `${appId} ${url}`
  const cached = jssdkCache.get(key)
  if (cached && now - cached.at < JSSDK_CACHE_MS) return cached.config
  const config = request<Record<string, unknown>>('/wechat/service/jssdk', { method: 'POST', body: { url, app_id: appId } })
  jssdkCache.set(key, { at: now, config })
  config.catch(() => jssdkCache.delete(key))
  return config
}

/** The meeting's authorised official account (the first is the one used); none when the meeting has not authorised one. */
export async function wechatAuthorization(query: Query): Promise<WechatAuthorization | undefined> {
  return (await request<WechatAuthorization[]>('/wechat/authorizes', { query }))[0]
}
/**
 * Binds the signed-in person's openid in the mini-program (a wx.login code; the server exchanges it through
 * code-to-session) for WeChat Pay. A WeChat person another account holds is refused (409 / 4265).
 */
export const bindMiniProgramOpenid = (code: string) => request<{ app_id: string; open_id: string }>('/wechat/authorizes', { method: 'POST', body: { code } })
/** A sign-in code of the service account; `poll_key` (kept off the QR image) lets this desktop poll its state. */
export const serviceQrCode = (query: Query = {}) => request<Partial<ServiceQrCode>>('/wechat/service/qrcodes', { query: { ttl: QR_TTL_SECONDS, ...query } })
/** The desktop QR sign-in's state (POST, so the key stays out of URLs): a token or the 4260 code comes once. */
export const pollServiceQrCode = (ticket: string, pollKey: string) =>
  request<QrLoginState>('/wechat/service/qrcodes/poll', { method: 'POST', body: { ticket, poll_key: pollKey }, background: true })
