/**
 * How the mini-program reaches H5 routes: its web-view shell `pages/fu-h5/index?link=<route>`
 * loads `<H5 origin>/#<route>`. Only our own relative routes are accepted as a link.
 */
import { isSafeRedirect } from '@/core/links'

export { FU_H5_PAGE, fuH5PagePath } from '@/platform/webViewShell'
export const HOME_ROUTE = '/meeting/home'

/** What the web-view loads for a `link` query value; anything not ours opens the home page. */
export function webViewSrc(origin: string, link: string | undefined): string {
  let route = HOME_ROUTE
  if (link) {
    try {
      const decoded = decodeURIComponent(link)
      if (isSafeRedirect(decoded)) route = decoded
    } catch {
      // malformed escape: fall back to home
    }
  }
  return `${origin}/#${route}`
}
