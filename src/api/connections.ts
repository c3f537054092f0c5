/**
 * The connections screens' calls that users.ts and meetings.ts do not type: where I stand with one person, and
 * whether I appear in a meeting's connections list (SPEC §6, §7).
 */
import type { FriendApplication, ObjectId } from '@fu-types/entities'
import { request } from './http'
import { listFriendApplications, listFriends } from './users'

/** Where I stand with this person: connected or not, and the latest application each way (the server lists newest first). */
export async function connectionWith(userId: ObjectId): Promise<{ friends: boolean; sent?: FriendApplication; received?: FriendApplication }> {
  const [friends, sent, received] = await Promise.all([
    listFriends({ with_user: userId, limit: 1 }),
    listFriendApplications({ type: 'sent', with_user: userId, limit: 1 }),
    listFriendApplications({ type: 'received', with_user: userId, limit: 1 }),
  ])
  return { friends: friends.results.length > 0, sent: sent.results[0], received: received.results[0] }
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
