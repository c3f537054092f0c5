/**
 * The home's layout versions (SPEC §3 block_release_version / block_draft_version), one rule for the layout blocks and
 * the navigation entries alike: a row whose doc has `version` belongs to that version only, one without to the
 * released layout. Visitors read the released layout; any other version (the draft: /preview, the console) only the
 * meeting's owner, admin and content editors. A version without rows of its own is the released layout unchanged,
 * unless the console saved a draft (`layout_draft` in the meeting's doc: an emptied list is then the draft's).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db, Tx } from '../../db/client'
import { blocks, categories } from '../../db/schema'
import { MAY, meetingRoleGuard } from '../organizer/roles'

export interface LayoutVersions {
  released: number
  draft: number
  /** The console saved this draft (both lists are the draft's own, even when empty). */
  saved: boolean
}

type Json = Record<string, unknown>

export function layoutVersions(doc: Json): LayoutVersions {
  const released = Number(doc.block_release_version ?? 0)
  // A draft is always ahead of the released layout (a draft number at or below it would publish its rows at once).
  const draft = Math.max(Number(doc.block_draft_version ?? 0), released + 1)
  return { released, draft, saved: Number(doc.layout_draft ?? 0) === draft }
}

/** The layout tables: the blocks, and the categories of type navigation. */
export type LayoutTable = 'blocks' | 'navigation'

/** The rows of `table` that belong to version `v` (`released`: the rows without a version too). */
export function ofVersion(table: LayoutTable, meetingId: string, v: number, released: number): SQL {
  const t = table === 'blocks' ? blocks : categories
  const version = v === released
    ? sql`(${t.doc} -> 'version' is null or (${t.doc} ->> 'version')::int = ${v})`
    : sql`(${t.doc} ->> 'version')::int = ${v}`
  return and(eq(t.meeting_id, meetingId), eq(t.deleted, 0), table === 'navigation' ? eq(categories.type, 'navigation') : undefined, version)!
}

/** A list of every meeting's navigation (no meeting named): each row in its own meeting's released layout. */
export const releasedNavigation = sql`(${categories.doc} -> 'version' is null
  or (${categories.doc} ->> 'version')::int = (select (m.doc ->> 'block_release_version')::int from meetings m where m._id = ${categories.meeting_id}))`

/**
 * The version a caller asked for, checked: the released one for anyone, another only for the meeting's layout
 * editors (401 without a sign-in, 403 naming the roles otherwise).
 */
export function layoutVersionGuard(db: Db) {
  const requireMeetingRole = meetingRoleGuard(db)
  return async (request: FastifyRequest, meetingId: string, versions: LayoutVersions, asked: number | undefined): Promise<number> => {
    const wanted = asked ?? versions.released
    if (wanted !== versions.released) await requireMeetingRole(request, meetingId, MAY.editLayout)
    return wanted
  }
}

/** Whether version `v` has rows of its own in `table` (else it reads as the released layout). */
export async function hasOwnRows(db: Tx, table: LayoutTable, meetingId: string, v: number, released: number): Promise<boolean> {
  if (v === released) return true
  const t = table === 'blocks' ? blocks : categories
  const [row] = await db.select({ _id: t._id }).from(t).where(ofVersion(table, meetingId, v, released)).limit(1)
  return !!row
}

/** The version whose rows `table` shows for `v`: `v` itself when it has rows (or the console saved it), else the released one. */
export async function versionShown(db: Tx, table: LayoutTable, meetingId: string, v: number, versions: LayoutVersions): Promise<number> {
  if (v === versions.released) return v
  if (v === versions.draft && versions.saved) return v
  return (await hasOwnRows(db, table, meetingId, v, versions.released)) ? v : versions.released
}
