import type { Platform } from '@/platform'
import { jssdkConfig } from '@/api/wechat'
import type { Flows } from './types'
import { payInBrowser, payInMiniProgramWebView, payInWechatBrowser } from './payment'
import { shareInBrowser, shareInMiniProgramWebView, shareInWechatBrowser } from './share'
import { scanInWechatBrowser } from './scan'
import { LoginProviderError, loginProvidersFor, needsOfficialAccount } from './loginProviders'
import { developmentIdentity, socialLoginWith } from './login'
import { browserOAuthEdge, finishWechatAuthorization, startWechatAuthorization } from './loginWechatOAuth'
import { finishMiniProgramSignIn, SIGNIN_TICKET_PARAM, startMiniProgramSignIn } from './loginMiniProgram'
import { miniProgramBridge, wechatJssdk, wechatScanSdk, weixinJSBridge } from './wechatSdk'

/** The flows of the H5 build, in whichever of its three runtimes `platform` detected. */
export function createH5Flows(platform: Platform): Flows {
  const { environment } = platform
  const pageUrl = () => window.location.href
  return {
    pay(request) {
      if (environment === 'wechat') return payInWechatBrowser(request, weixinJSBridge)
      if (environment === 'miniprogram') return payInMiniProgramWebView(request, miniProgramBridge)
      return payInBrowser(request)
    },
    share(shareRequest) {
      const request = { ...shareRequest, url: shareRequest.url ?? platform.siteUrl(shareRequest.route) }
      if (environment === 'wechat') return shareInWechatBrowser(request, { sdk: wechatJssdk, signature: jssdkConfig, pageUrl })
      if (environment === 'miniprogram') return shareInMiniProgramWebView(request, miniProgramBridge)
      return shareInBrowser(request, text => platform.copyText(text))
    },
    loginProviders: () => loginProvidersFor(environment),
    async socialLogin(provider, options = {}) {
      // The WeChat browser signs in through the meeting's official account: off to its authorisation page.
      if (needsOfficialAccount(environment, provider)) {
        if (!options.officialAccount) throw new LoginProviderError('the meeting has no authorised official account')
        return startWechatAuthorization(options.officialAccount, browserOAuthEdge())
      }
      // The mini-program's web-view: the native bridge page signs in and hands back a one-time ticket.
      if (environment === 'miniprogram' && provider === 'wechat') return startMiniProgramSignIn(platform.currentRoute(), miniProgramBridge)
      // No Google / Facebook application is configured here: the reference server's development identity stands in
      // (server/README.md, `dev-<subject>`).
      return socialLoginWith(provider, developmentIdentity(platform.storage), environment)
    },
    // WeChat's authorisation page sends the WeChat browser back here with ?code=&state= before the #.
    ...(environment === 'wechat' ? { finishSocialLogin: () => finishWechatAuthorization(browserOAuthEdge()) } : {}),
    // The mini-program's web-view opens only its whitelisted domains: a partner's site is not among them.
    ...(environment === 'miniprogram' ? {} : { leaveForSite: (url: string) => window.location.replace(url) }),
    // The bridge page reopens the web-view with a one-time sign-in ticket in the route's query.
    ...(environment === 'miniprogram' ? { finishSocialLogin: () => finishMiniProgramSignIn(() => platform.takePageQuery(SIGNIN_TICKET_PARAM)) } : {}),
    // The card painter (and its QR encoder) loads when a card is drawn, not with every page.
    async renderCard(drawing) {
      const card = await import(/* webpackChunkName: "card-image" */ './cardImage')
      return card.renderCard(drawing, card.browserCanvasEdge(src => platform.mediaUrl(src)))
    },
    // WeChat's browser (and the web-view inside the mini-program) ignores downloads: a long press on the image saves it.
    async saveImage(image) {
      if (environment === 'browser') return (await import(/* webpackChunkName: "card-image" */ './cardImage')).downloadInBrowser(image)
      return 'long-press'
    },
    // A plain browser has no scanner here: the screen's code entry field stands in.
    async scanCode(scanRequest) {
      if (environment === 'browser') return { status: 'manual' }
      return scanInWechatBrowser(scanRequest, { sdk: wechatScanSdk, signature: jssdkConfig, pageUrl })
    },
  }
}
