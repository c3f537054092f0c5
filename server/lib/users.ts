/** Finding and creating accounts, and the user document the API returns. */
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { enterprises, friends, users } from '../db/schema'
import { toDoc } from './docs'
import { objectId } from './ids'

export const DEFAULT_AVATAR = '/fu/static/avatar-default.svg'
type UserRow = typeof users.$inferSelect

/** Returns the user with this phone or e-mail, creating it on first login (safe under concurrent logins). */
export async function findOrCreateUser(db: Tx, by: { phone?: string; area_code?: string; email?: string }): Promise<UserRow> {
  const where = by.phone ? eq(users.phone, by.phone) : eq(users.email, by.email!)
  const [existing] = await db.select().from(users).where(where).limit(1)
  if (existing) return existing
  await db.insert(users).values({
    _id: objectId(),
    phone: by.phone ?? null,
    area_code: by.phone ? by.area_code ?? '86' : null,
    email: by.email ?? null,
    doc: { username: by.phone ? `user${by.phone.slice(-4)}` : by.email!.split('@')[0] },
  }).onConflictDoNothing()
  const [created] = await db.select().from(users).where(where).limit(1)
  return created
}

export async function areFriends(db: Tx, a: string, b: string): Promise<boolean> {
  const rows = await db.select({ u: friends.user_id }).from(friends)
    .where(or(and(eq(friends.user_id, a), eq(friends.friend_id, b)), and(eq(friends.user_id, b), eq(friends.friend_id, a)))).limit(1)
  return rows.length > 0
}

const CONTACT_FIELDS = ['phone', 'area_code', 'email', 'contact', 'contact_wechat', 'contact_email']

/** SPEC §3 user document; contact details only for the user, friends, or when `showContact` (SPEC §6). */
export function userDoc(row: UserRow, showContact: boolean): Record<string, unknown> {
  const out = toDoc(row, ['deleted', 'roles'])
  out.contact = { ...(out.contact as object ?? {}), ...(row.email ? { email: row.email } : {}) }
  out.avatar ||= DEFAULT_AVATAR
  out.roles = row.roles
  if (!showContact) for (const key of CONTACT_FIELDS) delete out[key]
  return out
}

export async function exhibitorsOf(db: Tx, userIds: string[]): Promise<Map<string, Record<string, unknown>>> {
  const map = new Map<string, Record<string, unknown>>()
  if (!userIds.length) return map
  const rows = await db.select().from(enterprises).where(and(inArray(enterprises.user_id, userIds), eq(enterprises.deleted, 0)))
  for (const row of rows) {
    const doc = toDoc(row)
    const exhibitor = (doc.exhibitor ?? {}) as Record<string, unknown>
    map.set(row.user_id!, { _id: row._id, enterprise_id: row._id, meeting_id: row.meeting_id, user_id: row.user_id, ...exhibitor })
  }
  return map
}
