/**
 * The meeting's navigation (SPEC §3 navigation item: link, mobile_link, cover) as entries of the mobile tab bar and
 * the desktop top bar: what each opens (one of our routes, or an outside link through /webview) and which one is the
 * page on screen. Pages opened from it carry `tabbar=1`, SPEC §2's mark of a custom navigation page.
 */
import type { Category, LanguageCode, Meeting } from '@fu-types/entities'
import { localize } from '@/core/localize'
import { isSafeRedirect, withProtocol } from '@/core/links'
import { resolvedRouteUrl, routeUrl } from './links'
import { resolveLocation, type ResolvedRoute } from './resolve'
import type { RouteName } from './routes'

export interface NavigationEntry {
  key: string
  title: string
  cover?: string
  /** The in-app URL the entry opens. */
  url: string
  /** The entry's page is the one on screen. */
  current: boolean
}

/** The query flag of a custom navigation page (SPEC §2). */
export const TAB_PAGE_QUERY = 'tabbar'
/** Query keys that say how a page was reached, not which page it is. */
const CONTEXT_KEYS = new Set([TAB_PAGE_QUERY, 'meeting_id', 'lang'])

/** A page shows the meeting's tab bar when opened as a custom navigation page, or as the home of a meeting that has one. */
export function showsTabBar(routeName: string, query: Record<string, string>, meeting: Meeting | undefined): boolean {
  if (query[TAB_PAGE_QUERY] === '1') return true
  return routeName === 'meetingHome' && meeting?.config?.tabbar === 1
}

/** The in-app URL an organiser's link opens from the navigation: our route as a custom navigation page, else /webview. */
export function navigationUrl(link: string, options: { meetingId?: string; pageProtocol: 'http:' | 'https:' }): string {
  if (!isSafeRedirect(link)) return routeUrl('webview', { link: withProtocol(link, options.pageProtocol), [TAB_PAGE_QUERY]: 1 })
  const resolved = resolveLocation(link)
  // A link to no route of ours stays as the organiser wrote it: the visitor gets the honest 404.
  if (resolved.route.name === 'notFound') return link
  return resolvedRouteUrl(resolved.route.name as RouteName, {
    ...resolved.params,
    ...resolved.query,
    meeting_id: resolved.query.meeting_id ?? options.meetingId,
    [TAB_PAGE_QUERY]: 1,
  })
}

/** The page on screen is the one `url` opens: same route and path, and every query the entry sets has its value. */
export function isCurrentPage(url: string, currentRoute: string): boolean {
  return isResolvedCurrent(resolveLocation(url), resolveLocation(currentRoute))
}

function isResolvedCurrent(entry: ResolvedRoute, here: ResolvedRoute): boolean {
  if (entry.route.name !== here.route.name || entry.path !== here.path) return false
  return Object.entries(entry.query).every(([key, value]) => CONTEXT_KEYS.has(key) || here.query[key] === value)
}

/**
 * The entries, in the organiser's order (weight, as the server sorts them), led by the meeting home unless the
 * organiser lists it. Items without a link for this layout are left out.
 */
export function navigationEntries(items: readonly Category[], options: {
  language: LanguageCode
  variant: 'mobile' | 'desktop'
  homeTitle: string
  currentRoute: string
  meetingId?: string
  pageProtocol: 'http:' | 'https:'
}): NavigationEntry[] {
  // Each address resolved once: the tab bar renders on every page of the first screen (issue 15).
  const here = resolveLocation(options.currentRoute)
  let listsHome = false
  const entry = (key: string, title: string, url: string, cover?: string): NavigationEntry => {
    const resolved = resolveLocation(url)
    if (resolved.route.name === 'meetingHome') listsHome = true
    return { key, title, url, cover, current: isResolvedCurrent(resolved, here) }
  }
  const configured = items.flatMap(item => {
    const link = (options.variant === 'mobile' ? item.mobile_link || item.link : item.link || item.mobile_link)?.trim()
    if (!link) return []
    return [entry(item._id, localize(item.title, options.language), navigationUrl(link, options), item.cover)]
  })
  if (listsHome) return configured
  return [entry('home', options.homeTitle, routeUrl('meetingHome', { meeting_id: options.meetingId, [TAB_PAGE_QUERY]: 1 })), ...configured]
}
