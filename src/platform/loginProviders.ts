import type { TokenResponse } from '@fu-types/entities'
import type { ClientEnvironment } from './types'

/** The ways to sign in (SPEC §1): a code by phone or e-mail, or an outside identity. */
export type LoginProvider = 'phone' | 'email' | 'google' | 'facebook' | 'wechat'
/** The providers that go through the platform rather than a code form. */
export type SocialProvider = Exclude<LoginProvider, 'phone' | 'email'>

/**
 * `token`: signed in (save it with session.login). `needs-binding`: WeChat knows the person but no phone is bound
 * (SPEC §8 code 4260): the caller opens /bind with `code`, which POST /tokens/wechat takes again with the phone.
 */
export type SocialLoginResult =
  | { status: 'token'; token: TokenResponse }
  | { status: 'needs-binding'; provider: 'wechat'; code: string }

/** Which providers each runtime offers (SPEC §1, issue 5). */
export function loginProvidersFor(environment: ClientEnvironment): readonly LoginProvider[] {
  switch (environment) {
    case 'browser': return ['phone', 'email', 'google', 'facebook']
    case 'wechat': return ['wechat', 'phone', 'email']
    case 'miniprogram': return ['phone', 'email']
    case 'weapp': return ['wechat']
  }
}

export class LoginProviderError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'LoginProviderError'
  }
}
