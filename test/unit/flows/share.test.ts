/**
 * @jest-environment jsdom
 */
// Flows.share in each runtime, with the runtime faked at the adapter's edge: the clipboard, WeChat's JS-SDK
// (jweixin) and its signature call, wx.miniProgram, Taro's share menu. (openExternal: test/unit/platform/openExternal.)
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { createWeappFlows } from '@/flows/weapp'
import { shareBridgeUrl, type ShareRequest, type WechatJsSdk } from '@/flows/share'
import { parseBridgeRequest } from '@/pages/webview/api/bridge'
import { parseQuery } from '@/core/query'

const mockShowShareMenu = jest.fn(async () => undefined)
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    showShareMenu: () => mockShowShareMenu(),
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
  },
}))
const mockJssdkConfig = jest.fn(async () => ({ appId: 'wx-app', timestamp: 1, nonceStr: 'n', signature: 's' }))
jest.mock('@/api/wechat', () => ({ jssdkConfig: (...args: unknown[]) => mockJssdkConfig(...(args as [])) }))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

const request: ShareRequest = {
  title: 'Opening ceremony', description: 'Day one', cover: 'https://h5.example.test/fu/static/a.png',
  route: '/meeting/activity/detail?activity_id=abc', url: 'https://h5.example.test/#/meeting/activity/detail?activity_id=abc', wechatAppId: 'wx-app',
}

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

/** The H5 build's flows over the H5 platform of the user agent set. */
const h5Flows = () => createH5Flows(createH5Platform())

afterEach(() => {
  delete window.wx
  delete window.__wxjs_environment
  jest.clearAllMocks()
})

describe('browser', () => {
  beforeEach(() => setUserAgent('Mozilla/5.0 Chrome/120'))

  it('copies the link', async () => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true })
    await expect(h5Flows().share(request)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(request.url)
  })

  it('says when the copy failed', async () => {
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: async () => { throw new Error('denied') } }, configurable: true })
    await expect(h5Flows().share(request)).resolves.toBe('copy-failed')
  })
})

describe('WeChat browser', () => {
  it('signs the page without its hash and sets the friend and timeline cards', async () => {
    setUserAgent('Mozilla/5.0 MicroMessenger/8.0.40')
    const calls: string[] = []
    const sdk: WechatJsSdk = {
      config: options => { calls.push(`config ${(options.jsApiList as string[]).join(',')}`); setTimeout(() => readyCallback(), 0) },
      ready: cb => { readyCallback = cb },
      error: () => undefined,
      updateAppMessageShareData: o => { calls.push(`friend ${o.title} ${o.desc} ${o.link}`) },
      updateTimelineShareData: o => { calls.push(`timeline ${o.title} ${o.imgUrl}`) },
    }
    let readyCallback = () => undefined as void
    window.wx = sdk
    await expect(h5Flows().share(request)).resolves.toBe('menu')
    expect(mockJssdkConfig).toHaveBeenCalledWith('http://localhost/', 'wx-app')
    expect(calls).toEqual([
      'config updateAppMessageShareData,updateTimelineShareData',
      `friend Opening ceremony Day one ${request.url}`,
      `timeline Opening ceremony ${request.cover}`,
    ])
  })
})

describe('mini-program web-view', () => {
  beforeEach(() => {
    setUserAgent('Mozilla/5.0 MicroMessenger/8.0.40 miniProgram')
    window.__wxjs_environment = 'miniprogram'
  })

  it('hands the card to the bridge page, which reads it back', async () => {
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    window.wx = { miniProgram: { navigateTo } }
    await expect(h5Flows().share(request)).resolves.toBe('bridged')
    const url = navigateTo.mock.calls[0][0].url
    expect(url).toBe(shareBridgeUrl(request))
    expect(parseBridgeRequest(parseQuery(url.split('?')[1]))).toEqual({
      action: 'share', share: { title: request.title, path: request.route, cover: request.cover }, back: request.route,
    })
  })
})

describe('native mini-program pages', () => {
  it('opens WeChat\'s share menu (onShareAppMessage builds the card)', async () => {
    await expect(createWeappFlows().share(request)).resolves.toBe('menu')
    expect(mockShowShareMenu).toHaveBeenCalled()
  })
})
