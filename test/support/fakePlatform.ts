import type { AlertOptions, Platform, StreamRequest, TransportRequest, TransportResponse } from '@/platform'
import { fetchStream } from '@/platform/stream'
import type { ExternalLinkOutcome } from '@/platform'
import type { RouteMove, RouteMoveListener } from '@/platform'

/** Real HTTP through Node's fetch, so unit tests exercise src/api against a real server. */
export async function fetchTransport(request: TransportRequest): Promise<TransportResponse> {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), request.timeoutMs)
  try {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: abort.signal })
    const text = await response.text()
    let data: unknown = text
    try { data = JSON.parse(text) } catch { /* not JSON: keep the text */ }
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => { headers[key] = value })
    return { status: response.status, data, headers }
  } finally {
    clearTimeout(timer)
  }
}

export interface FakePlatformRecord {
  stored: Map<string, string>
  titles: string[]
  /** Every `<html lang>` tag set, in order. */
  documentLanguages: string[]
  /** The app took away the server's start page (platform.removeStartShell). */
  startShellRemoved: boolean
  toasts: string[]
  alerts: AlertOptions[]
  /** Every route opened, as `{ route, replace }`. */
  opened: { route: string; replace: boolean }[]
  /** The route "on screen": follows openRoute, addPageQuery and takePageQuery. */
  route: string
  /** Every external link asked for; `externalOutcome` is what openExternal() answers. */
  externalLinks: string[]
  externalOutcome: ExternalLinkOutcome
  /** How many times goBack() was asked for. */
  backs: number
  /** Every text copied, phone number called and file handed to the device. */
  copied: string[]
  calls: string[]
  files: { url: string; name: string }[]
  /** Plays a move through the page history (the browser's back button, say) to whoever watches route moves. */
  moveRoute: (move: RouteMove) => void
}

/** A platform faked at the adapter's edge, for stores and screens under test. */
export function fakePlatform(overrides: Partial<Platform> = {}): Platform & FakePlatformRecord {
  const routeMoveListeners = new Set<RouteMoveListener>()
  const record: FakePlatformRecord = { stored: new Map(), titles: [], documentLanguages: [], startShellRemoved: false, toasts: [], alerts: [], opened: [], route: '/meeting/home', externalLinks: [], externalOutcome: 'opened', backs: 0, copied: [], calls: [], files: [], moveRoute: (move: RouteMove) => routeMoveListeners.forEach(listener => listener(move)) }
  const fake: Platform & FakePlatformRecord = Object.assign(record, {
    environment: 'browser' as const,
    apiBase: 'http://127.0.0.1:0/fu/api',
    storage: {
      get: (key: string) => record.stored.get(key) ?? null,
      set: (key: string, value: string) => { record.stored.set(key, value) },
      remove: (key: string) => { record.stored.delete(key) },
      clear: () => { record.stored.clear() },
    },
    preferredLanguages: () => [],
    pageProtocol: () => 'https:' as const,
    setTitle: (title: string) => { record.titles.push(title) },
    setDocumentLanguage: (tag: string) => { record.documentLanguages.push(tag) },
    removeStartShell: () => { record.startShellRemoved = true },
    startPayload: () => undefined,
    mediaUrl: (src: string) => src,
    hostname: () => undefined,
    siteUrl: (route: string) => `https://events.example/#${route}`,
    deviceVariant: () => 'mobile' as const,
    copyText: async (text: string) => { record.copied.push(text); return true },
    callPhone: async (phone: string) => { record.calls.push(phone); return true },
    openFile: async (url: string, name: string) => { record.files.push({ url, name }); return true },
    request: fetchTransport,
    // Streams through Node's fetch (the browser's code path), so src/api streams against a real server in unit tests.
    stream: (request: StreamRequest) => fetchStream(request),
    toast: (message: string) => { record.toasts.push(message) },
    alert: async (options: AlertOptions) => { record.alerts.push(options) },
    openRoute: async (route: string, options: { replace?: boolean } = {}) => {
      record.opened.push({ route, replace: !!options.replace })
      record.route = route
      if (!options.replace) record.moveRoute({ direction: 'forward', steps: 1 })
    },
    goBack: async () => {
      record.backs += 1
      record.moveRoute({ direction: 'back', steps: 1 })
    },
    watchRouteMoves: (listener: RouteMoveListener) => {
      routeMoveListeners.add(listener)
      return () => { routeMoveListeners.delete(listener) }
    },
    currentRoute: () => record.route,
    addPageQuery: (name: string, value: string) => {
      const [path, search = ''] = record.route.split('?')
      const query = new URLSearchParams(search)
      if (query.has(name)) return
      query.set(name, value)
      record.route = `${path}?${query.toString()}`
    },
    takePageQuery: (name: string) => {
      const [path, search = ''] = record.route.split('?')
      const query = new URLSearchParams(search)
      const value = query.get(name)
      if (value === null) return undefined
      query.delete(name)
      const rest = query.toString()
      record.route = rest ? `${path}?${rest}` : path
      return value
    },
    openExternal: (url: string, _meetingDomains: readonly string[]) => {
      record.externalLinks.push(url)
      return record.externalOutcome
    },
  }, overrides)
  return fake
}
