import { detectH5Environment } from './detectEnvironment'
import Taro from '@tarojs/taro'
import { taroStorage } from './storage'
import { fetchRequest } from './fetchRequest'
import type { Platform, StreamCall, StreamRequest } from './types'
import { openExternalInBrowser, openExternalInMiniProgram } from './externalLinks'
import { createRouteMoveTracker, historyPosition } from './routeMoves'
import { watchBrowserErrors } from './browserErrors'
import { createAnnouncer } from './announce'
import { registerServiceWorker } from './serviceWorker'
import { loadOnce } from '@/core/loadOnce'

declare global {
  interface Window {
    __wxjs_environment?: string
  }
}

/**
 * Taro's toast and modal (with their styles, ≈ 6 KB brotli) and the calendar file maker load when first used, not with
 * the first screen (issue 15); one promise per module, so toasts keep their order. A failed load (offline before the
 * chunk was ever cached) is tried again next time; meanwhile the live region still says the message.
 */
const interaction = loadOnce(() => import(/* webpackChunkName: "taro-interaction" */ './taroInteraction'))
const calendar = loadOnce(() => import(/* webpackChunkName: "calendar" */ './calendarFile'))
const vitals = loadOnce(() => import(/* webpackChunkName: "vitals" */ './vitals'))
const streaming = loadOnce(() => import(/* webpackChunkName: "stream" */ './stream'))

/** A streamed answer (the copilot's), its code loaded with the first one; abort() before it has loaded stops it there. */
function lazyStream(request: StreamRequest): StreamCall {
  let call: StreamCall | undefined
  let aborted = false
  const done = streaming().then(({ fetchStream, StreamAbortedError }) => {
    if (aborted) throw new StreamAbortedError()
    call = fetchStream(request)
    return call.done
  })
  return { done, abort() { aborted = true; call?.abort() } }
}

/** Links outside our routes open in a new tab, so the event page stays. */
const openInNewTab = (url: string) => { window.open(url, '_blank', 'noopener,noreferrer') }

/** Narrower windows get the mobile layout; the desktop layout itself is at least 1200 px wide. */
const DESKTOP_BREAKPOINT_PX = 1024

/**
 * The width test as a media query, asked once: reading `window.innerWidth` lays the page out first wherever the
 * viewport meta applies (a phone), and screens ask for their variant while they render (a forced layout of 15–20 ms
 * inside the home's first render; issue 15). The query's `matches` follows resizes by itself.
 */
