/**
 * @jest-environment jsdom
 */
// The H5 toast is said to screen readers: Taro draws it with no role, the platform's live region carries its text.
import { createAnnouncer } from '@/platform/announce'
import { createH5Platform } from '@/platform/h5'

const mockShowToast = jest.fn()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined, showToast: (options: unknown) => mockShowToast(options) },
}))
jest.mock('@/api/wechat', () => ({ jssdkConfig: jest.fn() }))

beforeEach(() => {
  document.body.innerHTML = ''
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it('the region is in the page before any toast, then says each one, the same text again too, and empties', () => {
  const announce = createAnnouncer(document)
  const region = document.querySelector('[role="status"][aria-live="polite"]')
  expect(region?.textContent).toBe('')
  announce('Link copied')
  jest.advanceTimersByTime(60)
  expect(region?.textContent).toBe('Link copied')
  announce('Link copied')
  expect(region?.textContent).toBe('')
  jest.advanceTimersByTime(60)
  expect(region?.textContent).toBe('Link copied')
  jest.advanceTimersByTime(5000)
  expect(region?.textContent).toBe('')
  expect(document.querySelectorAll('[role="status"]')).toHaveLength(1)
})

// Taro's toast loads on first use (issue 15): it is drawn once its module has loaded, the live region says it at once.
it('the H5 platform\'s toast draws Taro\'s toast and announces the same text', async () => {
  const platform = createH5Platform()
  platform.toast('Saved')
  await jest.advanceTimersByTimeAsync(60)
  expect(document.querySelector('[role="status"]')?.textContent).toBe('Saved')
  expect(mockShowToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved', icon: 'none' }))
})
