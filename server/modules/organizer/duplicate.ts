/**
 * Duplicating a meeting (issue 28): its structure, look and programme — the meeting's settings, navigation and
 * categories, layout blocks (released and draft), agenda sessions, speakers, news, activities with their registration
 * forms, channels and ticket types, lives (stream and replay addresses, schedule, private / paid rules) — under new ids, references between the copies pointing at the copies. Nothing of
 * its people comes along: no tickets, orders, waitlists, leads, exhibitors, likes, counters, nor roles (the duplicator
 * owns the copy), nor the lives' chats and subtitles; the copy starts unpublished, without the original's custom
 * domain, and is no template itself. A template (`doc.template` 1, set by its owner or admin) may be duplicated by
 * any account with the global organiser role; any other meeting only by its owner or admin (meetings.routes.ts).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { activities, activitySources, agendas, blocks, categories, formQuestions, forms, lives, meetingRoles, meetings, news, speakers, ticketPrices } from '../../db/schema'
import { objectId } from '../../lib/ids'
import { recordAudit } from './audit'
import { loadMeeting } from './meetings'

type Row = Record<string, unknown>
const ID_IN_TEXT = /\b[0-9a-f]{24}\b/g

/** Every id of a copied row, wherever it appears (a column, or deep in a doc as a link or a list), becomes its copy's. */
function remapper(ids: Map<string, string>) {
  const value = (v: unknown): unknown => {
    if (typeof v === 'string') return ids.get(v) ?? (v.length > 24 ? v.replace(ID_IN_TEXT, (id) => ids.get(id) ?? id) : v)
    if (Array.isArray(v)) return v.map(value)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, value(inner)]))
    return v
  }
  return (row: Row, reset: Row = {}): Row => ({ ...(value(row) as Row), ...reset })
}

/** Whether the meeting is offered as a template (a missing or deleted meeting is not). */
export async function isTemplate(db: Tx, meetingId: string): Promise<boolean> {
  const [row] = await db.select({ _id: meetings._id }).from(meetings)
    .where(and(eq(meetings._id, meetingId), eq(meetings.deleted, 0), sql`${meetings.doc}->>'template' = '1'`)).limit(1)
  return Boolean(row)
}

/** The templates a global organiser may start from, except those they hold a role in (their own list has them). */
export async function listTemplates(db: Tx, userId: string) {
  const rows = await db.select({ _id: meetings._id, start: meetings.start, end: meetings.end, doc: meetings.doc }).from(meetings)
    .where(and(eq(meetings.deleted, 0), sql`${meetings.doc}->>'template' = '1'`)).orderBy(desc(meetings.start), asc(meetings._id)).limit(50)
  const held = new Set((await db.select({ meeting_id: meetingRoles.meeting_id }).from(meetingRoles).where(eq(meetingRoles.user_id, userId))).map((r) => r.meeting_id))
  return rows.filter((m) => !held.has(m._id)).map((m) => ({
    _id: m._id, title: m.doc.title ?? {}, cover: m.doc.cover ?? '', start: m.start, end: m.end, timezone: m.doc.timezone ?? 'Asia/Shanghai',
  }))
}

export interface DuplicateCounts { [table: string]: number }

export async function duplicateMeeting(tx: Tx, actorId: string, sourceId: string, title?: Record<string, string | undefined>): Promise<{ meetingId: string; copied: DuplicateCounts }> {
  const source = await loadMeeting(tx, sourceId)
  const [cats, blks, ags, spks, nws, acts, fms, lvs] = await Promise.all([
    tx.select().from(categories).where(and(eq(categories.meeting_id, sourceId), eq(categories.deleted, 0))),
    tx.select().from(blocks).where(and(eq(blocks.meeting_id, sourceId), eq(blocks.deleted, 0))),
    tx.select().from(agendas).where(and(eq(agendas.meeting_id, sourceId), eq(agendas.deleted, 0))),
    tx.select().from(speakers).where(and(eq(speakers.meeting_id, sourceId), eq(speakers.deleted, 0))),
    tx.select().from(news).where(and(eq(news.meeting, sourceId), eq(news.deleted, 0))),
    tx.select().from(activities).where(and(eq(activities.meeting_id, sourceId), eq(activities.deleted, 0))),
    tx.select().from(forms).where(eq(forms.meeting_id, sourceId)),
    tx.select().from(lives).where(and(eq(lives.meeting_id, sourceId), eq(lives.deleted, 0))),
  ])
  const activityIds = acts.map((a) => a._id)
  const formIds = fms.map((f) => f._id)
  const [srcs, prices, questions] = await Promise.all([
    activityIds.length ? tx.select().from(activitySources).where(and(inArray(activitySources.activity_id, activityIds), eq(activitySources.deleted, 0))) : [],
    activityIds.length ? tx.select().from(ticketPrices).where(and(inArray(ticketPrices.activity_id, activityIds), eq(ticketPrices.deleted, 0))) : [],
    formIds.length ? tx.select().from(formQuestions).where(and(inArray(formQuestions.form_id, formIds), eq(formQuestions.deleted, 0))) : [],
  ])

  const ids = new Map<string, string>()
  for (const r of [source, ...cats, ...blks, ...ags, ...spks, ...nws, ...acts, ...fms, ...srcs, ...prices, ...questions, ...lvs]) ids.set(r._id, objectId())
  const copy = remapper(ids)
  const meetingId = ids.get(sourceId)!
  const doc = copy({ ...source.doc }) as Row
  if (title) doc.title = { ...(doc.title as Row | undefined), ...title }
  delete doc.template
  await tx.insert(meetings).values({ ...(copy(source as unknown as Row) as typeof meetings.$inferInsert), doc, published: 0, is_default: 0, domain: null, created: undefined })
  await tx.insert(meetingRoles).values({ _id: objectId(), meeting_id: meetingId, user_id: actorId, role: 'owner', granted_by: actorId })

  const insert = async <T>(table: Parameters<Tx['insert']>[0], rows: Row[], reset: Row = {}) => {
    if (rows.length) await tx.insert(table).values(rows.map((r) => copy(r, reset)) as T[])
  }
  await insert(categories, cats)
  await insert(blocks, blks)
  await insert(agendas, ags)
  await insert(speakers, spks)
  await insert(news, nws)
  await insert(forms, fms)
  await insert(formQuestions, questions)
  await insert(activities, acts, { ticket_total: 0, ticket_seq: 0, views: 0 })
  await insert(activitySources, srcs, { signup_total: 0 })
  await insert(ticketPrices, prices, { sold_total: 0 })
  await insert(lives, lvs)

  const copied: DuplicateCounts = {
    categories: cats.length, blocks: blks.length, agendas: ags.length, speakers: spks.length, news: nws.length,
    forms: fms.length, form_questions: questions.length, activities: acts.length, activity_sources: srcs.length, ticket_prices: prices.length, lives: lvs.length,
  }
  await recordAudit(tx, {
    meetingId, actorId, action: 'duplicate', objectType: 'meeting', objectId: meetingId,
    changes: { duplicated_from: { before: null, after: sourceId }, copied: { before: null, after: copied } },
  })
  return { meetingId, copied }
}
