/**
 * @jest-environment jsdom
 */
// Flows.leaveForSite (an OAuth partner's redirect URI): the browser and the WeChat browser leave in this window; the
// mini-program's web-view (only whitelisted domains) and its native pages cannot, so the consent says so instead.
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { createWeappFlows } from '@/flows/weapp'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

afterEach(() => { delete window.__wxjs_environment })

it('a plain browser and the WeChat browser can leave for the partner', () => {
  setUserAgent('Mozilla/5.0 Chrome/120')
  expect(typeof createH5Flows(createH5Platform()).leaveForSite).toBe('function')
  setUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47')
  expect(typeof createH5Flows(createH5Platform()).leaveForSite).toBe('function')
})

it('the mini-program (web-view and native pages) cannot', () => {
  setUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 miniProgram')
  window.__wxjs_environment = 'miniprogram'
  expect(createH5Flows(createH5Platform()).leaveForSite).toBeUndefined()
  expect(createWeappFlows().leaveForSite).toBeUndefined()
})
