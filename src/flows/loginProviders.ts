import type { TokenResponse } from '@fu-types/entities'
import type { ClientEnvironment } from '@/platform'

/** The ways to sign in (SPEC §1): a code by phone or e-mail, or an outside identity. */
export type LoginProvider = 'phone' | 'email' | 'google' | 'facebook' | 'wechat'
/** The providers that go through the platform rather than a code form. */
export type SocialProvider = Exclude<LoginProvider, 'phone' | 'email'>

/**
 * `token`: signed in (save it with session.login). `needs-binding`: WeChat knows the person but no phone is bound
 * (SPEC §8 code 4260): the caller opens /bind with `code`, which POST /tokens/wechat takes again with the phone (and
 * `app_id`, the official account the code came from, so the server keeps the openid). `redirected`: the browser is leaving for WeChat's authorisation page; the answer comes back to the app's start.
 */
export type SocialLoginResult =
  | { status: 'token'; token: TokenResponse }
  | { status: 'needs-binding'; provider: 'wechat'; code: string; app_id?: string }
  | { status: 'redirected' }

/** The meeting's official account, for WeChat's authorisation in the WeChat browser (GET /wechat/authorizes). */
export interface OfficialAccount { authorizer_appid: string; authorize_url: string }

/**
 * What a sign-in may need besides the provider: the WeChat browser signs in through the meeting's official account;
 * `buttonSlot` is the id of the screen's element where a provider may draw its own button (Google's, when its prompt
 * does not show).
 */
export interface SocialLoginOptions { officialAccount?: OfficialAccount; buttonSlot?: string }

/**
 * Whether this runtime's sign-in with `provider` goes through the meeting's official account (the WeChat browser's
 * OAuth redirect): the login screen then offers it only when the meeting has authorised one.
 */
export function needsOfficialAccount(environment: ClientEnvironment, provider: LoginProvider): boolean {
  return environment === 'wechat' && provider === 'wechat'
}

/** Which providers each runtime offers (SPEC §1, issue 5). */
export function loginProvidersFor(environment: ClientEnvironment): readonly LoginProvider[] {
  switch (environment) {
    case 'browser': return ['phone', 'email', 'google', 'facebook']
    case 'wechat': return ['wechat', 'phone', 'email']
    // The web-view signs in with WeChat through the native bridge page (loginMiniProgram.ts).
    case 'miniprogram': return ['wechat', 'phone', 'email']
    case 'weapp': return ['wechat']
  }
}

export class LoginProviderError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'LoginProviderError'
  }
}
