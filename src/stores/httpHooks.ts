import { installHttpHooks } from '@/api/http'
import { createLoadingToast } from '@/core/loadingToast'
import type { Platform } from '@/platform'
import type { LanguageStore } from './LanguageStore'
import type { SessionStore } from './SessionStore'

/**
 * Gives src/api/http.ts what its SPEC §7/§8 rules need from above: the session's identity for headers and
 * bodies, messages in the UI language, navigation, and logout on an invalid token.
 */
export function connectHttp(platform: Platform, session: SessionStore, language: LanguageStore): void {
  const loadingToast = createLoadingToast(
    durationMs => platform.showLoading?.(language.t('common.loading'), durationMs),
    () => platform.hideLoading?.(),
  )
  installHttpHooks({
    identity: () => ({
      deviceId: session.deviceId,
      clientId: session.clientId,
      token: session.token ?? undefined,
      sourceId: session.sourceId,
    }),
    toast: key => platform.toast(language.t(key)),
    alert: ({ title, confirm }) => { void platform.alert({ title: language.t(title), confirmText: language.t(confirm) }) },
    openRoute: (route, options) => platform.openRoute(route, options),
    logout: () => session.logout(),
    loading: () => loadingToast.begin(),
  })
}
