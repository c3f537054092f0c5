/**
 * The desktop WeChat website sign-in (the server's Open Platform website app, SPEC §7 "WeChat"). Its own file: only
 * the login page loads it, never the first screen (src/api/wechat.ts is reached from the payment flow).
 */
import type { WechatWebAuthorization, WechatWebLogin } from '@fu-types/api'
import { request } from './http'

/** The desktop WeChat website sign-in (Open Platform): 503 when the server has no website app (the QR stand-in then). */
export const wechatWebAuthorize = (redirect: string) => request<WechatWebAuthorization>('/wechat/web/authorize', { method: 'POST', body: { redirect } })
/** WeChat's return (`?code=&state=`) → a token, or ApiError 4260 (`data.app_id`, `data.redirect`) / 4267 (state refused). */
export const loginWithWechatWeb = (body: { code: string; state: string }) => request<WechatWebLogin>('/tokens/wechat/web', { method: 'POST', body })
