/** Login and verification codes (SPEC §7 "Login/codes"). Token responses give token and user_id. */
import type { LanguageCode, TokenResponse } from '@fu-types/entities'
import type {
  CodeSent, EmailLoginRequest, PhoneCodeRequest, PhoneLoginRequest,
  SigninTicket, SocialLoginRequest, UploadTokenRequest, UploadTokenResponse, WechatBindingRequired, WechatLoginRequest, WechatLoginResult,
} from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { request } from './http'

export const sendPhoneCode = (body: PhoneCodeRequest) => request<CodeSent>('/texts/code/v2', { method: 'POST', body: { ...body } })

/** The code e-mail is written in the UI language (SPEC §7 "adds language"); a blacklisted address gets the 4000 alert. */
export const sendEmailCode = (email: string, language: LanguageCode) =>
  request<CodeSent>('/mails/code/v2', { method: 'POST', body: { email, language } })



export const loginWithPhone = (body: PhoneLoginRequest) => request<TokenResponse>('/tokens/phone', { method: 'POST', body: { ...body } })
export const loginWithEmail = (body: EmailLoginRequest) => request<TokenResponse>('/tokens/email', { method: 'POST', body: { ...body } })

/** Resolves with the 4260 body instead of failing when the WeChat account must bind a phone first (SPEC §8). */
export const loginWithWechat = (body: WechatLoginRequest) => request<WechatLoginResult>('/tokens/wechat', { method: 'POST', body: { ...body } })

export function needsPhoneBinding(result: WechatLoginResult): result is WechatBindingRequired {
  return (result as WechatBindingRequired).code === ErrorCode.WechatLoginNeedsBinding
}

/** The signed-in bridge page asks for a one-time ticket that signs its web-view in (the ticket, never a token, goes in a URL). */
export const signinTicket = () => request<SigninTicket>('/signin/tickets', { method: 'POST', body: {} })
/** H5 in the web-view: the ticket (in the body) → its own session; used, expired or unknown → ApiError 4263. */
export const loginWithSigninTicket = (ticket: string) => request<TokenResponse>('/tokens/signin-ticket', { method: 'POST', body: { ticket } })

export const loginWithGoogle = (body: SocialLoginRequest) => request<TokenResponse>('/tokens/google', { method: 'POST', body: { ...body } })
export const loginWithFacebook = (body: SocialLoginRequest) => request<TokenResponse>('/tokens/facebook', { method: 'POST', body: { ...body } })

/** Sign-out (issue 26 F4): the server ends this session; its token is refused from then on. */
export const endSession = () => request<{ ended: number }>('/tokens/current', { method: 'DELETE' })
/** "Sign out everywhere": every session of the person ends, on every device, this one too. */
export const endAllSessions = () => request<{ ended: number }>('/tokens', { method: 'DELETE' })

export const uploadToken = (body: UploadTokenRequest) => request<UploadTokenResponse>('/tokens/qiniu', { method: 'POST', body: { ...body } })
