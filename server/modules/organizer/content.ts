/**
 * Creating, editing and deleting a meeting's speakers, agenda sessions and news (issue 28), each in one transaction
 * with its audit entry. Texts per language merge language by language; organiser HTML goes through the one sanitiser
 * (src/core/richText.ts sanitizeHtml) before it is stored; a session names only speakers and lives of its meeting.
 * Deleting marks the row deleted (single lookups answer `deleted: 1`, lists leave it out), as the seed's are.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { toDoc } from '../../lib/docs'
import { objectId } from '../../lib/ids'
import { sanitizeHtml } from '@core/richText'
import { changesBetween, recordAudit } from './audit'
import { CONTENT_KINDS, LOCALIZED_FIELDS, type ContentKind } from './contentKinds'
import { enabledLanguages } from './meetingSettings'
import { loadMeeting } from './meetings'

type Json = Record<string, unknown>
// The three tables share _id, deleted, doc and a meeting column; drizzle's types do not say so generically.
type AnyTable = PgTable & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const invalid = (field: string, message: string) => new ApiError(400, ErrorCode.ValidationFailed, `body.${field}: ${message}`)

/** The item as the console edits it: every field of its kind, flat (columns and doc alike). */
function fieldsOf(kind: ContentKind, row: Json): Json {
  const doc = (row.doc ?? {}) as Json
  return Object.fromEntries(Object.keys(CONTENT_KINDS[kind].fields).map((k) => [k, ((CONTENT_KINDS[kind].columns as readonly string[]).includes(k) ? row[k] : doc[k]) ?? null]))
}

function merged(kind: ContentKind, before: Json, patch: Json): Json {
  const out = { ...before }
  for (const [key, raw] of Object.entries(patch)) {
    if (raw === undefined) continue
    let value = raw
    if ((CONTENT_KINDS[kind].richText as readonly string[]).includes(key)) {
      value = Object.fromEntries(Object.entries(raw as Json).map(([l, html]) => [l, sanitizeHtml(String(html ?? ''))]))
    }
    const old = out[key]
    out[key] = LOCALIZED_FIELDS.has(key) && old && typeof old === 'object' ? { ...(old as Json), ...(value as Json) } : value
  }
  return out
}

async function check(tx: Tx, kind: ContentKind, meetingId: string, item: Json, languages: string[]): Promise<void> {
  for (const field of CONTENT_KINDS[kind].required) {
    if (!LOCALIZED_FIELDS.has(field)) continue
    const texts = (item[field] ?? {}) as Json
    const missing = languages.find((l) => !(typeof texts[l] === 'string' && (texts[l] as string).trim()))
    if (missing) throw invalid(`${field}.${missing}`, `needed in every language the meeting is offered in`)
  }
  if (typeof item.start === 'number' && typeof item.end === 'number' && item.end < item.start) throw invalid('end', 'must not be before start')
  for (const [field, table] of Object.entries(CONTENT_KINDS[kind].refs) as [string, AnyTable][]) {
    const wanted = [...new Set((item[field] ?? []) as string[])]
    if (!wanted.length) continue
    const found = await tx.select({ _id: table._id }).from(table).where(and(inArray(table._id, wanted), eq(table.meeting_id, meetingId), eq(table.deleted, 0)))
    const unknown = wanted.find((id) => !found.some((f: { _id: string }) => f._id === id))
    if (unknown) throw invalid(field, `${unknown} is not one of this meeting's ${field}`)
  }
}

/** Splits the flat item into the row's columns and its doc (merged into the doc that is there: other keys stay). */
function toRow(kind: ContentKind, item: Json, doc: Json): Json {
  const columns = CONTENT_KINDS[kind].columns as readonly string[]
  const row: Json = { doc: { ...doc } }
  for (const [k, v] of Object.entries(item)) {
    if (v === null && !columns.includes(k)) delete (row.doc as Json)[k]
    else if (columns.includes(k)) { if (v !== null) row[k] = v } else (row.doc as Json)[k] = v
  }
  return row
}

async function loadItem(tx: Tx, kind: ContentKind, meetingId: string, itemId: string): Promise<Json> {
  const table = CONTENT_KINDS[kind].table as AnyTable
  const [row] = await tx.select().from(table)
    .where(and(eq(table._id, itemId), eq(table[CONTENT_KINDS[kind].meetingColumn], meetingId), eq(table.deleted, 0))).for('update').limit(1)
  if (!row) throw notFound(kind)
  return row as Json
}

export const contentDoc = (row: Json) => toDoc(row as { doc?: unknown })

export async function listContent(tx: Tx, kind: ContentKind, meetingId: string): Promise<Json[]> {
  const table = CONTENT_KINDS[kind].table as AnyTable
  const rows = await tx.select().from(table).where(and(eq(table[CONTENT_KINDS[kind].meetingColumn], meetingId), eq(table.deleted, 0)))
  return (rows as Json[]).map(contentDoc).sort((a, b) => Number(b.weight ?? 0) - Number(a.weight ?? 0) || String(a._id).localeCompare(String(b._id)))
}

export async function createContent(tx: Tx, kind: ContentKind, meetingId: string, actorId: string, body: Json): Promise<Json> {
  const meeting = await loadMeeting(tx, meetingId)
  const item = merged(kind, {}, body)
  await check(tx, kind, meetingId, item, enabledLanguages(meeting.doc))
  const table = CONTENT_KINDS[kind].table as AnyTable
  const _id = objectId()
  const [row] = await tx.insert(table).values({ ...toRow(kind, item, {}), _id, [CONTENT_KINDS[kind].meetingColumn]: meetingId }).returning()
  await recordAudit(tx, { meetingId, actorId, action: 'create', objectType: kind, objectId: _id, changes: changesBetween({}, fieldsOf(kind, row as Json)) })
  return contentDoc(row as Json)
}

export async function updateContent(tx: Tx, kind: ContentKind, meetingId: string, itemId: string, actorId: string, body: Json): Promise<Json> {
  const meeting = await loadMeeting(tx, meetingId)
  const row = await loadItem(tx, kind, meetingId, itemId)
  const before = fieldsOf(kind, row)
  const item = merged(kind, before, body)
  await check(tx, kind, meetingId, item, enabledLanguages(meeting.doc))
  const changes = changesBetween(before, item)
  if (!Object.keys(changes).length) return contentDoc(row)
  const table = CONTENT_KINDS[kind].table as AnyTable
  const [saved] = await tx.update(table).set(toRow(kind, item, row.doc as Json)).where(eq(table._id, itemId)).returning()
  await recordAudit(tx, { meetingId, actorId, action: 'update', objectType: kind, objectId: itemId, changes })
  return contentDoc(saved as Json)
}

export async function deleteContent(tx: Tx, kind: ContentKind, meetingId: string, itemId: string, actorId: string): Promise<Json> {
  const row = await loadItem(tx, kind, meetingId, itemId)
  const table = CONTENT_KINDS[kind].table as AnyTable
  const [saved] = await tx.update(table).set({ deleted: 1 }).where(eq(table._id, itemId)).returning()
  await recordAudit(tx, { meetingId, actorId, action: 'delete', objectType: kind, objectId: itemId, changes: { deleted: { before: 0, after: 1 } } })
  return contentDoc({ ...(saved as Json), _id: row._id })
}
