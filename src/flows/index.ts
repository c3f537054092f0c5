/**
 * The user flows above src/api (README.md here): payment, social sign-in, share, scan, image upload. Chosen per
 * TARO_ENV like platform(); stores hand them to screens as `useStores().flows`.
 */

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

// The flows of this build (chosen on first use) live in current.ts, which the stores import without the rest of this list.
export { flows, installFlows, setFlowsForTesting } from './current'
