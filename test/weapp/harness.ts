/**
 * Runs Taro's weapp build output under miniprogram-simulate (TOOLCHAIN.md): a `Page` shim that turns
 * Taro's page config into a Component, `App`/`getApp`/`getCurrentPages` globals, the official wcc
 * compiler, and a `wx` object whose `request` reaches a real server over HTTP.
 */
import http from 'http'
import path from 'path'
import simulate from 'miniprogram-simulate'

export const WEAPP_ROOT = path.resolve(__dirname, '../..', process.env.FU_DIST || 'dist', 'weapp')

type AnyFn = (...args: unknown[]) => unknown
type PageOptions = Record<string, unknown> & { data?: Record<string, unknown> }

export interface WxCall { api: string; args: Record<string, unknown> }

/**
 * One `setData` a page or a component (Taro's CustomWrapper, whose subtree updates go through it) sent to the view
 * layer: its size as WeChat carries it (UTF-8 JSON of the data). `page` is the page or component instance.
 */
export interface SetDataCall { page: unknown; bytes: number; data: unknown }

/** A test's own answer to a request (its status and JSON body), or undefined to let the server answer. */
export type Responder = (request: { url: string; method: string }) => { status: number; data: unknown } | undefined

export interface Harness {
  calls: WxCall[]
  /** Every page's `setData` calls, in order (issue 15: the first native page renders with one under 64 KB). */
  setDataCalls: SetDataCall[]
  storage: Map<string, unknown>
  /** Rewrites the origin the build baked in (H5_ORIGIN) to the test server. */
  setApiOrigin(origin: string): void
  /** The code the next wx.login gives (WeChat's edge; the development server takes dev-<subject> codes). */
  setLoginCode(code: string): void
  /**
   * WeChat's payment sheet (wx.requestPayment): `answer` gets what the page passed and says how the sheet closed,
   * `ok` (the person paid) or a failure's errMsg (`requestPayment:fail cancel`). Without one, every sheet succeeds.
   */
  setPaymentSheet(answer: ((args: Record<string, unknown>) => { ok: true } | { errMsg: string }) | undefined): void
  /** What the next requestSubscribeMessage answers per template (`accept` / `reject`). */
  setSubscribeAnswer(answer: Record<string, string>): void
  /** WeChat's privacy hook as the app registered it (wx.onNeedPrivacyAuthorization), to play WeChat's part. */
  /** Requests sent and not answered yet (a test stops its server only once the pages are quiet). */
  pending(): number
  /** Answers requests in the test's place (a list longer than the seed has); undefined: the server answers all. */
  setResponder(responder: Responder | undefined): void
  privacyHandler(): ((resolve: (answer: unknown) => void, eventInfo?: { referrer?: string }) => void) | undefined
}

/** Plain HTTP over node:http (jsdom, which miniprogram-simulate needs, has no fetch). */
export function httpRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, res => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', chunk => { text += chunk })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers as Record<string, string> }))
    })
    req.on('error', reject)
    if (init.body) req.write(init.body)
    req.end()
  })
}

let installed: Harness | undefined
let pendingQuery: Record<string, string> = {}
const pages: unknown[] = []

