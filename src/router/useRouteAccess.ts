import { useEffect, useRef } from 'react'
import { useStores } from '@/stores'
import { accessDecision } from '@/core/access'
import { loginUrl } from './links'
import { openUrl } from './navigate'
import type { RouteDef } from './routes'

/**
 * The guard of SPEC §6 for one visit: allow, or send a guest to /login?redirect=<target>&meeting_id=…
 * (once), or wait while the meeting's guest-view rule is still loading.
 */
export function useRouteAccess(route: RouteDef, target: string, meetingIdFromQuery?: string): 'allow' | 'login' | 'wait' {
  const { session, meeting } = useStores()
  const decision = accessDecision(route.access, {
    loggedIn: session.loggedIn,
    meeting: meeting.meeting,
    meetingFailed: meeting.status === 'failed',
  })
  const sent = useRef(false)

  useEffect(() => {
    if (decision === 'wait') void meeting.ensure(meetingIdFromQuery)
  }, [decision, meeting, meetingIdFromQuery])

  useEffect(() => {
    if (decision !== 'login' || sent.current) return
    sent.current = true
    void openUrl(loginUrl(target, meetingIdFromQuery ?? meeting.meeting?._id), { replace: true })
  }, [decision, target, meeting, meetingIdFromQuery])

  return decision
}
