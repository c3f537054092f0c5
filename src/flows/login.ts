import { loginWithFacebook, loginWithGoogle, loginWithWechat, needsPhoneBinding } from '@/api/auth'
import type { ClientEnvironment, KeyValueStorage } from '@/platform'
import { LoginProviderError, loginProvidersFor, type SocialLoginResult, type SocialProvider } from './loginProviders'

/** Asks the runtime's identity provider for a one-time code (WeChat), an ID token (Google) or an access token (Facebook). */
type IdentityEdge = (provider: SocialProvider) => Promise<string>

/**
 * Signs in with an outside identity: the runtime's edge gives the provider's code, the server turns it into a token.
 * WeChat's 4260 comes back as `needs-binding` with the code (the http layer hands that answer back, SPEC §8).
 */
export async function socialLoginWith(provider: SocialProvider, identity: IdentityEdge, environment: ClientEnvironment): Promise<SocialLoginResult> {
  if (!loginProvidersFor(environment).includes(provider)) throw new LoginProviderError(`${provider} login is not offered in ${environment}`)
  const code = await identity(provider)
  if (provider === 'wechat') {
    const result = await loginWithWechat({ code })
    if (needsPhoneBinding(result)) return { status: 'needs-binding', provider: 'wechat', code }
    return { status: 'token', token: result }
  }
  // Google's code is an ID token (Google Identity Services' credential, or the development identity's dev-<subject>).
  const token = provider === 'google' ? await loginWithGoogle({ id_token: code }) : await loginWithFacebook({ access_token: code })
  return { status: 'token', token }
}

/** Storage key of this device's development identity (one per provider, so a person keeps their account). */
export const DEV_IDENTITY_KEY = 'dev_identity'

/**
 * The development identity provider of the reference server (`dev-<subject>` codes, server/README.md): no
 * Google / Facebook / WeChat application is configured in this project, so the H5 runtimes sign in with a stable
 * per-device subject. A production build replaces this edge with the provider's SDK.
 */
export function developmentIdentity(storage: KeyValueStorage, random: () => string = () => Math.random().toString(36).slice(2, 12)): IdentityEdge {
  return async provider => {
    let subject = storage.get(DEV_IDENTITY_KEY)
    if (!subject) {
      subject = random().replace(/[^A-Za-z0-9]/g, '') || 'device'
      storage.set(DEV_IDENTITY_KEY, subject)
    }
    return `dev-${provider}-${subject}`
  }
}

/** The native mini-program: `Taro.login` gives the code POST /tokens/wechat takes. */
export function weappIdentity(login: () => Promise<{ code?: string }>): IdentityEdge {
  return async provider => {
    if (provider !== 'wechat') throw new LoginProviderError(`${provider} login is not offered in the mini-program`)
    let answer: { code?: string }
    try {
      answer = await login()
    } catch (error) {
      throw new LoginProviderError('wx.login failed', error)
    }
    if (!answer.code) throw new LoginProviderError('wx.login gave no code', answer)
    return answer.code
  }
}
