/** WeChat calls (SPEC §7 "WeChat"); the JS-SDK config is cached for 15 minutes per page URL and app. */
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

export const checkContentSecurity = (body: Record<string, unknown>) => request<unknown>('/wechat/securities', { method: 'POST', body })
export const wechatServiceUser = (body: Record<string, unknown>) => request<unknown>('/wechat/service/user', { method: 'POST', body })
export const miniProgramUrlScheme = (body: Record<string, unknown>) => request<{ openlink?: string }>('/wechat/mini/urlschemes', { method: 'POST', body })
export const createWechatAuthorization = (body: Record<string, unknown>) => request<unknown>('/wechat/authorizes', { method: 'POST', body })
/** The meeting's authorised official account (the first is the one used); none when the meeting has not authorised one. */
export async function wechatAuthorization(query: Query): Promise<WechatAuthorization | undefined> {
  return (await request<WechatAuthorization[]>('/wechat/authorizes', { query }))[0]
}
export const wechatOpenId = (body: Record<string, unknown>) => request<{ openid?: string }>('/wechat/openid', { method: 'POST', body })
/** A sign-in code of the service account; `poll_key` (kept off the QR image) lets this desktop poll its state. */
export const serviceQrCode = (query: Query = {}) => request<Partial<ServiceQrCode>>('/wechat/service/qrcodes', { query: { ttl: QR_TTL_SECONDS, ...query } })
/** The desktop QR sign-in's state (POST, so the key stays out of URLs): a token or the 4260 code comes once. */
export const pollServiceQrCode = (ticket: string, pollKey: string) =>
  request<QrLoginState>('/wechat/service/qrcodes/poll', { method: 'POST', body: { ticket, poll_key: pollKey } })
export const followsServiceAccount = (query: Query = {}) => request<{ subscribe?: 0 | 1 }>('/wechat/service/follow', { query })
export const cardApiTicket = (query: Query = {}) => request<unknown>('/wechat/service/wechat/card/api/ticket', { query })
