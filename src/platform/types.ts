/** Where the client runs (SPEC §4): decided once and kept for the session. */
export type ClientEnvironment = 'browser' | 'wechat' | 'miniprogram' | 'weapp'

export interface ShareContent { title: string; description?: string; cover?: string; path: string }

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
}
