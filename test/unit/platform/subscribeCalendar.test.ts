/**
 * @jest-environment jsdom
 */
// The calendar feed's "subscribe in my calendar app" (issue 16): a browser hands the webcal:// address to the system
// (the calendar app); inside the mini-program's web-view it cannot, and the caller copies the https address instead.
import { createH5Platform } from '@/platform/h5'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

afterEach(() => { delete window.__wxjs_environment })

it('a browser takes webcal:// addresses only', () => {
  const platform = createH5Platform()
  expect(platform.subscribeCalendar!('https://events.example/fu/api/calendar/x.ics')).toBe(false)
  expect(platform.subscribeCalendar!('javascript:alert(1)')).toBe(false)
})

it('the mini-program\'s web-view cannot subscribe (the caller copies the link)', () => {
  window.__wxjs_environment = 'miniprogram'
  expect(createH5Platform().subscribeCalendar!('webcal://events.example/fu/api/calendar/x.ics')).toBe(false)
})
