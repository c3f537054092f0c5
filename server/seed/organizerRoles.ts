/** The demo organiser (13800000005) owns the demo meetings (modules/organizer/roles.ts): the console opens on them. */
import type { Tx } from '../db/client'
import { meetingRoles } from '../db/schema'
import { SEED_IDS } from './ids'

export async function seedOrganizerRoles(db: Tx): Promise<void> {
  const owned = [SEED_IDS.meeting, SEED_IDS.membersMeeting, SEED_IDS.festival.meeting]
  await db.insert(meetingRoles).values(owned.map((meetingId, i) => ({
    _id: `66fe${(i + 1).toString(16).padStart(20, '0')}`, meeting_id: meetingId, user_id: SEED_IDS.users.organizer, role: 'owner',
  })))
}
