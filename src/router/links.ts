import { buildQuery, type Query } from '@/core/query'
import { isSafeRedirect } from '@/core/links'
import { fillPath } from './match'
import { routeByName, type RouteName } from './routes'

/** The in-app URL of a named route: path parameters filled, the rest as query. No screen builds URLs by hand. */
export function routeUrl(name: RouteName, params: Query = {}): string {
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
