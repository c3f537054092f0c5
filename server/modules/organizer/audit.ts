/**
 * The audit log of the organiser calls (issue 28): one row per write, in the write's own transaction (a change is
 * never made without its entry, nor an entry kept for a change rolled back), naming who, which object and the fields
 * changed with their values before and after.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { auditLog, users } from '../../db/schema'
import { objectId } from '../../lib/ids'

export type AuditAction = 'create' | 'update' | 'delete' | 'duplicate' | 'publish' | 'unpublish' | 'grant' | 'revoke'
export type AuditObject = 'meeting' | 'role' | 'speaker' | 'agenda' | 'news' | 'layout'
export type Changes = Record<string, { before: unknown; after: unknown }>

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields of `after` whose value differs from `before` (keys of either side), as `{ before, after }`. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[key], after[key])) changes[key] = { before: before[key] ?? null, after: after[key] ?? null }
  }
  return changes
}

export interface AuditEntry {
  meetingId: string
  actorId: string
  action: AuditAction
  objectType: AuditObject
  objectId: string
  changes?: Changes
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    _id: objectId(), meeting_id: entry.meetingId, actor_id: entry.actorId, action: entry.action,
    object_type: entry.objectType, object_id: entry.objectId, changes: entry.changes ?? {},
  })
}

export interface AuditQuery { meetingId: string; objectTypes?: readonly string[]; objectId?: string; skip: number; limit: number }

/** A meeting's entries, newest first, with the actor's name and phone / e-mail (as the console shows who did it). */
export async function listAudit(db: Tx, q: AuditQuery): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = and(
    eq(auditLog.meeting_id, q.meetingId),
    q.objectTypes ? inArray(auditLog.object_type, [...q.objectTypes]) : undefined,
    q.objectId ? eq(auditLog.object_id, q.objectId) : undefined,
  )
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where)
  const rows = await db.select({
    _id: auditLog._id, meeting_id: auditLog.meeting_id, action: auditLog.action, object_type: auditLog.object_type,
    object_id: auditLog.object_id, changes: auditLog.changes, created: auditLog.created, actor_id: auditLog.actor_id,
    actor_name: sql<string | null>`${users.doc} ->> 'username'`, actor_phone: users.phone, actor_email: users.email,
  }).from(auditLog).leftJoin(users, eq(users._id, auditLog.actor_id)).where(where)
    .orderBy(desc(auditLog.seq)).limit(q.limit).offset(q.skip)
  return {
    total,
    rows: rows.map(({ actor_name, actor_phone, actor_email, ...r }) => ({
      ...r, actor: { _id: r.actor_id, name: actor_name ?? '', phone: actor_phone, email: actor_email },
    })),
  }
}
