/**
 * Reception staff rights are per meeting (SPEC §3 exhibition.reception_staff_role_1 / _2, §6): a person may receive
 * guests and check tickets in at a meeting only when its staff list (`reception_staff`) names them, as role 1 or 2,
 * and they have a phone (staff are recognised by their registered phone). Someone who is staff nowhere gets the
 * not-found notice of SPEC §6 (404); staff of other meetings only get 403.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { receptionStaff } from '../../db/schema'
import type { AuthUser } from '../../http/auth'
import { ApiError, ErrorCode, forbidden } from '../../http/errors'

export type StaffRole = 1 | 2

/** The meetings the user is staff of, with their role there (none without a phone). */
export async function staffMeetings(db: Tx, user: AuthUser): Promise<Map<string, StaffRole>> {
  if (!user.phone) return new Map()
  const rows = await db.select({ meeting_id: receptionStaff.meeting_id, role: receptionStaff.role }).from(receptionStaff).where(eq(receptionStaff.user_id, user._id))
  return new Map(rows.map((r) => [r.meeting_id, (r.role === 2 ? 2 : 1) as StaffRole]))
}

export const notStaff = () => new ApiError(404, ErrorCode.NotFound, 'not found: you are not reception staff of this meeting')

/** The user's staff role at `meetingId`, or a refusal: 404 when staff nowhere, 403 when staff of other meetings. */
export async function requireMeetingStaff(db: Tx, user: AuthUser, meetingId: string): Promise<StaffRole> {
  const meetings = await staffMeetings(db, user)
  const role = meetings.get(meetingId)
  if (role) return role
  throw meetings.size ? forbidden('no permission: you are reception staff of another meeting, not this one') : notStaff()
}

/** Whether the user is staff of `meetingId` (for reads that also allow someone else, e.g. the guest themself). */
export async function isMeetingStaff(db: Tx, user: AuthUser, meetingId: string): Promise<boolean> {
  return (await staffMeetings(db, user)).has(meetingId)
}
