import { resolveLocation } from '@/router/resolve'
import type { IconName } from './Icon'

/** One taro-ui glyph per kind of page a navigation entry opens (first match wins). */
const KINDS: [RegExp, IconName][] = [
  [/^meetingHome$/, 'home'],
  [/^activityVote/, 'check-circle'],
  [/^agenda|^meetingTalk$/, 'clock'],
  [/^activity|^conference$/, 'calendar'],
  [/^meetingLive|^scMeetingLive|^scMeetingWllive/, 'video'],
  [/^meetingNews/, 'bullet-list'],
  [/^speaker/, 'user'],
  [/^meetingProduct$|^productSearch$/, 'tags'],
  [/^exhibit|^meetingEnterprise$|^enterprise/, 'shopping-bag'],
  [/^demand|^cooperation$/, 'message'],
  [/^appointment|^mySchedule|^userAppointments$/, 'bell'],
  [/^meetingConnection$|^myConnection/, 'link'],
  [/^meetingSearch$/, 'search'],
  [/^my|^meetingUser$/, 'user'],
  [/^meetingIntroduction$|^meetingDoc$|^meetingInvitation/, 'file-generic'],
  [/^meetingContact$|^meetingApply$/, 'phone'],
  [/^webview$/, 'external-link'],
]

/** The icon of a navigation entry without its own picture, by the route its link opens ('menu' when unknown). */
export function navigationIcon(link: string): IconName {
  if (!link) return 'menu'
  const name = resolveLocation(link).route.name
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'menu'
}
