import type { FriendApplication, ObjectId } from '@fu-types/entities'
import type { Display } from '../display'

type ApplicationStatus = FriendApplication['status']

const CONNECTION_DISPLAY: Record<ApplicationStatus, Display> = {
  submitted: { key: 'connection.status.submitted', tone: 'amber' },
  accepted: { key: 'connection.status.accepted', tone: 'green' },
  ignored: { key: 'connection.status.ignored', tone: 'grey' },
  cancelled: { key: 'connection.status.cancelled', tone: 'grey' },
}

export function connectionApplicationDisplay(status: ApplicationStatus): Display {
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
