/**
 * Sharing in each runtime (SPEC §1 "shared as links or mini-program cards"; ARCHITECTURE platform table):
 * a browser copies the link; the WeChat browser sets the share card through the JS-SDK (the visitor then
 * uses WeChat's ··· menu); the mini-program's web-view hands the card to the native bridge page; native
 * pages open WeChat's share menu. Each runtime's own API is reached only through the `edge` arguments.
 */
import type { MiniProgramBridge } from './payment'

export type ShareOutcome = 'copied' | 'copy-failed' | 'menu' | 'bridged'

export interface ShareRequest {
  title: string
  description?: string
  cover?: string
  /** Our route, e.g. `/meeting/activity/detail?activity_id=…`. */
  route: string
  /** The full H5 address of that route, for links and cards outside the mini-program (the platform fills it in). */
  url?: string
  /** The meeting's WeChat official account app id (meeting.wechat_authorize.authorizer_appid). */
  wechatAppId?: string
}

const SHARE_BRIDGE_PAGE = '/pages/webview/api/api'

export async function shareInBrowser(request: ShareRequest, copyText: (text: string) => Promise<boolean>): Promise<ShareOutcome> {
  return (await copyText(request.url ?? request.route)) ? 'copied' : 'copy-failed'
}

export interface WechatJsSdk {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (error: unknown) => void): void
  updateAppMessageShareData(options: { title: string; desc: string; link: string; imgUrl: string }): void
  updateTimelineShareData(options: { title: string; link: string; imgUrl: string }): void
}

interface WechatShareEdge {
  sdk: () => Promise<WechatJsSdk>
  /** Signed JS-SDK config for this page URL (POST /wechat/service/jssdk, cached 15 min in src/api/wechat.ts). */
  signature: (url: string, appId: string) => Promise<Record<string, unknown>>
  pageUrl: () => string
}

/** The WeChat browser: sign the page, then set the friend and timeline cards. */
export async function shareInWechatBrowser(request: ShareRequest, edge: WechatShareEdge): Promise<ShareOutcome> {
  const [sdk, config] = await Promise.all([edge.sdk(), edge.signature(edge.pageUrl().split('#')[0], request.wechatAppId ?? '')])
  return new Promise((resolve, reject) => {
    sdk.error(reject)
    sdk.ready(() => {
      const card = { title: request.title, link: request.url ?? request.route, imgUrl: request.cover ?? '' }
      sdk.updateAppMessageShareData({ ...card, desc: request.description ?? '' })
      sdk.updateTimelineShareData(card)
      resolve('menu')
    })
    sdk.config({ ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
  })
}

/** The bridge page's address for a share card: title, route and cover as JSON, and the route to come back to. */
export function shareBridgeUrl(request: ShareRequest): string {
  const payload = JSON.stringify({ title: request.title, path: request.route, cover: request.cover })
  return `${SHARE_BRIDGE_PAGE}?action=share&payload=${encodeURIComponent(payload)}&back=${encodeURIComponent(request.route)}`
}

/** The mini-program's web-view: the native bridge page shows the card (onShareAppMessage). */
export async function shareInMiniProgramWebView(request: ShareRequest, miniProgram: () => Promise<MiniProgramBridge>): Promise<ShareOutcome> {
  const mp = await miniProgram()
  return new Promise((resolve, reject) => {
    mp.navigateTo({ url: shareBridgeUrl(request), success: () => resolve('bridged'), fail: reject })
  })
}

/** Native pages: their onShareAppMessage builds the card; this opens WeChat's share menu. */
export async function shareInMiniProgram(showShareMenu: () => Promise<unknown>): Promise<ShareOutcome> {
  await showShareMenu()
  return 'menu'
}
