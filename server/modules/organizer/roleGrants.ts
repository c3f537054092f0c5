/**
 * Granting and revoking meeting roles (issue 28): by phone or e-mail, to an account or, without one yet, to the
 * phone / e-mail (claimed at the person's first organiser call). The person is told through the outbox, in their own
 * language (else the meeting's), in the granting transaction. Only an owner grants or revokes the owner role; the
 * last owner stays.
 */
import { and, asc, eq, or } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pgError } from '../../db/client'
import { meetingRoles, meetings, users } from '../../db/schema'
import { ApiError, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { objectId } from '../../lib/ids'
import { enqueueMessage } from '../messages/queue'
import { asLanguage, renderMessage, type Language } from '../messages/templates'
import { recordAudit } from './audit'
import { ownerCount, type MeetingCaller, type MeetingRole } from './roles'

type RoleRow = typeof meetingRoles.$inferSelect

const siteLink = (route: string) => `${(process.env.FU_SITE_URL ?? '').replace(/\/$/, '')}/#${route}`

/** The meeting's language for someone without an account: Chinese when enabled, else its first enabled one. */
export function meetingLanguage(doc: Record<string, unknown>): Language {
  const enabled = ((doc.config as { language?: Record<string, unknown> } | undefined)?.language ?? {})
  const on = (['zh', 'en', 'ja', 'ko'] as const).filter((l) => Number(enabled[l] ?? 0) === 1)
  return on[0] ?? 'zh'
}

const titleIn = (title: unknown, lang: Language): string => {
  if (typeof title === 'string') return title
  const t = (title ?? {}) as Record<string, unknown>
  return String(t[lang] || t.zh || t.en || Object.values(t).find(Boolean) || '')
}

export function roleDoc(row: RoleRow, person?: { phone: string | null; email: string | null; name: string | null }): Record<string, unknown> {
  return {
    _id: row._id, meeting_id: row.meeting_id, role: row.role, user_id: row.user_id, pending: row.user_id === null,
    phone: person?.phone ?? row.phone, email: person?.email ?? row.email, name: person?.name ?? '',
    granted_by: row.granted_by, created: row.created,
  }
}

export async function listRoles(db: Tx, meetingId: string): Promise<Record<string, unknown>[]> {
  const rows = await db.select({ row: meetingRoles, phone: users.phone, email: users.email, doc: users.doc }).from(meetingRoles)
    .leftJoin(users, eq(users._id, meetingRoles.user_id)).where(eq(meetingRoles.meeting_id, meetingId))
    .orderBy(asc(meetingRoles.created), asc(meetingRoles._id))
  return rows.map((r) => roleDoc(r.row, r.row.user_id ? { phone: r.phone, email: r.email, name: String((r.doc as { username?: unknown } | null)?.username ?? '') } : undefined))
}

export interface Grant { role: MeetingRole; phone?: string; email?: string; language?: Language }

export async function grantRole(tx: Tx, meetingId: string, caller: MeetingCaller, grant: Grant): Promise<Record<string, unknown>> {
  if (grant.role === 'owner' && !caller.roles.includes('owner')) throw forbidden('no permission: only an owner may make another owner')
  const [meeting] = await tx.select({ doc: meetings.doc, deleted: meetings.deleted }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
  if (!meeting || meeting.deleted) throw notFound('meeting')
  const [account] = await tx.select({ _id: users._id, phone: users.phone, email: users.email, doc: users.doc }).from(users)
    .where(and(eq(users.deleted, 0), or(grant.phone ? eq(users.phone, grant.phone) : undefined, grant.email ? eq(users.email, grant.email) : undefined)))
    .limit(1)
  const values = {
    _id: objectId(), meeting_id: meetingId, role: grant.role, granted_by: caller.user._id,
    user_id: account?._id ?? null, phone: account ? null : grant.phone ?? null, email: account ? null : grant.email ?? null,
  }
  let row: RoleRow
  try {
    // A savepoint: the refusal below must not end the caller's transaction.
    ;[row] = await tx.transaction(async (inner) => inner.insert(meetingRoles).values(values).returning())
  } catch (err) {
    if (pgError(err)?.code === '23505') throw conflict(ErrorCode.MeetingRoleExists, `this person is ${grant.role} of this meeting already`)
    throw err
  }
  const lang = grant.language ?? (account ? asLanguage((account.doc as { language?: unknown }).language) : meetingLanguage(meeting.doc))
  const message = renderMessage('meetingRole', lang, { title: titleIn(meeting.doc.title, lang), role: grant.role, link: siteLink(`/organizer?meeting_id=${meetingId}`) })
  const phone = account?.phone ?? grant.phone
  const email = account?.email ?? grant.email
  if (grant.phone && phone) await enqueueMessage(tx, 'sms', phone, message)
  if (grant.email && email) await enqueueMessage(tx, 'mail', email, message)
  await recordAudit(tx, {
    meetingId, actorId: caller.user._id, action: 'grant', objectType: 'role', objectId: row._id,
    changes: { role: { before: null, after: row.role }, person: { before: null, after: row.user_id ?? row.phone ?? row.email } },
  })
  return roleDoc(row, account ? { phone: account.phone, email: account.email, name: String((account.doc as { username?: unknown }).username ?? '') } : undefined)
}

export async function revokeRole(tx: Tx, meetingId: string, caller: MeetingCaller, roleId: string): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(meetingRoles).where(and(eq(meetingRoles._id, roleId), eq(meetingRoles.meeting_id, meetingId))).for('update').limit(1)
  if (!row) throw notFound('role')
  if (row.role === 'owner') {
    if (!caller.roles.includes('owner')) throw forbidden('no permission: only an owner may remove an owner')
    // Owners of the meeting, locked: two owners removing each other at once cannot both succeed.
    await tx.select({ _id: meetingRoles._id }).from(meetingRoles).where(and(eq(meetingRoles.meeting_id, meetingId), eq(meetingRoles.role, 'owner'))).for('update')
    if (row.user_id && (await ownerCount(tx, meetingId)) <= 1) {
      throw new ApiError(409, ErrorCode.MeetingLastOwner, 'the last owner of a meeting cannot be removed: make someone else owner first')
    }
  }
  await tx.delete(meetingRoles).where(eq(meetingRoles._id, row._id))
  await recordAudit(tx, {
    meetingId, actorId: caller.user._id, action: 'revoke', objectType: 'role', objectId: row._id,
    changes: { role: { before: row.role, after: null }, person: { before: row.user_id ?? row.phone ?? row.email, after: null } },
  })
  return roleDoc(row)
}
