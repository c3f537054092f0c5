import { buildQuery, parseQuery, type Query } from '@/core/query'
import { isSafeRedirect } from '@/core/links'
import { platform } from '@/platform'
import { fillPath } from './match'
import { routeByName, type RouteName, type RouteParams } from './routes'

/** Context keys a link carries from the page on screen unless it names them itself (null drops one). */
const CARRIED_QUERY = ['meeting_id', 'lang'] as const

function carriedContext(): Query {
  let here: Record<string, string> = {}
  try {
    here = parseQuery(platform().currentRoute().split('?')[1] ?? '')
  } catch {
    // no page yet (app start, tests without a platform): nothing to carry
  }
  const carried: Query = {}
  for (const key of CARRIED_QUERY) if (here[key]) carried[key] = here[key]
  return carried
}

/** The link's own keys first (a key it names, even as null, is not carried), then the carried ones. */
function withContext(params: Query): Query {
  const carried = carriedContext()
  for (const key of Object.keys(params)) delete carried[key]
  return { ...params, ...carried }
}

/**
 * The in-app URL of a named route: path parameters filled, the rest as query, the page's meeting and language kept
 * (`{ meeting_id: other }` opens another meeting, `{ meeting_id: null }` none). No screen builds URLs by hand.
 */
export function routeUrl<N extends RouteName>(name: N, params: RouteParams<N> = {} as RouteParams<N>): string {
  return buildRouteUrl(name, withContext(params as Query))
}

/** The same for a name and query the router resolved at run time (an organiser's navigation link, a redirect). */
export function resolvedRouteUrl(name: RouteName, params: Query): string {
  return buildRouteUrl(name, withContext(params))
}

function buildRouteUrl(name: RouteName, params: Query): string {
  const route = routeByName(name)
  const pathParams: Record<string, string> = {}
  const query: Query = {}
  const names = new Set(route.path.split('/').filter(s => s.startsWith(':')).map(s => s.replace(/^:|\?$/g, '')))
  for (const [key, value] of Object.entries(params)) {
    if (names.has(key) && value !== undefined && value !== null) pathParams[key] = String(value)
    else query[key] = value
  }
  return `${fillPath(route.path, pathParams)}${buildQuery(query)}`
}

/** /login with where to come back to; a redirect that is not one of our routes is dropped. */
export function loginUrl(redirect: string | undefined, meetingId?: string): string {
  return routeUrl('login', { redirect: redirect && isSafeRedirect(redirect) ? redirect : undefined, meeting_id: meetingId })
}

/** Where to go after login: the redirect if it is ours, else the meeting home. */
export function afterLoginUrl(redirect: string | undefined | null): string {
  return redirect && isSafeRedirect(redirect) ? redirect : routeUrl('meetingHome')
}

/** Agent (group) sign-up: the v2 ticket page or the older agent page, by the activity's agent_checkout_version (SPEC §2). */
export function agentSignupUrl(activity: { _id: string; meeting_id: string; agent_checkout_version?: number }): string {
  return activity.agent_checkout_version === 2
    ? routeUrl('agentV2Ticket', { meetingId: activity.meeting_id, activityId: activity._id })
    : routeUrl('activityAgent', { meeting_id: activity.meeting_id, activity_id: activity._id })
}
