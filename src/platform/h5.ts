import { detectH5Environment } from './detectEnvironment'
import Taro from '@tarojs/taro'
import { taroStorage } from './storage'
import { taroAlert, taroRequest, taroToast } from './taroRuntime'
import { payInBrowser, payInMiniProgramWebView, payInWechatBrowser, type MiniProgramBridge, type WeixinJSBridge } from './payment'
import type { Platform } from './types'
import { shareInBrowser, shareInMiniProgramWebView, shareInWechatBrowser, type WechatJsSdk } from './share'
import { openExternalInBrowser, openExternalInMiniProgram } from './externalLinks'
import { createRouteMoveTracker, historyPosition } from './routeMoves'
// eslint-disable-next-line no-restricted-imports -- removed by the platform/flows split (the flow moves out of platform)
import { jssdkConfig } from '@/api/wechat'
import { developmentIdentity, LoginProviderError, loginProvidersFor, needsOfficialAccount, socialLoginWith } from './login'
import { browserOAuthEdge, finishWechatAuthorization, startWechatAuthorization } from './loginWechatOAuth'
import { scanInWechatBrowser, type WechatScanSdk } from './scan'

declare global {
  interface Window {
    __wxjs_environment?: string
    WeixinJSBridge?: WeixinJSBridge
    /** WeChat's JS-SDK (jweixin): inside the mini-program's web-view it has `miniProgram`. */
    wx?: Partial<WechatJsSdk> & Partial<Pick<WechatScanSdk, 'scanQRCode'>> & { miniProgram?: MiniProgramBridge }
  }
}

/** WeChat's JS-SDK, which gives the web-view `wx.miniProgram` (loaded on demand when the page has not). */
export const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const BRIDGE_WAIT_MS = 10000

/** WeixinJSBridge exists once the WeChat browser fires WeixinJSBridgeReady. */
function weixinJSBridge(): Promise<WeixinJSBridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeixinJSBridgeReady never fired')), BRIDGE_WAIT_MS)
    document.addEventListener('WeixinJSBridgeReady', () => {
      clearTimeout(timer)
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge)
      else reject(new Error('WeixinJSBridge missing after WeixinJSBridgeReady'))
    }, { once: true })
  })
}

let jssdkLoading: Promise<NonNullable<Window['wx']>> | undefined

/** WeChat's JS-SDK, loaded once on demand (only the WeChat runtimes ever ask for it). */
function loadJssdk(): Promise<NonNullable<Window['wx']>> {
  if (window.wx) return Promise.resolve(window.wx)
  jssdkLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = JSSDK_URL
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('jweixin did not define wx')))
    script.onerror = () => {
      jssdkLoading = undefined
      reject(new Error('jweixin failed to load'))
    }
    document.head.appendChild(script)
  })
  return jssdkLoading
}

/** `wx.miniProgram` of the JS-SDK. */
async function miniProgramBridge(): Promise<MiniProgramBridge> {
  const wx = await loadJssdk()
  if (!wx.miniProgram) throw new Error('jweixin has no miniProgram')
  return wx.miniProgram
}

async function wechatJssdk(): Promise<WechatJsSdk> {
  const wx = await loadJssdk()
  if (!wx.config || !wx.ready || !wx.error || !wx.updateAppMessageShareData || !wx.updateTimelineShareData) throw new Error('jweixin lacks the share API')
  return wx as WechatJsSdk
}

async function wechatScanSdk(): Promise<WechatScanSdk> {
  const wx = await loadJssdk()
  if (!wx.config || !wx.ready || !wx.error || !wx.scanQRCode) throw new Error('jweixin lacks scanQRCode')
  return wx as WechatScanSdk
}

/** Links outside our routes open in a new tab, so the event page stays. */
const openInNewTab = (url: string) => { window.open(url, '_blank', 'noopener,noreferrer') }

/** Narrower windows get the mobile layout; the desktop layout itself is at least 1200 px wide. */
const DESKTOP_BREAKPOINT_PX = 1024

