/**
 * The WeChat runtimes' own JavaScript edges in H5, which only the flows use: WeixinJSBridge (the WeChat browser's
 * payment sheet) and WeChat's JS-SDK (jweixin: share cards, the scanner, and `wx.miniProgram` in the web-view).
 */
import type { MiniProgramBridge, WeixinJSBridge } from './payment'
import type { WechatJsSdk } from './share'
import type { WechatScanSdk } from './scan'

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge
    /** WeChat's JS-SDK (jweixin): inside the mini-program's web-view it has `miniProgram`. */
    wx?: Partial<WechatJsSdk> & Partial<Pick<WechatScanSdk, 'scanQRCode'>> & { miniProgram?: MiniProgramBridge }
  }
}

/** WeChat's JS-SDK, which gives the web-view `wx.miniProgram` (loaded on demand when the page has not). */
export const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const BRIDGE_WAIT_MS = 10000

/** WeixinJSBridge exists once the WeChat browser fires WeixinJSBridgeReady. */
export function weixinJSBridge(): Promise<WeixinJSBridge> {
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
export async function miniProgramBridge(): Promise<MiniProgramBridge> {
  const wx = await loadJssdk()
  if (!wx.miniProgram) throw new Error('jweixin has no miniProgram')
  return wx.miniProgram
}

export async function wechatJssdk(): Promise<WechatJsSdk> {
  const wx = await loadJssdk()
  if (!wx.config || !wx.ready || !wx.error || !wx.updateAppMessageShareData || !wx.updateTimelineShareData) throw new Error('jweixin lacks the share API')
  return wx as WechatJsSdk
}

export async function wechatScanSdk(): Promise<WechatScanSdk> {
  const wx = await loadJssdk()
  if (!wx.config || !wx.ready || !wx.error || !wx.scanQRCode) throw new Error('jweixin lacks scanQRCode')
  return wx as WechatScanSdk
}