let desktopQuery: MediaQueryList | undefined
const isDesktopWidth = () => (desktopQuery ??= window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`)).matches

/** WebCrypto's SHA-256 as hex; WebCrypto exists in secure contexts only (https, localhost). */
function webCryptoSha256(): ((text: string) => Promise<string>) | undefined {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return undefined
  return async text => {
    const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)))
    return Array.from(digest, byte => byte.toString(16).padStart(2, '0')).join('')
  }
}

export function createH5Platform(): Platform {
  registerServiceWorker()
  const environment = detectH5Environment(navigator.userAgent, window.__wxjs_environment)
  // The browser's back / forward buttons and Taro's navigateBack arrive as popstate; our own pushes settle in openRoute.
  const routeMoves = createRouteMoveTracker(() => historyPosition(window.history.state))
  window.addEventListener('popstate', () => routeMoves.settled({ direction: 'back', steps: 1 }))
  const announce = createAnnouncer(document)
  return {
    environment,
    apiBase: API_BASE,
    storage: taroStorage,
    preferredLanguages: () => navigator.languages ?? [navigator.language],
    pageProtocol: () => (window.location.protocol === 'https:' ? 'https:' : 'http:'),
    setTitle(title) { document.title = title },
    setDocumentLanguage(tag) { document.documentElement.lang = tag },
    removeStartShell() { document.getElementById('fu-shell')?.remove() },
    sha256Hex: webCryptoSha256(),
    startPayload: () => document.getElementById('fu-start')?.textContent ?? undefined,
    mediaUrl: src => src,
    hostname: () => window.location.hostname,
    siteUrl: route => `${window.location.origin}${window.location.pathname}#${route}`,
    deviceVariant: () => (isDesktopWidth() ? 'desktop' : 'mobile'),
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text)
        return true
      } catch {
        return false
      }
    },
    async callPhone(phone) {
      // The mini-program's web-view does not follow tel: links.
      if (environment === 'miniprogram') return false
      window.location.href = `tel:${phone.replace(/[^\d+]/g, '')}`
      return true
    },
    async openFile(url, name) {
      if (environment === 'miniprogram') return false
      const link = document.createElement('a')
      link.href = url
      link.download = name
      link.rel = 'noopener'
      document.body.appendChild(link)
      link.click()
      link.remove()
      return true
    },
    // A webcal:// address opens the system's calendar app (Apple Calendar, Outlook…), which subscribes to the feed.
    subscribeCalendar(webcalUrl) {
      if (environment === 'miniprogram' || !/^webcal:\/\//i.test(webcalUrl)) return false
      window.location.href = webcalUrl
      return true
    },
    // The browser's calendar is a file: an .ics (text/calendar) the phone or desktop opens in its calendar app.
    async addToCalendar(event) {
      if (environment === 'miniprogram' || typeof Blob === 'undefined' || !URL.createObjectURL) return false
      const file = await calendar()
      file.downloadIcs(event, Date.now())
      return true
    },
    request: request => fetchRequest(request),
    stream: lazyStream,
    // Every transient confirmation of the app comes here: Taro's toast draws it, the live region says it.
    toast(message) {
      interaction().then(ui => ui.taroToast(message), () => undefined)
      announce(message)
    },
    showLoading(message, durationMs) { interaction().then(ui => ui.taroShowLoading(message, durationMs), () => undefined) },
    hideLoading() { interaction().then(ui => ui.taroHideLoading(), () => undefined) },
    watchErrors: watchBrowserErrors,
    watchNetwork(listener) {
      const online = () => listener(true)
      const offline = () => listener(false)
      listener(typeof navigator === 'undefined' || navigator.onLine !== false)
      window.addEventListener('online', online)
      window.addEventListener('offline', offline)
      return () => { window.removeEventListener('online', online); window.removeEventListener('offline', offline) }
    },
    async contact(kind, value) {
      window.location.href = `${kind === 'phone' ? 'tel' : 'mailto'}:${encodeURIComponent(value)}`
      return true
    },
    // Only the sampled sessions watch (stores/reports.ts), so the observers' code loads when asked.
    watchVitals(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      vitals().then(({ watchBrowserVitals }) => { if (!stopped) stop = watchBrowserVitals(listener) }, () => undefined)
      return () => { stopped = true; stop?.() }
    },
    // Without Taro's modal (its chunk could not load) the browser's own dialog says it.
    alert: options => interaction().then(ui => ui.taroAlert(options), () => window.alert(options.title)),
    // Every hash route is an instance of the one route-host page (config/index.ts).
    async openRoute(route, options = {}) {
      await (options.replace ? Taro.redirectTo({ url: route }) : Taro.navigateTo({ url: route }))
      routeMoves.settled(options.replace ? undefined : { direction: 'forward', steps: 1 })
    },
    // The browser's own back, exactly as its back button: Taro's navigateBack trusts Taro's page stack, which a
    // browser forward leaves one page short, so it would not move at all where the depth says there is a page.
    async goBack() { window.history.back() },
    watchRouteMoves: listener => routeMoves.watch(listener),
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
    takePageQuery(name) {
      const route = window.location.hash.replace(/^#/, '') || '/'
      const [path, search = ''] = route.split('?')
      const query = new URLSearchParams(search)
      const value = query.get(name)
      if (value === null) return undefined
      query.delete(name)
      const rest = query.toString()
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${path}${rest ? `?${rest}` : ''}`)
      return value
    },
    openExternal(url, meetingDomains) {
      // Inside the mini-program's web-view only whitelisted domains load; elsewhere any http(s) link opens.
      if (environment === 'miniprogram') return openExternalInMiniProgram(url, meetingDomains, target => { window.location.href = target })
      return openExternalInBrowser(url, openInNewTab)
    },
  }
}
