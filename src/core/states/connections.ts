import type { FriendApplication, ObjectId } from '@fu-types/entities'
import type { Display } from '../display'
import type { ConnectionStatusKey } from '../messages'

type ApplicationStatus = FriendApplication['status']

const CONNECTION_DISPLAY: Record<ApplicationStatus, Display<ConnectionStatusKey>> = {
  submitted: { key: 'connection.status.submitted', tone: 'amber' },
  accepted: { key: 'connection.status.accepted', tone: 'green' },
  ignored: { key: 'connection.status.ignored', tone: 'grey' },
  cancelled: { key: 'connection.status.cancelled', tone: 'grey' },
}

export function connectionApplicationDisplay(status: ApplicationStatus): Display<ConnectionStatusKey> {
  return CONNECTION_DISPLAY[status] ?? { key: 'connection.status.unknown', tone: 'grey' }
}

export type ConnectionAction = 'accept' | 'ignore' | 'cancel'

/** Only a submitted application moves: the applicant cancels it, the recipient accepts or ignores it. */
export function connectionApplicationActions(application: Pick<FriendApplication, 'status' | 'user_id' | 'friend_id'>, viewerId: ObjectId): ConnectionAction[] {
  if (application.status !== 'submitted') return []
  if (viewerId === application.user_id) return ['cancel']
  if (viewerId === application.friend_id) return ['accept', 'ignore']
  return []
}

/** Where I stand with a person on their card: it decides the card's action and whether contact details can show. */
export type ConnectionRelation = 'self' | 'friends' | 'requested' | 'incoming' | 'unavailable' | 'none'

/**
 * `friends`: the server lists us as connected; `sent` / `received`: the latest application between us each way (an
 * accepted one also means connected). Special-identity users (either of us) cannot exchange cards (SPEC §6).
 */
export function connectionRelation(options: {
  isSelf: boolean
  friends?: boolean
  sent?: Pick<FriendApplication, 'status'>
  received?: Pick<FriendApplication, 'status'>
  specialIdentity: boolean
}): ConnectionRelation {
  const { isSelf, friends, sent, received, specialIdentity } = options
  if (isSelf) return 'self'
  if (friends || sent?.status === 'accepted' || received?.status === 'accepted') return 'friends'
  if (specialIdentity) return 'unavailable'
  if (sent?.status === 'submitted') return 'requested'
  if (received?.status === 'submitted') return 'incoming'
  return 'none'
}
