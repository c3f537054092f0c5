/**
 * @jest-environment jsdom
 */
// SPEC §8 in the mini-program: only our own hosts (the build's MAIN_HOSTS and H5_ORIGIN) and the meeting's custom
// domain open; any other link gets the copy-link dialog. The runtimes are faked at the adapter's edge: the web-view's
// user agent and window.location for H5, Taro's navigateTo for the native pages.
import { createH5Platform } from '@/platform/h5'
import { createWeappPlatform } from '@/platform/weapp'
import { loadWebViewDomains, meetingWebViewDomains, ownWebViewDomains, resetWebViewDomainsForTesting, webViewWhitelist } from '@/platform/externalLinks'

const mockNavigateTo = jest.fn(async (_: { url: string }) => undefined)
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    navigateTo: (options: { url: string }) => mockNavigateTo(options),
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
  },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

// The build-time constants config/index.ts defines (FU_MAIN_HOSTS, FU_H5_ORIGIN), as a deployment would set them.
Object.assign(globalThis, { MAIN_HOSTS: ['m.fuevents.example', 'www.fuevents.example'], H5_ORIGIN: 'https://h5.fuevents.example:8443', API_BASE: '/fu/api' })

const expo = { _id: 'm1', domain: 'expo.demo.test' }

afterEach(() => {
  delete window.__wxjs_environment
  resetWebViewDomainsForTesting()
  jest.clearAllMocks()
})

describe('the whitelist', () => {
  it('is our own hosts from the build plus the meeting\'s custom domain', () => {
    expect(ownWebViewDomains()).toEqual(['m.fuevents.example', 'www.fuevents.example', 'h5.fuevents.example'])
    expect(webViewWhitelist(meetingWebViewDomains(expo))).toEqual([...ownWebViewDomains(), 'expo.demo.test'])
    expect(meetingWebViewDomains(undefined)).toEqual([])
    expect(meetingWebViewDomains({ domain: '' })).toEqual([])
  })
})

describe('H5 inside the mini-program\'s web-view', () => {
  let platform: ReturnType<typeof createH5Platform>
  beforeEach(() => {
    window.__wxjs_environment = 'miniprogram'
    platform = createH5Platform()
    // jsdom cannot leave the page; the navigation it refuses is not what this test is about.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('opens our own hosts and their subdomains without the meeting saying anything', () => {
    expect(platform.environment).toBe('miniprogram')
    expect(platform.openExternal('https://h5.fuevents.example:8443/#/meeting/news', [])).toBe('opened')
    expect(platform.openExternal('https://m.fuevents.example/x', [])).toBe('opened')
    expect(platform.openExternal('https://cdn.www.fuevents.example/a.pdf', [])).toBe('opened')
  })

  it('opens the meeting\'s custom domain only for that meeting', () => {
    expect(platform.openExternal('https://expo.demo.test/#/meeting/home', meetingWebViewDomains(expo))).toBe('opened')
    expect(platform.openExternal('https://expo.demo.test/#/meeting/home', [])).toBe('needs-copy')
  })

  it('sends every other link to the copy-link dialog, lookalike hosts included', () => {
    for (const link of ['https://partner.example.org', 'https://fuevents.example.evil.test', 'https://evilfuevents.example', 'javascript:alert(1)', 'https://h5.fuevents.example@evil.test/']) {
      expect(`${link} ${platform.openExternal(link, meetingWebViewDomains(expo))}`).toBe(`${link} needs-copy`)
    }
  })
})

describe('native mini-program pages', () => {
  it('open a whitelisted link in the web-view shell and refuse the rest', () => {
    const platform = createWeappPlatform()
    expect(platform.openExternal('https://expo.demo.test/a', meetingWebViewDomains(expo))).toBe('opened')
    expect(mockNavigateTo).toHaveBeenCalledWith({ url: `/pages/fu-h5/index?link=${encodeURIComponent(`/webview?link=${encodeURIComponent('https://expo.demo.test/a')}`)}` })
    expect(platform.openExternal('https://other.example.com/a', meetingWebViewDomains(expo))).toBe('needs-copy')
    expect(mockNavigateTo).toHaveBeenCalledTimes(1)
  })
})

describe('the server\'s list (GET /static/webview-domains)', () => {
  it('widens the whitelist once fetched, asked once per session', async () => {
    const fetchDomains = jest.fn(async () => ['docs.partner.example', ''])
    const platform = createWeappPlatform()
    expect(platform.openExternal('https://docs.partner.example/guide', [])).toBe('needs-copy')

    await Promise.all([loadWebViewDomains(fetchDomains), loadWebViewDomains(fetchDomains)])
    expect(fetchDomains).toHaveBeenCalledTimes(1)
    expect(webViewWhitelist([])).toEqual([...ownWebViewDomains(), 'docs.partner.example'])
    expect(platform.openExternal('https://docs.partner.example/guide', [])).toBe('opened')
    expect(platform.openExternal('https://partner.example/guide', [])).toBe('needs-copy')
  })

  it('keeps the build\'s list when the call fails, without asking again', async () => {
    const fetchDomains = jest.fn(async (): Promise<string[]> => { throw new Error('offline') })
    await loadWebViewDomains(fetchDomains)
    await loadWebViewDomains(fetchDomains)
    expect(fetchDomains).toHaveBeenCalledTimes(1)
    expect(webViewWhitelist(meetingWebViewDomains(expo))).toEqual([...ownWebViewDomains(), 'expo.demo.test'])
    expect(createWeappPlatform().openExternal('https://m.fuevents.example/x', [])).toBe('opened')
  })
})

describe('outside the mini-program', () => {
  it('a browser opens any http(s) link in a new tab', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    expect(createH5Platform().openExternal('https://partner.example.org', [])).toBe('opened')
    expect(open).toHaveBeenCalledWith('https://partner.example.org', '_blank', 'noopener,noreferrer')
  })
})
