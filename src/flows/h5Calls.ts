/**
 * The H5 flows' work (flows/h5.ts makes the object the stores hold): payment, share, scan and the sign-in edges with
 * the WeChat SDKs, in one chunk loaded when a flow is first used, not with the first screen (issue 15).
 */
import type { Platform } from '@/platform'
import { jssdkConfig } from '@/api/wechat'
import type { Flows } from './types'
import { LoginProviderError, needsOfficialAccount } from './loginProviders'
import { payInBrowser, payInMiniProgramWebView, payInWechatBrowser } from './payment'
import { shareInBrowser, shareInMiniProgramWebView, shareInWechatBrowser } from './share'
import { scanInWechatBrowser } from './scan'
import { developmentIdentity, socialLoginWith } from './login'
import { googleIdentityEdge } from './loginGoogle'
import { loadGoogleIdentity } from '@/platform/googleIdentity'
import { browserOAuthEdge, finishWechatAuthorization, startWechatAuthorization } from './loginWechatOAuth'
import { finishMiniProgramSignIn, SIGNIN_TICKET_PARAM, startMiniProgramSignIn } from './loginMiniProgram'
import { miniProgramBridge, wechatJssdk, wechatScanSdk, weixinJSBridge } from './wechatSdk'

const pageUrl = () => window.location.href
/** The Google web client id of this build (FU_GOOGLE_CLIENT_ID, config/index.ts); '' = the development identity. */
const googleClientId = () => (typeof GOOGLE_CLIENT_ID === 'string' ? GOOGLE_CLIENT_ID : '')

export const pay = (platform: Platform): Flows['pay'] => async request => {
  if (platform.environment === 'wechat') return payInWechatBrowser(request, weixinJSBridge)
  if (platform.environment === 'miniprogram') return payInMiniProgramWebView(request, miniProgramBridge)
  return payInBrowser(request)
}

export const share = (platform: Platform): Flows['share'] => async shareRequest => {
  const request = { ...shareRequest, url: shareRequest.url ?? platform.siteUrl(shareRequest.route) }
  if (platform.environment === 'wechat') return shareInWechatBrowser(request, { sdk: wechatJssdk, signature: jssdkConfig, pageUrl })
  if (platform.environment === 'miniprogram') return shareInMiniProgramWebView(request, miniProgramBridge)
  return shareInBrowser(request, text => platform.copyText(text))
}

export const socialLogin = (platform: Platform): Flows['socialLogin'] => async (provider, options = {}) => {
  const { environment } = platform
  // The WeChat browser signs in through the meeting's official account: off to its authorisation page.
  if (needsOfficialAccount(environment, provider)) {
    if (!options.officialAccount) throw new LoginProviderError('the meeting has no authorised official account')
    return startWechatAuthorization(options.officialAccount, browserOAuthEdge())
  }
  // The mini-program's web-view: the native bridge page signs in and hands back a one-time ticket.
  if (environment === 'miniprogram' && provider === 'wechat') return startMiniProgramSignIn(platform.currentRoute(), miniProgramBridge)
  // A build with a Google client id signs in through Google Identity Services, loaded now (flows/loginGoogle.ts).
  const clientId = googleClientId()
  if (provider === 'google' && environment === 'browser' && clientId) {
    const buttonSlot = () => (options.buttonSlot ? document.getElementById(options.buttonSlot) : null)
    return socialLoginWith(provider, googleIdentityEdge({ clientId, load: () => loadGoogleIdentity(), buttonSlot }), environment)
  }
  // Otherwise (and for Facebook) the reference server's development identity stands in (server/README.md, `dev-<subject>`).
  return socialLoginWith(provider, developmentIdentity(platform.storage), environment)
}

/** WeChat's authorisation page sends the WeChat browser back with ?code=&state= before the #. */
export const finishWechatSignIn = () => finishWechatAuthorization(browserOAuthEdge())

/** The bridge page reopens the web-view with a one-time sign-in ticket in the route's query. */
export const finishWebViewSignIn = (platform: Platform) => finishMiniProgramSignIn(() => platform.takePageQuery(SIGNIN_TICKET_PARAM))

export const scanCode: Flows['scanCode'] = scanRequest =>
  scanInWechatBrowser(scanRequest, { sdk: wechatScanSdk, signature: jssdkConfig, pageUrl })
