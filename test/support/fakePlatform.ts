import type { AlertOptions, PayRequest, PayResult, Platform, TransportRequest, TransportResponse } from '@/platform'
import type { ExternalLinkOutcome, ShareOutcome, ShareRequest } from '@/platform'
import type { LoginProvider, SocialLoginResult, SocialProvider } from '@/platform'
import type { RouteMove, RouteMoveListener } from '@/platform'
import type { ScanOutcome, ScanRequest } from '@/platform/scan'

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
  toasts: string[]
  alerts: AlertOptions[]
  /** Every route opened, as `{ route, replace }`. */
  opened: { route: string; replace: boolean }[]
  /** The route "on screen": follows openRoute and addPageQuery. */
  route: string
  /** Every payment asked for; `payResult` is what pay() answers (replace it, or override pay, to fail). */
  payments: PayRequest[]
  payResult: PayResult
  /** Every share asked for; `shareOutcome` is what share() answers. */
  shares: ShareRequest[]
  shareOutcome: ShareOutcome
  /** Every external link asked for; `externalOutcome` is what openExternal() answers. */
  externalLinks: string[]
  externalOutcome: ExternalLinkOutcome
  /** What loginProviders() answers (the browser's by default). */
  providers: LoginProvider[]
  /** Every social login asked for; `socialResult` is what socialLogin() answers (override socialLogin to fail). */
  socialLogins: SocialProvider[]
  socialResult: SocialLoginResult
  /** Every scan asked for; `scanOutcome` is what scanCode() answers (a plain browser's `manual` by default). */
  scans: ScanRequest[]
  scanOutcome: ScanOutcome
  /** How many times goBack() was asked for. */
  backs: number
  /** Plays a move through the page history (the browser's back button, say) to whoever watches route moves. */
  moveRoute: (move: RouteMove) => void
}

/** A platform faked at the adapter's edge, for stores and screens under test. */
export function fakePlatform(overrides: Partial<Platform> = {}): Platform & FakePlatformRecord {
  const routeMoveListeners = new Set<RouteMoveListener>()
  const record: FakePlatformRecord = { stored: new Map(), titles: [], toasts: [], alerts: [], opened: [], route: '/meeting/home', payments: [], payResult: { status: 'paid' }, shares: [], shareOutcome: 'copied', externalLinks: [], externalOutcome: 'opened', providers: ['phone', 'email', 'google', 'facebook'], socialLogins: [], socialResult: { status: 'token', token: { token: 'fake-token', user_id: '6610000000000000000000ff' } }, scans: [], scanOutcome: { status: 'manual' }, backs: 0, moveRoute: (move: RouteMove) => routeMoveListeners.forEach(listener => listener(move)) }
  const fake: Platform & FakePlatformRecord = Object.assign(record, {
    environment: 'browser' as const,
    apiBase: 'http://127.0.0.1:0/fu/api',
    storage: {
      get: (key: string) => record.stored.get(key) ?? null,
      set: (key: string, value: string) => { record.stored.set(key, value) },
      remove: (key: string) => { record.stored.delete(key) },
    },
    preferredLanguages: () => [],
    pageProtocol: () => 'https:' as const,
    setTitle: (title: string) => { record.titles.push(title) },
    mediaUrl: (src: string) => src,
    hostname: () => undefined,
    siteUrl: (route: string) => `https://events.example/#${route}`,
    deviceVariant: () => 'mobile' as const,
    copyText: async () => true,
    request: fetchTransport,
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
    pay: async (request: PayRequest) => {
      record.payments.push(request)
      return record.payResult
    },
    share: async (request: ShareRequest) => {
      record.shares.push(request)
      return record.shareOutcome
    },
    openExternal: (url: string, _meetingDomains: readonly string[]) => {
      record.externalLinks.push(url)
      return record.externalOutcome
    },
    loginProviders: () => record.providers,
    socialLogin: async (provider: SocialProvider) => {
      record.socialLogins.push(provider)
      return record.socialResult
    },
    scanCode: async (request: ScanRequest) => {
      record.scans.push(request)
      return record.scanOutcome
    },
  }, overrides)
  return fake
}
