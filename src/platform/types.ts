import type { ShareOutcome, ShareRequest } from './share'
import type { ExternalLinkOutcome } from './externalLinks'
import type { LoginProvider, SocialLoginOptions, SocialLoginResult, SocialProvider } from './loginProviders'
import type { RouteMoveListener } from './routeMoves'
import type { ScanOutcome, ScanRequest } from './scan'

/** Where the client runs (SPEC §4): decided once and kept for the session. */
export type ClientEnvironment = 'browser' | 'wechat' | 'miniprogram' | 'weapp'


/** One HTTP exchange as src/api/http.ts hands it to the runtime: the body is already serialised. */
export interface TransportRequest {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  headers: Record<string, string>
  body?: string
  timeoutMs: number
}

/** Any HTTP answer (2xx or not); `data` is the parsed JSON body, or the raw text when it is not JSON. */
export interface TransportResponse {
  status: number
  data: unknown
  headers: Record<string, string>
}

export interface AlertOptions { title: string; confirmText: string }

/** WeChat Pay's signed parameters, as the server's pay call returns them for the `wechat` channel (`pay_params`). */
export interface WechatPayParams {
  appId?: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA' | string
  paySign: string
}

/** What to pay: an order of POST /checkout/activities, and where the mini-program bridge page comes back to. */
export interface PayRequest {
  order: { _id: string; number?: string; pay_amount?: number }
  /** What the order is for: an activity checkout (default) or a live's order (POST /lives/checkouts/{id}/pay). */
  kind?: 'activity' | 'live'
  /** An in-app route (routeUrl) the bridge page returns to after paying inside the mini-program's web-view. */
  back: string
}

/**
 * `paid`: the money is taken and the tickets issued. `cancelled`: the person closed the payment sheet (the order
 * stays pending). `redirected`: the mini-program's bridge page took over and will open `back` when done.
 * A failure rejects with a PaymentError.
 */
export type PayResult = { status: 'paid' } | { status: 'cancelled' } | { status: 'redirected' }

/** The payment could not be made (SPEC §8 "payment request failed"); `cause` is the runtime's or the server's answer. */
export class PaymentError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'PaymentError'
  }
}

export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/**
 * Everything that differs between the browser, the WeChat browser, the mini-program's web-view
 * and the native mini-program pages. Screens and stores use this; nothing else sniffs the runtime.
 */
export interface Platform {
  readonly environment: ClientEnvironment
  /** Base URL of the /fu/api calls. */
  readonly apiBase: string
  readonly storage: KeyValueStorage
  /** Browser languages in preference order (empty where the runtime has none). */
  preferredLanguages(): readonly string[]
  /** The page's own protocol, for links written without one (SPEC §5). */
  pageProtocol(): 'http:' | 'https:'
  setTitle(title: string): void
  /** Which layout variant this device gets (SPEC §2): desktop from 1024 px wide. */
  deviceVariant(): 'mobile' | 'desktop'
  copyText(text: string): Promise<boolean>
  /** A URL for an image or file the server gave: site-relative paths (`/fu/static/…`) need our origin in the mini-program. */
  mediaUrl(src: string): string
  /** Sends one HTTP request; rejects only when no answer arrives (network failure, timeout). */
  request(request: TransportRequest): Promise<TransportResponse>
  toast(message: string): void
  /** A dialog with one confirm button; resolves when it is closed. */
  alert(options: AlertOptions): Promise<void>
  /** Opens one of our routes (`/login?redirect=…`); `replace` swaps the current entry. */
  openRoute(route: string, options?: { replace?: boolean }): Promise<void>
  /** Goes back one page (the browser's or the mini-program's page history). */
  goBack(): Promise<void>
  /**
   * Reports each move through the page history (our navigation, Taro's or the browser's back and forward), for the
   * routing depth of SPEC §4; returns the function that stops reporting.
   */
  watchRouteMoves(listener: RouteMoveListener): () => void
  /** The route on screen now, path and query (`/meeting/activity/detail?activity_id=…`). */
  currentRoute(): string
  /** The host the site was opened on (a custom domain opens its meeting); none in the mini-program. */
  hostname(): string | undefined
  /** The absolute address of an in-app route (`/meeting/user?user_id=…`) that someone else can open: QR codes, links. */
  siteUrl(route: string): string
  /** Shares a screen the way this runtime can (link copied, WeChat card, mini-program card). */
  share(request: ShareRequest): Promise<ShareOutcome>
  /**
   * Opens a link outside our routes; `needs-copy` when this runtime cannot (the caller shows the copy-link dialog).
   * In the mini-program only our own hosts and `meetingDomains` (the meeting's custom domain) may open (SPEC §8).
   */
  openExternal(url: string, meetingDomains: readonly string[]): ExternalLinkOutcome
  /** Adds `name=value` to the current page's address when it has no such parameter, without navigating. */
  addPageQuery(name: string, value: string): void
  /**
   * Pays an order (SPEC §7 orders): the browser through the server's sandbox channel, the WeChat browser through
   * WeixinJSBridge `getBrandWCPayRequest`, the mini-program's web-view through the bridge page, native pages through
   * `requestPayment`.
   */
  pay(request: PayRequest): Promise<PayResult>
  /** The sign-in ways this runtime offers, in the order the login screen shows them (SPEC §1). */
  loginProviders(): readonly LoginProvider[]
  /**
   * Signs in with an outside identity (Google, Facebook, WeChat) through this runtime's edge; WeChat's 4260 comes back
   * as `needs-binding`. In the WeChat browser WeChat goes through `options.officialAccount`'s authorisation page
   * (`redirected`; finishSocialLogin picks the answer up). Rejects with a LoginProviderError when the runtime cannot,
   * or with the server's ApiError.
   */
  socialLogin(provider: SocialProvider, options?: SocialLoginOptions): Promise<SocialLoginResult>
  /**
   * At app start, where an authorisation page sends people back (the WeChat browser): the sign-in its answer in the
   * address gives, after the state check; undefined when there is none. Runtimes without such a return omit it.
   */
  finishSocialLogin?(): Promise<SocialLoginResult | undefined>
  /**
   * Scans a QR code with the camera (native pages: scanCode; WeChat browser and web-view: the JS-SDK's scanQRCode);
   * `manual` where the runtime cannot (a plain browser), so the screen offers a code entry field. Rejects with a ScanError.
   */
  scanCode(request: ScanRequest): Promise<ScanOutcome>
}
