import type { Platform } from '@/platform'
import type { Flows } from './types'
import { loginProvidersFor } from './loginProviders'

// Each flow's code (payment, share, scan, sign-in edges, the WeChat SDKs: flows/h5Calls.ts) loads when a flow is first
// used, not with the first screen: the stores create the flows at start, and the home pays, scans and signs in with
// none (issue 15).
const calls = () => import(/* webpackChunkName: "flows" */ './h5Calls')
// The card painter (and its QR encoder) loads when a card is drawn, not with every page.
const cards = () => import(/* webpackChunkName: "card-image" */ './cardImage')

/** The flows of the H5 build, in whichever of its three runtimes `platform` detected. */
export function createH5Flows(platform: Platform): Flows {
  const { environment } = platform
  return {
    pay: async request => (await calls()).pay(platform)(request),
    share: async request => (await calls()).share(platform)(request),
    loginProviders: () => loginProvidersFor(environment),
    socialLogin: async (provider, options) => (await calls()).socialLogin(platform)(provider, options),
    // WeChat's authorisation page sends the WeChat browser back here with ?code=&state= before the #.
    ...(environment === 'wechat' ? { finishSocialLogin: async () => (await calls()).finishWechatSignIn() } : {}),
    // The mini-program's web-view opens only its whitelisted domains: a partner's site is not among them.
    ...(environment === 'miniprogram' ? {} : { leaveForSite: (url: string) => window.location.replace(url) }),
    // The bridge page reopens the web-view with a one-time sign-in ticket in the route's query.
    ...(environment === 'miniprogram' ? { finishSocialLogin: async () => (await calls()).finishWebViewSignIn(platform) } : {}),
    async renderCard(drawing) {
      const card = await cards()
      return card.renderCard(drawing, card.browserCanvasEdge(src => platform.mediaUrl(src)))
    },
    // WeChat's browser (and the web-view inside the mini-program) ignores downloads: a long press on the image saves it.
    async saveImage(image) {
      if (environment === 'browser') return (await cards()).downloadInBrowser(image)
      return 'long-press'
    },
    // A plain browser has no scanner here: the screen's code entry field stands in.
    async scanCode(scanRequest) {
      if (environment === 'browser') return { status: 'manual' }
      return (await calls()).scanCode(scanRequest)
    },
  }
}
