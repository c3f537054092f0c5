/**
 * Roles per meeting (issue 28): who may run which part of a meeting. Every organiser call asks `requireMeetingRole`
 * with the roles it allows; owner and admin are allowed everywhere. A role granted to a phone or e-mail without an
 * account is claimed by the account that signs in with it, on its first organiser call (`claimPendingRoles`).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db, Tx } from '../../db/client'
import { meetingRoles } from '../../db/schema'
import { requireUser, type AuthUser } from '../../http/auth'
import { forbidden } from '../../http/errors'
import type { MeetingRoleName } from '../messages/templates'

export const MEETING_ROLES = ['owner', 'admin', 'content', 'registration', 'finance', 'reception', 'moderator'] as const satisfies readonly MeetingRoleName[]
export type MeetingRole = MeetingRoleName

/** Who may do what: every call names one of these (owner and admin are in each). */
export const MAY = {
  manageRoles: ['owner', 'admin'],
  readAudit: ['owner', 'admin'],
  editMeeting: ['owner', 'admin'],
  publish: ['owner', 'admin'],
  readMeeting: MEETING_ROLES,
  editContent: ['owner', 'admin', 'content'],
  editLayout: ['owner', 'admin', 'content'],
} as const satisfies Record<string, readonly MeetingRole[]>

/** The person's pending invitations (granted to their phone or e-mail before they had an account) become theirs. */
export async function claimPendingRoles(db: Db, user: AuthUser): Promise<void> {
  const mine = or(user.phone ? eq(meetingRoles.phone, user.phone) : undefined, user.email ? eq(meetingRoles.email, user.email) : undefined)
  if (!mine) return
  await db.transaction(async (tx) => {
    const pending = await tx.select().from(meetingRoles).where(and(isNull(meetingRoles.user_id), mine)).for('update')
    if (!pending.length) return
    const held = await tx.select({ meeting_id: meetingRoles.meeting_id, role: meetingRoles.role }).from(meetingRoles)
      .where(and(eq(meetingRoles.user_id, user._id), inArray(meetingRoles.meeting_id, pending.map((p) => p.meeting_id))))
    const has = new Set(held.map((h) => `${h.meeting_id}:${h.role}`))
    for (const row of pending) {
      // The same role invited by phone and by e-mail, or already held: one row is enough.
      if (has.has(`${row.meeting_id}:${row.role}`)) await tx.delete(meetingRoles).where(eq(meetingRoles._id, row._id))
      else {
        await tx.update(meetingRoles).set({ user_id: user._id }).where(eq(meetingRoles._id, row._id))
        has.add(`${row.meeting_id}:${row.role}`)
      }
    }
  })
}

export async function rolesIn(db: Tx, userId: string, meetingId: string): Promise<MeetingRole[]> {
  const rows = await db.select({ role: meetingRoles.role }).from(meetingRoles)
    .where(and(eq(meetingRoles.meeting_id, meetingId), eq(meetingRoles.user_id, userId)))
  return rows.map((r) => r.role as MeetingRole)
}

/** Whether the person holds any role in the meeting (an unpublished meeting is shown to them: modules/meetings). */
export async function holdsAnyRole(db: Tx, userId: string, meetingId: string): Promise<boolean> {
  return (await rolesIn(db, userId, meetingId)).length > 0
}

export interface MeetingCaller { user: AuthUser; roles: MeetingRole[] }

/**
 * The one guard of the organiser calls: a signed-in person (401 otherwise) holding one of `allowed` in the meeting;
 * anyone else 403 / 4030 naming the roles needed. A meeting that does not exist has no role holders: 403 as well.
 */
export function meetingRoleGuard(db: Db) {
  return async function requireMeetingRole(request: FastifyRequest, meetingId: string, allowed: readonly MeetingRole[]): Promise<MeetingCaller> {
    const user = requireUser(request)
    await claimPendingRoles(db, user)
    const roles = await rolesIn(db, user._id, meetingId)
    if (!roles.some((r) => allowed.includes(r))) {
      throw forbidden(`no permission: this needs the role ${allowed.join(', ')} in this meeting${roles.length ? ` (yours: ${roles.join(', ')})` : ''}`)
    }
    return { user, roles }
  }
}

export const ownerCount = async (db: Tx, meetingId: string): Promise<number> => {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(meetingRoles)
    .where(and(eq(meetingRoles.meeting_id, meetingId), eq(meetingRoles.role, 'owner'), sql`${meetingRoles.user_id} is not null`))
  return n
}
