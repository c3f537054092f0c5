import { detectH5Environment } from './detectEnvironment'
import { taroStorage } from './storage'
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
  }
}
