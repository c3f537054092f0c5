import { platform } from '@/platform'
import { routeUrl } from './links'
import type { RouteName, RouteParams } from './routes'

/**
 * Opens one of our routes by name. Taro's H5 router (hash mode) keeps the page stack, so back works.
 * `replace` swaps the current entry (redirects, guards).
 */
export function navigateTo<N extends RouteName>(name: N, params: RouteParams<N> = {} as RouteParams<N>, options: { replace?: boolean } = {}): Promise<unknown> {
  return openUrl(routeUrl(name, params), options)
}

/**
 * Opens an in-app URL that routeUrl / loginUrl built, the way this runtime opens routes
 * (the H5 router, or the mini-program's web-view shell).
 */
export function openUrl(url: string, options: { replace?: boolean } = {}): Promise<unknown> {
  return platform().openRoute(url, options)
}

/**
 * A screen's back button (SPEC §4 routing depth): one page back when this session has one, else the meeting home,
 * so a visitor who arrived on a shared link is never sent out of the site.
 */
export function goBackOrHome(canGoBack: boolean): Promise<unknown> {
  return canGoBack ? platform().goBack() : navigateTo('meetingHome', {}, { replace: true })
}
