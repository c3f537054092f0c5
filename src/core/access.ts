import type { Meeting } from '@fu-types/entities'

/** SPEC §6: a guest may view a meeting only when it is open (limits.type 0) and allows guest viewing. */
export function canGuestViewMeeting(meeting: Pick<Meeting, 'limits' | 'allow_guest_view'>): boolean {
  return (meeting.limits?.type ?? 0) === 0 && meeting.allow_guest_view === 1
}

type RouteAccessRule = 'public' | 'meeting' | 'login'

/**
 * What to do with a visit: show the screen, send the visitor to log in, or wait for the meeting
 * (a `meeting` route cannot be decided for a guest before the meeting's limits are known).
 */
export function accessDecision(
  rule: RouteAccessRule,
  visitor: { loggedIn: boolean; meeting?: Pick<Meeting, 'limits' | 'allow_guest_view'> | null; meetingFailed?: boolean },
): 'allow' | 'login' | 'wait' {
  if (rule === 'public' || visitor.loggedIn) return 'allow'
  if (rule === 'login') return 'login'
  if (visitor.meeting) return canGuestViewMeeting(visitor.meeting) ? 'allow' : 'login'
  // The meeting could not be loaded: the screen itself shows the failure and its retry.
  return visitor.meetingFailed ? 'allow' : 'wait'
}
