/**
 * Meeting content read by the client's first screens: agendas (GET /meeting/agendas, /count), news (GET /news),
 * speakers (GET /meetings/{id}/speakers, /meetings/{id}/speakers/{speaker_id}, /meetings/{id}/speaker/users/{uid}/agendas).
 * All answer guests of meetings open to guests (SPEC §6). Lists leave deleted items out; single lookups return them
 * with `deleted: 1`.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { activities, agendas, lives, news, speakers } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { toDoc } from '../../lib/docs'
import { forbidden, notFound } from '../../http/errors'
import { requireUser } from '../../http/auth'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, jsonTextIlike, page } from '../../lib/lists'
import { boolish, int, objectId, strict, text } from '../../lib/validation'
import type { Db } from '../../db/client'
import { liveDoc } from '../lives/liveAccess'

type AgendaRow = typeof agendas.$inferSelect

/** The account a speaker is linked to and their answer to the invitation stay private (the speaker's own invitation shows them). */
const visible = <T extends { deleted: number; doc?: unknown }>(row: T) => toDoc(row, row.deleted ? ['user_id', 'accepted_at'] : ['deleted', 'user_id', 'accepted_at'])

/** Agenda documents: `live_ids` always; `lives` expanded (enable_show = 1 only) with `with_lives`; shown activities. */
async function agendaDocs(db: Db, rows: AgendaRow[], withLives: boolean) {
  const liveIds = [...new Set(rows.flatMap((r) => ((r.doc as { lives?: string[] }).lives ?? [])))]
  const activityIds = [...new Set(rows.flatMap((r) => ((r.doc as { activities?: string[] }).activities ?? [])))]
  const liveRows = withLives && liveIds.length
    ? await db.select().from(lives).where(and(inArray(lives._id, liveIds), eq(lives.enable_show, 1), eq(lives.deleted, 0)))
    : []
  const activityRows = activityIds.length
    ? await db.select({ _id: activities._id, start: activities.start, end: activities.end, doc: activities.doc }).from(activities)
      .where(and(inArray(activities._id, activityIds), eq(activities.enable_show, 1), eq(activities.deleted, 0)))
    : []
  return rows.map((row) => {
    const doc = visible(row)
    const ids = ((row.doc as { lives?: string[] }).lives ?? [])
    doc.live_ids = ids
    if (withLives) doc.lives = ids.map((id) => liveRows.find((l) => l._id === id)).filter(Boolean).map((l) => liveDoc(l!))
    else delete doc.lives
    doc.activities = ((row.doc as { activities?: string[] }).activities ?? [])
      .map((id) => activityRows.find((a) => a._id === id)).filter(Boolean)
      .map((a) => ({ _id: a!._id, start: a!.start, end: a!.end, title: (a!.doc as { title?: unknown }).title, covers: (a!.doc as { covers?: unknown }).covers ?? [] }))
    return doc
  })
}