export function createH5Platform(): Platform {
  const environment = detectH5Environment(navigator.userAgent, window.__wxjs_environment)
  // The browser's back / forward buttons and Taro's navigateBack arrive as popstate; our own pushes settle in openRoute.
  const routeMoves = createRouteMoveTracker(() => historyPosition(window.history.state))
  window.addEventListener('popstate', () => routeMoves.settled({ direction: 'back', steps: 1 }))
  return {
    environment,
    apiBase: API_BASE,
    storage: taroStorage,
    preferredLanguages: () => navigator.languages ?? [navigator.language],
    pageProtocol: () => (window.location.protocol === 'https:' ? 'https:' : 'http:'),
    setTitle(title) { document.title = title },
    mediaUrl: src => src,
    hostname: () => window.location.hostname,
    siteUrl: route => `${window.location.origin}${window.location.pathname}#${route}`,
    deviceVariant: () => (window.innerWidth >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile'),
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text)
        return true
      } catch {
        return false
      }
    },
    request: taroRequest,
    toast: taroToast,
    alert: taroAlert,
    // Every hash route is an instance of the one route-host page (config/index.ts).
    async openRoute(route, options = {}) {
      await (options.replace ? Taro.redirectTo({ url: route }) : Taro.navigateTo({ url: route }))
      routeMoves.settled(options.replace ? undefined : { direction: 'forward', steps: 1 })
    },
    // The browser's own back, exactly as its back button: Taro's navigateBack trusts Taro's page stack, which a
    // browser forward leaves one page short, so it would not move at all where the depth says there is a page.
    async goBack() { window.history.back() },
    watchRouteMoves: listener => routeMoves.watch(listener),
    currentRoute: () => window.location.hash.replace(/^#/, '') || '/',
    addPageQuery(name, value) {
      const route = window.location.hash.replace(/^#/, '') || '/'
      const [path, search = ''] = route.split('?')
      const query = new URLSearchParams(search)
      if (query.has(name)) return
      query.set(name, value)
      const url = `${window.location.pathname}${window.location.search}#${path}?${query.toString()}`
      window.history.replaceState(window.history.state, '', url)
    },
    share(shareRequest) {
      const request = { ...shareRequest, url: shareRequest.url ?? this.siteUrl(shareRequest.route) }
      if (environment === 'wechat') return shareInWechatBrowser(request, { sdk: wechatJssdk, signature: jssdkConfig, pageUrl: () => window.location.href })
      if (environment === 'miniprogram') return shareInMiniProgramWebView(request, miniProgramBridge)
      return shareInBrowser(request, this.copyText)
    },
    openExternal(url, meetingDomains) {
      // Inside the mini-program's web-view only whitelisted domains load; elsewhere any http(s) link opens.
      if (environment === 'miniprogram') return openExternalInMiniProgram(url, meetingDomains, target => { window.location.href = target })
      return openExternalInBrowser(url, openInNewTab)
    },
    pay(request) {
      if (environment === 'wechat') return payInWechatBrowser(request, weixinJSBridge)
      if (environment === 'miniprogram') return payInMiniProgramWebView(request, miniProgramBridge)
      return payInBrowser(request)
    },
    loginProviders: () => loginProvidersFor(environment),
    async socialLogin(provider, options = {}) {
      // The WeChat browser signs in through the meeting's official account: off to its authorisation page.
      if (needsOfficialAccount(environment, provider)) {
        if (!options.officialAccount) throw new LoginProviderError('the meeting has no authorised official account')
        return startWechatAuthorization(options.officialAccount, browserOAuthEdge())
      }
      // No Google / Facebook application is configured here: the reference server's development identity stands in
      // (server/README.md, `dev-<subject>`).
      return socialLoginWith(provider, developmentIdentity(taroStorage), environment)
    },
    // WeChat's authorisation page sends the WeChat browser back here with ?code=&state= before the #.
    ...(environment === 'wechat' ? { finishSocialLogin: () => finishWechatAuthorization(browserOAuthEdge()) } : {}),
    // A plain browser has no scanner here: the screen's code entry field stands in.
    async scanCode(scanRequest) {
      if (environment === 'browser') return { status: 'manual' }
      return scanInWechatBrowser(scanRequest, { sdk: wechatScanSdk, signature: jssdkConfig, pageUrl: () => window.location.href })
    },
  }
}
