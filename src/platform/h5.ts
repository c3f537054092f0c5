import { detectH5Environment } from './detectEnvironment'
import Taro from '@tarojs/taro'
import { taroStorage } from './storage'
import { taroAlert, taroRequest, taroToast } from './taroRuntime'
import type { Platform } from './types'

declare global {
  interface Window { __wxjs_environment?: string }
}

/** Narrower windows get the mobile layout; the desktop layout itself is at least 1200 px wide. */
const DESKTOP_BREAKPOINT_PX = 1024

export function createH5Platform(): Platform {
  const environment = detectH5Environment(navigator.userAgent, window.__wxjs_environment)
  return {
    environment,
    apiBase: API_BASE,
    storage: taroStorage,
    preferredLanguages: () => navigator.languages ?? [navigator.language],
    pageProtocol: () => (window.location.protocol === 'https:' ? 'https:' : 'http:'),
    setTitle(title) { document.title = title },
    deviceVariant: () => (window.innerWidth >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile'),
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text)
        return true
      } catch {
        return false
      }
    },
    request: taroRequest,
    toast: taroToast,
    alert: taroAlert,
    // Every hash route is an instance of the one route-host page (config/index.ts).
    async openRoute(route, options = {}) {
      await (options.replace ? Taro.redirectTo({ url: route }) : Taro.navigateTo({ url: route }))
    },
    currentRoute: () => window.location.hash.replace(/^#/, '') || '/',
    addPageQuery(name, value) {
      const route = window.location.hash.replace(/^#/, '') || '/'
      const [path, search = ''] = route.split('?')
      const query = new URLSearchParams(search)
      if (query.has(name)) return
      query.set(name, value)
      const url = `${window.location.pathname}${window.location.search}#${path}?${query.toString()}`
      window.history.replaceState(window.history.state, '', url)
    },
  }
}
