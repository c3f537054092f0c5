/**
 * @jest-environment jsdom
 */
// Platform.openExternal in each runtime, with the runtime faked at the adapter's edge: window.open, Taro's navigateTo.
import { createH5Platform } from '@/platform/h5'
import { createWeappPlatform } from '@/platform/weapp'

const mockNavigateTo = jest.fn(async (_: { url: string }) => undefined)
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    navigateTo: (options: { url: string }) => mockNavigateTo(options),
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
  },
}))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

afterEach(() => {
  delete window.__wxjs_environment
  jest.clearAllMocks()
})

describe('browser', () => {
  beforeEach(() => setUserAgent('Mozilla/5.0 Chrome/120'))

  it('opens http(s) links in a new tab and refuses other schemes', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    const platform = createH5Platform()
    expect(platform.openExternal('https://partner.example.com/x', [])).toBe('opened')
    expect(open).toHaveBeenCalledWith('https://partner.example.com/x', '_blank', 'noopener,noreferrer')
    expect(platform.openExternal('javascript:alert(1)', [])).toBe('needs-copy')
    open.mockRestore()
  })
})

describe('mini-program web-view', () => {
  beforeEach(() => {
    setUserAgent('Mozilla/5.0 MicroMessenger/8.0.40 miniProgram')
    window.__wxjs_environment = 'miniprogram'
  })

  it('opens only whitelisted domains; others need the copy-link dialog', () => {
    const platform = createH5Platform()
    expect(platform.openExternal('https://evil.example.net/x', ['partner.example.com'])).toBe('needs-copy')
  })
})

describe('native mini-program pages', () => {
  it('opens a whitelisted link in the web-view shell and refuses others', () => {
    const platform = createWeappPlatform()
    expect(platform.openExternal('https://docs.partner.example.com/a', ['partner.example.com'])).toBe('opened')
    expect(mockNavigateTo.mock.calls[0][0].url).toBe(`/pages/fu-h5/index?link=${encodeURIComponent(`/webview?link=${encodeURIComponent('https://docs.partner.example.com/a')}`)}`)
    expect(platform.openExternal('https://elsewhere.example.org', ['partner.example.com'])).toBe('needs-copy')
  })
})
