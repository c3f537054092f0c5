/**
 * Meetings as organisers make them (issue 28): create (unpublished, the creator its owner), edit the settings,
 * publish and unpublish; each in one transaction with its audit entry. Writes to `meetings` drop the public cache of
 * every instance by themselves (db/client.ts PUBLIC_TABLES triggers, http/publicCache.ts).
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { meetingRoles, meetings } from '../../db/schema'
import { conflict, ErrorCode, notFound } from '../../http/errors'
import { objectId } from '../../lib/ids'
import { toDoc } from '../../lib/docs'
import { changesBetween, recordAudit } from './audit'
import { applySettings, checkSettings, settingsOf, type MeetingColumns, type SettingsPatch } from './meetingSettings'
import type { MeetingRole } from './roles'

type MeetingRow = typeof meetings.$inferSelect

export async function loadMeeting(db: Tx, meetingId: string, lock = false): Promise<MeetingRow> {
  const query = db.select().from(meetings).where(eq(meetings._id, meetingId)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row || row.deleted) throw notFound('meeting')
  return row
}

/** What the console shows: the stored meeting (SPEC §3 shape), its editable settings, published, and my roles. */
export function meetingView(row: MeetingRow, roles: readonly MeetingRole[]): Record<string, unknown> {
  return { ...toDoc(row), settings: settingsOf(row), roles: [...roles] }
}

async function checkDomainFree(tx: Tx, meetingId: string, domain: string | null): Promise<void> {
  if (!domain) return
  const [other] = await tx.select({ _id: meetings._id }).from(meetings)
    .where(and(eq(meetings.domain, domain), eq(meetings.deleted, 0), ne(meetings._id, meetingId))).limit(1)
  if (other) throw conflict(ErrorCode.MeetingDomainTaken, `another meeting uses the domain ${domain} already`)
}

export interface NewMeeting { title: Record<string, string | undefined>; start: number; end: number; timezone?: string; languages?: Record<string, 0 | 1 | undefined> }

export async function createMeeting(tx: Tx, actorId: string, input: NewMeeting): Promise<MeetingRow> {
  const languages = input.languages ?? Object.fromEntries(Object.keys(input.title).filter((l) => input.title[l]).map((l) => [l, 1]))
  const doc = {
    title: input.title, timezone: input.timezone ?? 'Asia/Shanghai', place: {}, cover: '',
    limits: { type: 0, activities: [] }, allow_guest_view: 1, block_draft_version: 2, block_release_version: 1,
    config: { theme_color: '#1f6feb', follow_theme_color: 1, main_button_color: '#1f6feb', main_button_theme: 'light', border_radius: 'round', language: languages },
    exhibition: { enable_copilot: 0, show_exhibitor: 1 },
  }
  checkSettings({ start: input.start, end: input.end, domain: null, doc })
  const _id = objectId()
  const [row] = await tx.insert(meetings).values({ _id, start: input.start, end: input.end, published: 0, doc }).returning()
  await tx.insert(meetingRoles).values({ _id: objectId(), meeting_id: _id, user_id: actorId, role: 'owner', granted_by: actorId })
  await recordAudit(tx, {
    meetingId: _id, actorId, action: 'create', objectType: 'meeting', objectId: _id,
    changes: changesBetween({}, { ...settingsOf(row), published: 0 }),
  })
  return row
}

export async function updateMeeting(tx: Tx, actorId: string, meetingId: string, patch: SettingsPatch): Promise<MeetingRow> {
  const row = await loadMeeting(tx, meetingId, true)
  const next: MeetingColumns = applySettings(row, patch)
  if (next.domain !== row.domain) await checkDomainFree(tx, meetingId, next.domain)
  const changes = changesBetween(settingsOf(row), settingsOf(next))
  if (!Object.keys(changes).length) return row
  const [saved] = await tx.update(meetings).set({ start: next.start, end: next.end, domain: next.domain, doc: next.doc })
    .where(eq(meetings._id, meetingId)).returning()
  await recordAudit(tx, { meetingId, actorId, action: 'update', objectType: 'meeting', objectId: meetingId, changes })
  return saved
}

export async function setPublished(tx: Tx, actorId: string, meetingId: string, published: 0 | 1): Promise<MeetingRow> {
  const row = await loadMeeting(tx, meetingId, true)
  if (row.published === published) return row
  const [saved] = await tx.update(meetings).set({ published }).where(eq(meetings._id, meetingId)).returning()
  await recordAudit(tx, {
    meetingId, actorId, action: published ? 'publish' : 'unpublish', objectType: 'meeting', objectId: meetingId,
    changes: { published: { before: row.published, after: published } },
  })
  return saved
}
