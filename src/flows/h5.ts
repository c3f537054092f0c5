import type { Platform } from '@/platform'
import type { Flows } from './types'
import { LoginProviderError, loginProvidersFor, needsOfficialAccount } from './loginProviders'

// Each flow's code (payment, share, scan, sign-in edges, the WeChat SDKs) loads when the flow is first used, not with
// the first screen: the stores create the flows at start, and the home pays, scans and signs in with none (issue 15).
const payment = () => import(/* webpackChunkName: "flows" */ './payment')
const sharing = () => import(/* webpackChunkName: "flows" */ './share')
const scanning = () => import(/* webpackChunkName: "flows" */ './scan')
const login = () => import(/* webpackChunkName: "flows" */ './login')
const wechatOAuth = () => import(/* webpackChunkName: "flows" */ './loginWechatOAuth')
const miniProgramSignIn = () => import(/* webpackChunkName: "flows" */ './loginMiniProgram')
const wechatSdk = () => import(/* webpackChunkName: "flows" */ './wechatSdk')
const jssdkSignature = () => import(/* webpackChunkName: "flows" */ '@/api/wechat')

/** The flows of the H5 build, in whichever of its three runtimes `platform` detected. */
export function createH5Flows(platform: Platform): Flows {
  const { environment } = platform
  const pageUrl = () => window.location.href
  return {
    async pay(request) {
      const [pay, sdk] = await Promise.all([payment(), wechatSdk()])
      if (environment === 'wechat') return pay.payInWechatBrowser(request, sdk.weixinJSBridge)
      if (environment === 'miniprogram') return pay.payInMiniProgramWebView(request, sdk.miniProgramBridge)
      return pay.payInBrowser(request)
    },
    async share(shareRequest) {
      const request = { ...shareRequest, url: shareRequest.url ?? platform.siteUrl(shareRequest.route) }
      const [share, sdk, { jssdkConfig }] = await Promise.all([sharing(), wechatSdk(), jssdkSignature()])
      if (environment === 'wechat') return share.shareInWechatBrowser(request, { sdk: sdk.wechatJssdk, signature: jssdkConfig, pageUrl })
      if (environment === 'miniprogram') return share.shareInMiniProgramWebView(request, sdk.miniProgramBridge)
      return share.shareInBrowser(request, text => platform.copyText(text))
    },
    loginProviders: () => loginProvidersFor(environment),
    async socialLogin(provider, options = {}) {
      // The WeChat browser signs in through the meeting's official account: off to its authorisation page.
      if (needsOfficialAccount(environment, provider)) {
        if (!options.officialAccount) throw new LoginProviderError('the meeting has no authorised official account')
        const oauth = await wechatOAuth()
        return oauth.startWechatAuthorization(options.officialAccount, oauth.browserOAuthEdge())
      }
      // The mini-program's web-view: the native bridge page signs in and hands back a one-time ticket.
      if (environment === 'miniprogram' && provider === 'wechat') {
        const [signIn, sdk] = await Promise.all([miniProgramSignIn(), wechatSdk()])
        return signIn.startMiniProgramSignIn(platform.currentRoute(), sdk.miniProgramBridge)
      }
      // No Google / Facebook application is configured here: the reference server's development identity stands in
      // (server/README.md, `dev-<subject>`).
      const { developmentIdentity, socialLoginWith } = await login()
      return socialLoginWith(provider, developmentIdentity(platform.storage), environment)
    },
    // WeChat's authorisation page sends the WeChat browser back here with ?code=&state= before the #.
    ...(environment === 'wechat'
      ? { finishSocialLogin: async () => { const oauth = await wechatOAuth(); return oauth.finishWechatAuthorization(oauth.browserOAuthEdge()) } }
      : {}),
    // The mini-program's web-view opens only its whitelisted domains: a partner's site is not among them.
    ...(environment === 'miniprogram' ? {} : { leaveForSite: (url: string) => window.location.replace(url) }),
    // The bridge page reopens the web-view with a one-time sign-in ticket in the route's query.
    ...(environment === 'miniprogram'
      ? {
          finishSocialLogin: async () => {
            const signIn = await miniProgramSignIn()
            return signIn.finishMiniProgramSignIn(() => platform.takePageQuery(signIn.SIGNIN_TICKET_PARAM))
          },
        }
      : {}),
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
      const [scan, sdk, { jssdkConfig }] = await Promise.all([scanning(), wechatSdk(), jssdkSignature()])
      return scan.scanInWechatBrowser(scanRequest, { sdk: sdk.wechatScanSdk, signature: jssdkConfig, pageUrl })
    },
  }
}
