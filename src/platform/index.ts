import type { Platform } from './types'

export type { ShareRequest, ShareOutcome } from './share'
export type { ExternalLinkOutcome } from './externalLinks'
export { loadWebViewDomains, meetingWebViewDomains } from './externalLinks'
export type { RouteMove, RouteMoveListener } from './routeMoves'
export type { Platform, ClientEnvironment, KeyValueStorage, TransportRequest, TransportResponse, AlertOptions, PayRequest, PayResult, WechatPayParams } from './types'
export { PaymentError } from './types'
export type { LoginProvider, SocialProvider, SocialLoginResult, SocialLoginOptions, OfficialAccount } from './loginProviders'
export { LoginProviderError, loginProvidersFor, needsOfficialAccount } from './loginProviders'

let current: Platform | undefined

/** The platform of this build; TARO_ENV is replaced at build time, so the other branch is dropped. */
export function platform(): Platform {
  if (!current) {
    current = process.env.TARO_ENV === 'weapp'
      ? require('./weapp').createWeappPlatform()
      : require('./h5').createH5Platform()
  }
  return current as Platform
}

/** Tests and the jest environment install a fake platform at the adapter's edge. */
export function setPlatformForTesting(fake: Platform | undefined): void {
  current = fake
}
