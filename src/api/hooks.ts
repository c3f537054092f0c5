import type { MessageKey } from '@/i18n'
import { platform } from '@/platform'

/** What the request layer reads from the session (installed by src/stores, which sits above src/api). */
export interface HttpIdentity {
  deviceId?: string
  clientId?: string
  token?: string
  /** The registration channel the visitor arrived through (?source_id=). */
  sourceId?: string
}

/**
 * The reactions of SPEC §8 need the session, the language and navigation: http.ts calls these hooks,
 * src/stores/httpHooks.ts installs them. Until then requests go out without identity and reactions are silent.
 */
export interface HttpHooks {
  identity(): HttpIdentity
  toast(key: MessageKey): void
  alert(options: { title: MessageKey; confirm: MessageKey }): void
  openRoute(route: string, options?: { replace?: boolean }): Promise<void> | void
  logout(): void
  /** A call the visitor waits for starts (SPEC §9's loading toast); the function returned is called on its answer. */
  loading(): () => void
}

const silentHooks: HttpHooks = {
  identity: () => ({}),
  toast: () => undefined,
  alert: () => undefined,
  openRoute: (route, options) => platform().openRoute(route, options),
  logout: () => undefined,
  loading: () => () => undefined,
}

let installed: HttpHooks = silentHooks

export function installHttpHooks(hooks: Partial<HttpHooks>): void {
  installed = { ...silentHooks, ...hooks }
}

export function httpHooks(): HttpHooks {
  return installed
}

export function resetHttpHooks(): void {
  installed = silentHooks
}
