import { isSafeRedirect, withProtocol } from '@/core/links'
import { routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'

/** A link an organiser configured: our own route opens directly; anything else opens in the /webview screen. */
export function openConfiguredLink(link: string | undefined, pageProtocol: 'http:' | 'https:'): void {
  if (!link) return
  if (isSafeRedirect(link)) {
    void openUrl(link)
    return
  }
  void openUrl(routeUrl('webview', { link: withProtocol(link, pageProtocol) }))
}
