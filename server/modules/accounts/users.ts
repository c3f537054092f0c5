/** Finding and creating accounts, and the user document the API returns. */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { enterprises, friends, users } from '../../db/schema'
import { toDoc } from '../../lib/docs'
import { objectId } from '../../lib/ids'

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
    // No made-up name (issue 25): a phone fragment or a mailbox name told two people apart by nothing and leaked part
    // of the contact; a person without a name is shown under a placeholder the client words in the UI's language.
    doc: {},
  }).onConflictDoNothing()
  const [created] = await db.select().from(users).where(where).limit(1)
  return created
}

/**
 * The name typed at registration becomes the person's display name while they have none (issue 25); a name they
 * chose themselves is never replaced. One statement: two registrations at once cannot both write.
 * Callers skip it for a person already named (AuthUser.named): an UPDATE of users, even of no row, fires the change
 * trigger that drops every cached session (http/publicCache.ts), which once per registration halved its throughput.
 */
export async function adoptRegistrationName(db: Tx, userId: string, name: string | null | undefined): Promise<void> {
  const typed = name?.trim()
  if (!typed) return
  await db.update(users).set({ doc: sql`coalesce(${users.doc}, '{}'::jsonb) || jsonb_build_object('username', ${typed}::text)` })
    .where(and(eq(users._id, userId), sql`coalesce(${users.doc} ->> 'username', '') = ''`))
}

/** How a person appears to others (demands, questions, appointments, chats, threads, staff): see personDoc. */
export interface PersonDoc {
  _id: string
  /** null while the person has not named themselves: the client shows its neutral placeholder, never a phone fragment. */
  username: string | null
  avatar: string
  /** From the profile, so that two people with the same name can be told apart. */
  work: { title?: string; company?: string }
}

const profileText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** The one shape a person takes in another person's view: name (or null), avatar, company and title. */
export function personDoc(id: string, doc: unknown): PersonDoc {
  const d = (doc ?? {}) as { username?: unknown; avatar?: unknown; work?: { title?: unknown; company?: unknown } }
  const title = profileText(d.work?.title)
  const company = profileText(d.work?.company)
  return {
    _id: id,
    username: profileText(d.username) ?? null,
    avatar: profileText(d.avatar) ?? DEFAULT_AVATAR,
    work: { ...(title ? { title } : {}), ...(company ? { company } : {}) },
  }
}

/** personDoc of each id (unknown ids too: a deleted account appears as an unnamed person). */
export async function personDocs(db: Tx, ids: (string | null | undefined)[]): Promise<Map<string, PersonDoc>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  const rows = unique.length ? await db.select({ _id: users._id, doc: users.doc }).from(users).where(inArray(users._id, unique)) : []
  const docs = new Map(rows.map((r) => [r._id, r.doc]))
  return new Map(unique.map((id) => [id, personDoc(id, docs.get(id))]))
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