export function installWeappGlobals(): Harness {
  if (installed) return installed
  const calls: WxCall[] = []
  const setDataCalls: SetDataCall[] = []
  const storage = new Map<string, unknown>()
  let apiOrigin = ''
  let loginCode = 'dev-wx-weapp-visitor'
  let subscribeAnswer: Record<string, string> = {}
  let paymentSheet: Parameters<Harness['setPaymentSheet']>[0]
  let inFlight = 0
  let responder: Responder | undefined
  let privacy: ((resolve: (answer: unknown) => void, eventInfo?: { referrer?: string }) => void) | undefined
  const g = global as unknown as Record<string, unknown>

  const record = (api: string) => (args: Record<string, unknown> = {}) => {
    calls.push({ api, args })
    ;(args.success as AnyFn | undefined)?.({ errMsg: `${api}:ok` })
    ;(args.complete as AnyFn | undefined)?.({ errMsg: `${api}:ok` })
  }

  g.wx = {
    getSystemInfoSync: () => ({ platform: 'devtools', windowWidth: 375, windowHeight: 812, pixelRatio: 2, language: 'zh_CN', SDKVersion: '3.3.0' }),
    getAppBaseInfo: () => ({ language: 'zh_CN', SDKVersion: '3.3.0' }),
    getWindowInfo: () => ({ windowWidth: 375, windowHeight: 812, pixelRatio: 2 }),
    getStorageSync: (key: string) => storage.get(key) ?? '',
    setStorageSync: (key: string, value: unknown) => { storage.set(key, value) },
    removeStorageSync: (key: string) => { storage.delete(key) },
    canIUse: () => true,
    nextTick: (fn: () => void) => setTimeout(fn, 0),
    setNavigationBarTitle: record('setNavigationBarTitle'),
    navigateTo: record('navigateTo'),
    redirectTo: record('redirectTo'),
    navigateBack: record('navigateBack'),
    showToast: record('showToast'),
    requestPayment(args: Record<string, unknown> = {}) {
      calls.push({ api: 'requestPayment', args })
      const answer = paymentSheet?.(args) ?? { ok: true as const }
      const result = { errMsg: 'errMsg' in answer ? answer.errMsg : 'requestPayment:ok' }
      // WeChat closes the sheet a moment later, not within the call.
      setTimeout(() => {
        ;(('ok' in answer ? args.success : args.fail) as AnyFn | undefined)?.(result)
        ;(args.complete as AnyFn | undefined)?.(result)
      }, 10)
    },
    stopPullDownRefresh: record('stopPullDownRefresh'),
    showLoading: record('showLoading'),
    hideLoading: record('hideLoading'),
    hideToast: record('hideToast'),
    setClipboardData: record('setClipboardData'),
    makePhoneCall: record('makePhoneCall'),
    addPhoneCalendar: record('addPhoneCalendar'),
    openPrivacyContract: record('openPrivacyContract'),
    requestSubscribeMessage(args: Record<string, unknown> = {}) {
      calls.push({ api: 'requestSubscribeMessage', args })
      const result = { ...subscribeAnswer, errMsg: 'requestSubscribeMessage:ok' }
      ;(args.success as AnyFn | undefined)?.(result)
      ;(args.complete as AnyFn | undefined)?.(result)
    },
    onNeedPrivacyAuthorization(handler: typeof privacy) { privacy = handler },
    login(args: Record<string, unknown> = {}) {
      calls.push({ api: 'login', args })
      const result = { code: loginCode, errMsg: 'login:ok' }
      ;(args.success as AnyFn | undefined)?.(result)
      ;(args.complete as AnyFn | undefined)?.(result)
    },
    request(options: { url: string; method?: string; data?: unknown; header?: Record<string, string>; success?: AnyFn; fail?: AnyFn; complete?: AnyFn }) {
      calls.push({ api: 'request', args: { url: options.url, method: options.method } })
      const url = apiOrigin ? options.url.replace(/^https?:\/\/[^/]+/, apiOrigin) : options.url
      const method = (options.method ?? 'GET').toUpperCase()
      const answer = responder?.({ url, method })
      if (answer) {
        setTimeout(() => {
          const result = { statusCode: answer.status, data: answer.data, header: {}, errMsg: 'request:ok' }
          options.success?.(result)
          options.complete?.(result)
        }, 0)
        return { abort: () => undefined }
      }
      const hasBody = method !== 'GET' && options.data !== undefined
      inFlight++
      httpRequest(url, {
        method,
        headers: options.header,
        body: hasBody ? new URLSearchParams(options.data as Record<string, string>).toString() : undefined,
      })
        .then(res => {
          let data: unknown = res.text
          try { data = JSON.parse(res.text) } catch { /* not JSON */ }
          inFlight--
          const result = { statusCode: res.status, data, header: res.headers, errMsg: 'request:ok' }
          options.success?.(result)
          options.complete?.(result)
        })
        .catch(error => {
          inFlight--
          const result = { errMsg: `request:fail ${error}` }
          options.fail?.(result)
          options.complete?.(result)
        })
      return { abort: () => undefined }
    },
  }

  let app: Record<string, unknown> | undefined
  g.App = (options: Record<string, unknown>) => {
    app = options
    ;(options.onLaunch as AnyFn | undefined)?.call(options, { path: '', query: {} })
  }
  g.getApp = () => app
  g.getCurrentPages = () => pages

  const recordSetData = (instance: Record<string, AnyFn>) => {
    const setData = instance.setData.bind(instance)
    instance.setData = (data: unknown, callback?: unknown) => {
      setDataCalls.push({ page: instance, bytes: Buffer.byteLength(JSON.stringify(data), 'utf8'), data })
      return setData(data, callback)
    }
  }
  // Components (Taro's CustomWrapper and comp): their setData is recorded from creation on, like a page's.
  const registerComponent = g.Component as AnyFn
  g.Component = (options: PageOptions & { lifetimes?: Record<string, AnyFn>; created?: AnyFn }) => {
    const created = options.lifetimes?.created ?? options.created
    registerComponent({
      ...options,
      lifetimes: { ...options.lifetimes, created(this: Record<string, AnyFn>) { recordSetData(this); created?.call(this) } },
    })
  }

  // Taro calls Page(config); miniprogram-simulate knows Component(): translate the lifecycles.
  g.Page = (options: PageOptions) => {
    const methods: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(options)) if (typeof value === 'function') methods[key] = value
    registerComponent({
      data: options.data ?? {},
      methods,
      lifetimes: {
        attached(this: Record<string, AnyFn> & { route?: string; options?: unknown }) {
          // What each setData carries across to the view layer (WeChat serialises it as JSON).
          recordSetData(this)
          this.options = pendingQuery
          pages.push(this)
          this.onLoad?.call(this, pendingQuery)
          this.onShow?.call(this)
        },
        ready(this: Record<string, AnyFn>) { this.onReady?.call(this) },
        detached(this: Record<string, AnyFn>) {
          this.onUnload?.call(this)
          pages.splice(pages.indexOf(this), 1)
        },
      },
    })
  }

  require(path.join(WEAPP_ROOT, 'app.js'))
  installed = {
    calls, setDataCalls, storage, setApiOrigin: origin => { apiOrigin = origin }, setLoginCode: code => { loginCode = code },
    setSubscribeAnswer: answer => { subscribeAnswer = answer }, setPaymentSheet: answer => { paymentSheet = answer }, privacyHandler: () => privacy, pending: () => inFlight,
    setResponder: next => { responder = next },
  }
  return installed
}

