import { reaction } from 'mobx'
import { meetingCredential, recordMeetingAction } from '@/api/meetings'
import { whenIdle } from '@/platform'
import type { MeetingStore } from './MeetingStore'
import type { SessionStore } from './SessionStore'

/**
 * SPEC §6 / §7: opening a meeting records a view (a guest's under its device id, filled in by the request layer),
 * and a signed-in user gets the meeting's credential (tied to the meeting's WeChat app). Once per meeting and login;
 * a failure loses only the count, never the screen. Returns the function that stops watching.
 */
export function recordMeetingVisits(meeting: MeetingStore, session: SessionStore): () => void {
  const credentialed = new Set<string>()
  return reaction(
    () => [meeting.meeting?._id, session.userId] as const,
    ([meetingId, userId]) => {
      if (!meetingId) return
      if (session.claimMeetingView(meetingId)) quietly(() => recordMeetingAction(meetingId, 'views'))
      if (!userId || credentialed.has(`${meetingId}:${userId}`)) return
      credentialed.add(`${meetingId}:${userId}`)
      const appId = meeting.meeting?.wechat_authorize?.authorizer_appid
      quietly(() => meetingCredential(meetingId, appId ? { app_id: appId } : {}))
    },
    { fireImmediately: true },
  )
}

/**
 * Sends a record and forgets it: its failure must not reach the screen. Once the main thread is idle: building and
 * signing the request was ≈ 45 ms of the home's first render on a throttled phone (issue 15), and no one waits for it.
 */
function quietly(send: () => Promise<unknown>): void {
  whenIdle(() => { Promise.resolve().then(send).catch(() => undefined) })
}
