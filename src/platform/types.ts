import type { ExternalLinkOutcome } from './externalLinks'
import type { RouteMoveListener } from './routeMoves'
import type { CalendarEvent } from '@/core/calendar'
import type { PrivacyGate } from './privacy'

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

/** A request whose answer is read as it arrives (server-sent events): each piece of text goes to `onText`. */
export interface StreamRequest extends TransportRequest {
  onText(text: string): void
}

/**
 * A streamed exchange under way: `done` resolves when the answer has ended (a non-2xx answer is read whole and given
 * in `data`, its text not handed to onText in a browser), rejects when no answer came or on abort() (name AbortError).
 */
export interface StreamCall {
  done: Promise<TransportResponse>
  abort(): void
}

export interface AlertOptions { title: string; confirmText: string }

/**
 * A file downloaded to the device, or why not: `expired`, the server says the link is no longer valid (410, e.g. a
 * lead export's link after its ten minutes: trying again cannot help); `failed`, anything else.
 */
export type SavedFile = { path: string } | { failed: 'expired' | 'failed' }

export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** Removes everything this app stored on the device (the /clear screen); a runtime without it removes key by key. */
  clear?(): void
}

/**
 * The runtime adapter: everything that differs between the browser, the WeChat browser, the mini-program's web-view
 * and the native mini-program pages, below src/api (the transport it sends requests through is here). Screens and
 * stores use this; nothing else sniffs the runtime. The user flows that need the server (pay, share, scan, social
 * sign-in) are src/flows, above src/api.
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
  /** The document's language (`<html lang>`, a BCP 47 tag such as `zh-CN`) for screen readers; nothing in the mini-program. */
  setDocumentLanguage(tag: string): void
  /**
   * Takes away the page the server painted before the script ran (server/modules/meetings/siteShell.ts: the meeting's hero over
   * the app) once the app shows its own screen; nothing in the mini-program, which has no such page.
   */
  removeStartShell(): void
  /**
   * SHA-256 of a text's UTF-8 bytes as hex, by the runtime itself: WebCrypto in a browser's secure context (native,
   * off the main thread; the request signature's JavaScript one was ≈ 7 ms of a start's main thread, issue 15).
   * Absent where the runtime has none (the mini-program, a page over plain http): core/signature.ts hashes in JavaScript.
   */
  sha256Hex?: (text: string) => Promise<string>
  /** The answers the server put into the page for the first screen (JSON text, read by api/startPayload.ts); none in the mini-program. */
  startPayload(): string | undefined
  /** Which layout variant this device gets (SPEC §2): desktop from 1024 px wide. */
  deviceVariant(): 'mobile' | 'desktop'
  copyText(text: string): Promise<boolean>
  /** Starts a phone call (the phone's dialler, or the desktop's calling app); false where this runtime cannot. */
  callPhone(phone: string): Promise<boolean>
  /**
   * Hands a file the server gave (an office document, a PDF) to the device: a download in a browser, the document
   * viewer in the mini-program; false where this runtime cannot (the mini-program's web-view).
   */
  openFile(url: string, name: string): Promise<boolean>
  /** Native mini-program pages: downloads a file to the device under `name` (SavedFile: its path, or why not). */
  saveFile?(url: string, name: string): Promise<SavedFile>
  /** Native mini-program pages: shows a saved file in WeChat's viewer; false for a type it cannot show (CSV). */
  openSavedFile?(path: string, name: string): Promise<boolean>
  /** Native mini-program pages: sends a saved file to a chat; must follow the person's tap. */
  shareSavedFile?(path: string, name: string): Promise<boolean>
  /** A URL for an image or file the server gave: site-relative paths (`/fu/static/…`) need our origin in the mini-program. */
  mediaUrl(src: string): string
  /** Sends one HTTP request; rejects only when no answer arrives (network failure, timeout). */
  request(request: TransportRequest): Promise<TransportResponse>
  /** Sends one request and hands its answer's text on as it arrives (fetch streams in H5, chunked requests in the mini-program). */
  stream(request: StreamRequest): StreamCall
  toast(message: string): void
  /** SPEC §9's loading toast for `durationMs` at most (a spinner with `message`); the next toast or hideLoading ends it. */
  showLoading?(message: string, durationMs: number): void
  hideLoading?(): void
  /** Uncaught errors and unhandled rejections (SPEC §9's error reports); returns the function that stops watching. */
  watchErrors?(listener: (error: unknown) => void): () => void
  /**
   * Whether the device has a network now, and every change after (the browser's online / offline events, WeChat's
   * network status); the listener is called once at once with the current state. Returns the function that stops
   * watching. A runtime without it is taken as always online (a failed request still says otherwise).
   */
  watchNetwork?(listener: (online: boolean) => void): () => void
  /** Web vitals of the page where the runtime measures them (a browser); returns the function that stops watching. */
  watchVitals?(listener: (name: string, value: number) => void): () => void
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
  /**
   * Opens a link outside our routes; `needs-copy` when this runtime cannot (the caller shows the copy-link dialog).
   * In the mini-program only our own hosts and `meetingDomains` (the meeting's custom domain) may open (SPEC §8).
   */
  openExternal(url: string, meetingDomains: readonly string[]): ExternalLinkOutcome
  /**
   * Hands a calendar subscription (`webcal://…`) to the device's calendar app; false where this runtime cannot (the
   * mini-program, the web-view): the caller copies the https address instead.
   */
  subscribeCalendar?(webcalUrl: string): boolean
  /** Dials a phone number or starts an e-mail where the runtime can; false where it cannot (the caller copies it). */
  contact?(kind: 'phone' | 'email', value: string): Promise<boolean>
  /** Adds `name=value` to the current page's address when it has no such parameter, without navigating. */
  addPageQuery(name: string, value: string): void
  /**
   * Reads `name` from the current route's query and removes it from the address (history.replaceState in H5), so a
   * one-time value handed over in the address (the web-view's sign-in ticket) is not kept, shared or reloaded.
   */
  takePageQuery(name: string): string | undefined
  /**
   * Adds an event to the person's calendar: the phone calendar in the mini-program (addPhoneCalendar), an .ics
   * download in a browser; false when it did not (refused, or this runtime cannot, e.g. the web-view).
   */
  addToCalendar?(event: CalendarEvent): Promise<boolean>
  /**
   * Asks for WeChat subscribe-message permissions (native mini-program pages only); resolves with the template ids the
   * person accepted (none when refused or unsupported).
   */
  requestSubscribe?(templateIds: readonly string[]): Promise<string[]>
  /** WeChat's privacy flow (native mini-program pages): the gate the privacy sheet follows. */
  privacy?: PrivacyGate
}
