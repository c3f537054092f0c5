/**
 * @jest-environment jsdom
 */
// The absolute address of an in-app route, for QR codes and copied links: where the H5 site really is (port and path
// included) in a browser, the configured H5 origin in the mini-program.
import { createH5Platform } from '@/platform/h5'
import { createWeappPlatform } from '@/platform/weapp'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

it('H5: the page origin and path, then the route after the hash', () => {
  window.history.replaceState(null, '', '/site/index.html#/meeting/home')
  expect(createH5Platform().siteUrl('/meeting/user?user_id=u1')).toBe(`${window.location.origin}/site/index.html#/meeting/user?user_id=u1`)
})

it('mini-program: the H5 site the web-view shell opens', () => {
  expect(createWeappPlatform().siteUrl('/meeting/user?user_id=u1')).toBe('http://127.0.0.1:8080/#/meeting/user?user_id=u1')
})
