import Taro from '@tarojs/taro'
import type { KeyValueStorage } from './types'

/** Taro's storage works in H5 (localStorage) and in the mini-program alike; failures read as empty. */
export const taroStorage: KeyValueStorage = {
  get(key) {
    try {
      const value = Taro.getStorageSync(key)
      return typeof value === 'string' && value !== '' ? value : null
    } catch {
      return null
    }
  },
  set(key, value) {
    try { Taro.setStorageSync(key, value) } catch { /* storage full or denied: the session stays in memory */ }
  },
  remove(key) {
    try { Taro.removeStorageSync(key) } catch { /* nothing to remove */ }
  },
  clear() {
    try { Taro.clearStorageSync() } catch { /* nothing stored */ }
  },
}