const loadedPages = new Map<string, string>()

/** Loads and attaches a page of the build; `pagePath` as in app.json. */
export function renderPage(pagePath: string, query: Record<string, string> = {}) {
  pendingQuery = query
  // A page's webpack chunk runs once per process, so its Page() registers once: load once, render many.
  let id = loadedPages.get(pagePath)
  if (!id) {
    id = simulate.load(path.join(WEAPP_ROOT, pagePath), { rootPath: WEAPP_ROOT, compiler: 'official' }) as string
    loadedPages.set(pagePath, id)
  }
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  return page
}

/** Waits until `predicate` holds for the rendered DOM text, or fails with what was shown. */
/** Waits until some element shows exactly `text` (not as part of a longer title). */
export async function waitForExactText(page: { dom?: Element }, text: string, timeoutMs = 10000): Promise<void> {
  const started = Date.now()
  const showsExactly = (node: Node): boolean => node.textContent?.trim() === text || Array.from(node.childNodes).some(showsExactly)
  while (!(page.dom && showsExactly(page.dom))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for the text ${text}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

export async function waitForText(page: { dom?: Element }, predicate: (text: string) => boolean, timeoutMs = 10000): Promise<string> {
  const started = Date.now()
  for (;;) {
    const text = page.dom?.textContent ?? ''
    if (predicate(text)) return text
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; the page shows: ${text.slice(0, 300)}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

interface TaroNode { sid?: string; nn?: string; cn?: TaroNode[]; [prop: string]: unknown }

/**
 * The props Taro sent for the element rendered as `<wx-{tag}>` (Taro's data tree names props
 * compactly, e.g. `p0`, so the values are returned without their keys).
 */
export async function propsOf(page: { dom?: Element; data: unknown }, tag: string, timeoutMs = 5000): Promise<string[]> {
  const started = Date.now()
  let sid = page.dom?.querySelector(`wx-${tag}`)?.getAttribute('data-sid')
  while (!sid && Date.now() - started < timeoutMs) {
    await new Promise(resolve => setTimeout(resolve, 50))
    sid = page.dom?.querySelector(`wx-${tag}`)?.getAttribute('data-sid')
  }
  if (!sid) throw new Error(`no <${tag}> rendered`)
  const find = (node: TaroNode | undefined): TaroNode | undefined =>
    !node ? undefined : node.sid === sid ? node : node.cn?.map(find).find(Boolean)
  const node = find((page.data as { root?: TaroNode }).root)
  if (!node) throw new Error(`no data for <${tag}>`)
  return Object.entries(node).filter(([k, v]) => !['sid', 'nn', 'cn'].includes(k) && typeof v === 'string').map(([, v]) => v as string)
}

/** Fires a tap on the innermost `<wx-{tag}>` whose text contains `text` (Taro listens for `tap`). */
export function tapElementWithText(page: { dom?: Element; querySelector(selector: string): { dispatchEvent(name: string): void } | undefined }, tag: string, text: string): void {
  const candidates = Array.from(page.dom?.querySelectorAll(`wx-${tag}`) ?? []).filter(el => el.textContent?.includes(text))
  // A title that is part of another (开幕式 in 开幕式直播): the element showing exactly this text wins.
  const showsExactly = (node: Node): boolean => node.textContent?.trim() === text || Array.from(node.childNodes).some(showsExactly)
  const exact = candidates.filter(el => Array.from(el.childNodes).some(showsExactly))
  const target = (exact.length ? exact : candidates).pop()
  const sid = target?.getAttribute('data-sid')
  if (!sid) throw new Error(`no <${tag}> with text ${text}`)
  const node = page.querySelector(`#${sid}`)
  if (!node) throw new Error(`no component node #${sid}`)
  node.dispatchEvent('tap')
}

export async function waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now()
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}