export default async function contentRoutes(app: App, { db }: Context): Promise<void> {
  const agendaQuery = strict({
    meeting_id: objectId.optional(), _id: objectId.optional(), with_lives: boolish.optional(),
    /** Agendas of this speaker. */
    speaker_id: objectId.optional(),
    keyword: text(100, 1).optional(),
    /** Sessions still to end after this moment (seconds): the home's programme of today and the days to come. */
    ends_after: int().optional(),
    ...page,
  })

  function agendaWhere(q: { meeting_id?: string; speaker_id?: string; keyword?: string; ends_after?: number }) {
    return and(
      eq(agendas.deleted, 0), eq(agendas.enable_show, 1),
      q.meeting_id ? eq(agendas.meeting_id, q.meeting_id) : undefined,
      q.speaker_id ? sql`${agendas.doc} -> 'speakers' @> ${JSON.stringify([q.speaker_id])}::jsonb` : undefined,
      q.keyword ? jsonTextIlike(sql`${agendas.doc} -> 'title'`, q.keyword) : undefined,
      q.ends_after !== undefined ? gt(agendas.end, q.ends_after) : undefined,
    )
  }

  app.get('/meeting/agendas', { config: { auth: 'guest' }, schema: { querystring: agendaQuery } }, async (request) => {
    const q = request.query
    if (q._id) {
      const rows = await db.select().from(agendas).where(eq(agendas._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting_id ?? q.meeting_id)
      return ok(await agendaDocs(db, rows, Boolean(q.with_lives)), rows.length)
    }
    await allowRead(db, request, q.meeting_id)
    const where = agendaWhere(q)
    const total = await countWhere(db, agendas, where)
    const rows = await db.select().from(agendas).where(where).orderBy(asc(agendas.start), desc(agendas.weight), asc(agendas._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await agendaDocs(db, rows, Boolean(q.with_lives)), total)
  })

  app.get('/meeting/agendas/count', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId, speaker_id: objectId.optional(), keyword: text(100, 1).optional() }) },
  }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const total = await countWhere(db, agendas, agendaWhere(request.query))
    return ok({ total }, total)
  })

  // News: `meeting` (the entity's field) or `meeting_id`; lists leave the rich-text `content` out.
  app.get('/news', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting: objectId.optional(), meeting_id: objectId.optional(), _id: objectId.optional(), keyword: text(100, 1).optional(), ...page }) },
  }, async (request) => {
    const q = request.query
    const meetingId = q.meeting ?? q.meeting_id
    if (q._id) {
      const rows = await db.select().from(news).where(eq(news._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting ?? meetingId)
      return ok(rows.map(visible), rows.length)
    }
    await allowRead(db, request, meetingId)
    const where = and(eq(news.deleted, 0), meetingId ? eq(news.meeting, meetingId) : undefined, q.keyword ? jsonTextIlike(sql`${news.doc} -> 'title'`, q.keyword) : undefined)
    const total = await countWhere(db, news, where)
    const rows = await db.select().from(news).where(where).orderBy(desc(news.weight), desc(news.created), asc(news._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map((r) => { const d = visible(r); delete d.content; return d }), total)
  })

  const meetingParams = strict({ id: objectId })

  app.get('/meetings/:id/speakers', {
    config: { auth: 'guest' },
    schema: { params: meetingParams, querystring: strict({ category_id: objectId.optional(), keyword: text(100, 1).optional(), ...page }) },
  }, async (request) => {
    await allowRead(db, request, request.params.id)
    const q = request.query
    const where = and(
      eq(speakers.meeting_id, request.params.id), eq(speakers.deleted, 0),
      q.category_id ? sql`${speakers.doc} ->> 'category_id' = ${q.category_id}` : undefined,
      q.keyword ? jsonTextIlike(sql`${speakers.doc} -> 'name'`, q.keyword) : undefined,
    )
    const total = await countWhere(db, speakers, where)
    const rows = await db.select().from(speakers).where(where).orderBy(desc(speakers.weight), asc(speakers._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map(visible), total)
  })

  app.get('/meetings/:id/speakers/:speaker_id', {
    config: { auth: 'guest' },
    schema: { params: strict({ id: objectId, speaker_id: objectId }) },
  }, async (request) => {
    await allowRead(db, request, request.params.id)
    const [row] = await db.select().from(speakers).where(and(eq(speakers._id, request.params.speaker_id), eq(speakers.meeting_id, request.params.id))).limit(1)
    if (!row) throw notFound('speaker')
    // One speaker: the document itself (deleted ones with deleted: 1).
    return ok(visible(row))
  })

  /** The meeting's speaker linked to account `uid` (the speaker's `user_id`), or, for older links, the speaker with that id. */
  async function speakerOfUser(meetingId: string, uid: string) {
    const [row] = await db.select().from(speakers)
      .where(and(eq(speakers.meeting_id, meetingId), eq(speakers.deleted, 0), sql`(${speakers.doc} ->> 'user_id' = ${uid} or ${speakers._id} = ${uid})`))
      .orderBy(asc(speakers._id)).limit(1)
    return row
  }

  // A speaker's own invitation (/meeting/speaker/invite): who they are in this meeting and whether they accepted.
  app.get('/meetings/:id/speaker/users/:uid', { schema: { params: strict({ id: objectId, uid: objectId }) } }, async (request) => {
    const me = requireUser(request)
    if (me._id !== request.params.uid) throw forbidden('only the speaker sees their own invitation')
    const row = await speakerOfUser(request.params.id, request.params.uid)
    if (!row) throw notFound('speaker')
    const acceptedAt = Number((row.doc as { accepted_at?: number }).accepted_at ?? 0)
    return ok({ ...visible(row), accepted: acceptedAt ? 1 : 0, accepted_at: acceptedAt || null })
  })

  app.post('/meetings/:id/speaker/users/:uid/accept', { schema: { params: strict({ id: objectId, uid: objectId }), body: strict({}).optional() } }, async (request) => {
    const me = requireUser(request)
    if (me._id !== request.params.uid) throw forbidden('only the speaker answers their own invitation')
    const row = await speakerOfUser(request.params.id, request.params.uid)
    if (!row) throw notFound('speaker')
    // Accepting again keeps the first answer's time.
    const acceptedAt = Number((row.doc as { accepted_at?: number }).accepted_at ?? 0) || nowSeconds()
    await db.update(speakers).set({ doc: sql`${speakers.doc} || ${JSON.stringify({ accepted_at: acceptedAt })}::jsonb` }).where(eq(speakers._id, row._id))
    return ok({ speaker_id: row._id, accepted: 1, accepted_at: acceptedAt })
  })

  app.get('/meetings/:id/speaker/users/:uid/agendas', {
    config: { auth: 'guest' },
    schema: { params: strict({ id: objectId, uid: objectId }), querystring: strict({ with_lives: boolish.optional(), ...page }) },
  }, async (request) => {
    await allowRead(db, request, request.params.id)
    const speaker = await speakerOfUser(request.params.id, request.params.uid)
    const where = agendaWhere({ meeting_id: request.params.id, speaker_id: speaker?._id ?? request.params.uid })
    const total = await countWhere(db, agendas, where)
    const rows = await db.select().from(agendas).where(where).orderBy(asc(agendas.start), asc(agendas._id)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(await agendaDocs(db, rows, Boolean(request.query.with_lives)), total)
  })
}
