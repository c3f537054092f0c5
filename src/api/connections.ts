/**
 * The connections screens' calls that users.ts and meetings.ts do not type: where I stand with one person, and
 * whether I appear in a meeting's connections list (SPEC §6, §7).
 */
import type { FriendApplication, ObjectId } from '@fu-types/entities'
import { request } from './http'
import { listFriendApplications } from './users'

/** The latest application between me and this person each way (the server lists newest first). */
export async function applicationsWith(userId: ObjectId): Promise<{ sent?: FriendApplication; received?: FriendApplication }> {
  const [sent, received] = await Promise.all([
    listFriendApplications({ type: 'sent', with_user: userId, limit: 1 }),
    listFriendApplications({ type: 'received', with_user: userId, limit: 1 }),
  ])
  return { sent: sent.results[0], received: received.results[0] }
}

/** Whether I appear in the connections list (GET /meeting/users/exposure/{uid}; only one's own). */
export async function fetchMyExposure(userId: ObjectId): Promise<boolean> {
  const answer = await request<{ exposure: 0 | 1 }>(`/meeting/users/exposure/${userId}`)
  return answer.exposure === 1
}

/** Appear in (or leave) the connections list. */
export async function saveMyExposure(shown: boolean, meetingId?: ObjectId): Promise<boolean> {
  const answer = await request<{ exposure: 0 | 1 }>('/meeting/users/exposure', { method: 'PUT', body: { exposure: shown ? 1 : 0, meeting_id: meetingId } })
  return answer.exposure === 1
}
