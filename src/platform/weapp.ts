import Taro from '@tarojs/taro'
import { taroStorage } from './storage'
import type { Platform } from './types'

export function createWeappPlatform(): Platform {
  return {
    environment: 'weapp',
    // Native pages call the same server the H5 site comes from.
    apiBase: `${H5_ORIGIN}${API_BASE}`,
    storage: taroStorage,
    preferredLanguages: () => {
      try {
        return [Taro.getAppBaseInfo().language]
      } catch {
        return []
      }
    },
    pageProtocol: () => 'https:',
    deviceVariant: () => 'mobile',
    setTitle(title) { void Taro.setNavigationBarTitle({ title }) },
    copyText: text => new Promise(resolve => {
      Taro.setClipboardData({ data: text, success: () => resolve(true), fail: () => resolve(false) })
    }),
  }
}
