/**
 * The user flows above src/api (README.md here): payment, social sign-in, share, scan, image upload. Chosen per
 * TARO_ENV like platform(); stores hand them to screens as `useStores().flows`.
 */
import { platform } from '@/platform'
import type { Flows } from './types'

export type { Flows } from './types'
export type { PayRequest, PayResult, WechatPayParams } from './payment'
export { PaymentError } from './payment'
export type { ShareRequest, ShareOutcome } from './share'
export type { ScanRequest, ScanOutcome } from './scan'
export type { SaveImageOutcome } from './cardImage'
export { ScanError } from './scan'
export type { LoginProvider, SocialProvider, SocialLoginResult, SocialLoginOptions, OfficialAccount } from './loginProviders'
export { LoginProviderError, loginProvidersFor, needsOfficialAccount } from './loginProviders'
export { OAUTH_UNVERIFIED } from './loginWechatOAuth'
export { routeWithTicket, SIGNIN_TICKET_PARAM } from './loginMiniProgram'

let current: Flows | undefined

/** The flows of this build, over this build's platform; TARO_ENV is replaced at build time, so the other branch is dropped. */
export function flows(): Flows {
  if (!current) {
    current = process.env.TARO_ENV === 'weapp'
      ? require('./weapp').createWeappFlows((src: string) => platform().mediaUrl(src))
      : require('./h5').createH5Flows(platform())
  }
  return current as Flows
}

/** Tests install fake flows (pay, share, scan, sign-in answered at once); undefined goes back to the build's. */
export function setFlowsForTesting(fake: Flows | undefined): void {
  current = fake
}
