/**
 * The cultural-festival section (/sichuan-culture, SPEC §2 "Other"): a festival meeting (meetings.doc.festival =
 * 'sichuan-culture') and what it shows beyond the shared content tables.
 * GET /sichuan-culture/festival (the festival: its id, slogan, introduction, venue plan size, heritage categories
 *   with counts and how many items of each kind; `meeting_id` to name one, else the current festival);
 * GET /sichuan-culture/items (`meeting_id`, `kind` heritage | hall | point | project, optional `category`, paged) and
 *   /sichuan-culture/items/{id}: heritage items carry `like_total` and, for a signed-in reader, `liked`;
 * POST / DELETE /sichuan-culture/items/{id}/likes: collect / uncollect a heritage item (idempotent, login);
 * GET /sichuan-culture/likes (`meeting_id`, paged): the heritage items I collected, newest first;
 * GET /sichuan-culture/lives (`meeting_id`, `channel` venue | web, paged): the festival's venue streams or its lives
 *   on web platforms (lives.doc.channel), in the /lives document shape.
 * Reads follow the guest rule of SPEC §6 (allowRead); performances are the festival's activities (/activities).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { categories, festivalItems, likes, lives, meetings } from '../../db/schema'
import type { Tx } from '../../db/client'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { badRequest, ErrorCode, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { objectId, strict, z } from '../../lib/validation'
import { liveDoc } from '../lives/liveAccess'

export const FESTIVAL_KEY = 'sichuan-culture'
const KINDS = ['heritage', 'hall', 'point', 'project'] as const
const LIKE_TARGET = 'festival_item'

type ItemRow = typeof festivalItems.$inferSelect

const isFestival = sql`${meetings.doc}->>'festival' = ${FESTIVAL_KEY}`

/** The festival meeting named, or the current one (the latest-starting festival that is not deleted). */
async function festivalMeeting(db: Tx, meetingId?: string) {
  const where = and(eq(meetings.deleted, 0), isFestival, meetingId ? eq(meetings._id, meetingId) : undefined)
  const [row] = await db.select().from(meetings).where(where).orderBy(desc(meetings.start)).limit(1)
  if (!row) throw notFound('festival')
  return row
}

async function itemDocs(db: Tx, rows: ItemRow[], userId: string | undefined): Promise<Record<string, unknown>[]> {
  const heritage = rows.filter((r) => r.kind === 'heritage').map((r) => r._id)
  const totals = new Map<string, number>()
  const mine = new Set<string>()
  if (heritage.length) {
    const counted = await db.select({ target_id: likes.target_id, total: sql<number>`count(*)::int` }).from(likes)
      .where(and(eq(likes.kind, 'like'), eq(likes.target_type, LIKE_TARGET), inArray(likes.target_id, heritage))).groupBy(likes.target_id)
    for (const c of counted) totals.set(c.target_id, c.total)
    if (userId) {
      const own = await db.select({ target_id: likes.target_id }).from(likes)
        .where(and(eq(likes.kind, 'like'), eq(likes.target_type, LIKE_TARGET), eq(likes.user_id, userId), inArray(likes.target_id, heritage)))
      for (const o of own) mine.add(o.target_id)
    }
  }
  return rows.map((row) => {
    const doc = toDoc(row, ['deleted'])
    if (row.kind !== 'heritage') return doc
    return { ...doc, like_total: totals.get(row._id) ?? 0, ...(userId ? { liked: mine.has(row._id) ? 1 : 0 } : {}) }
  })
}

export default async function festivalRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/sichuan-culture/festival', {
    config: { auth: 'public' },
    schema: { querystring: strict({ meeting_id: objectId.optional() }) },
  }, async (request) => {
    const meeting = await festivalMeeting(db, request.query.meeting_id)
    await allowRead(db, request, meeting._id)
    const doc = meeting.doc as Record<string, unknown>
    const live = and(eq(festivalItems.meeting_id, meeting._id), eq(festivalItems.deleted, 0))
    const kinds = await db.select({ kind: festivalItems.kind, category: festivalItems.category, total: sql<number>`count(*)::int` })
      .from(festivalItems).where(live).groupBy(festivalItems.kind, festivalItems.category)
    const cats = await db.select().from(categories)
      .where(and(eq(categories.meeting_id, meeting._id), eq(categories.type, 'sc_heritage'), eq(categories.deleted, 0)))
      .orderBy(desc(categories.weight), asc(categories._id))
    const counts = Object.fromEntries(KINDS.map((kind) => [kind, kinds.filter((k) => k.kind === kind).reduce((sum, k) => sum + k.total, 0)]))
    const lifeTotal = await countWhere(db, lives, and(eq(lives.meeting_id, meeting._id), eq(lives.deleted, 0), eq(lives.enable_show, 1)))
    return ok({
      meeting_id: meeting._id,
      start: meeting.start,
      end: meeting.end,
      slogan: doc.festival_slogan,
      intro: doc.festival_intro,
      map: doc.festival_map ?? { width: 1000, height: 640 },
      counts: { ...counts, lives: lifeTotal },
      categories: cats.map((c) => ({
        _id: c._id, title: (c.doc as Record<string, unknown>).title,
        total: kinds.find((k) => k.kind === 'heritage' && k.category === c._id)?.total ?? 0,
      })),
    })
  })

  app.get('/sichuan-culture/items', {
    config: { auth: 'public' },
    schema: { querystring: strict({ meeting_id: objectId, kind: z.enum(KINDS), category: z.string().trim().max(40).optional(), ...page }) },
  }, async (request) => {
    const q = request.query
    await allowRead(db, request, q.meeting_id)
    const where = and(eq(festivalItems.meeting_id, q.meeting_id), eq(festivalItems.kind, q.kind), eq(festivalItems.deleted, 0),
      q.category ? eq(festivalItems.category, q.category) : undefined)
    const total = await countWhere(db, festivalItems, where)
    const rows = await db.select().from(festivalItems).where(where)
      .orderBy(desc(festivalItems.weight), asc(festivalItems._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await itemDocs(db, rows, request.user?._id), total)
  })

  const params = strict({ id: objectId })

  async function loadItem(id: string): Promise<ItemRow> {
    const [row] = await db.select().from(festivalItems).where(and(eq(festivalItems._id, id), eq(festivalItems.deleted, 0))).limit(1)
    if (!row) throw notFound('festival item')
    return row
  }

  app.get('/sichuan-culture/items/:id', { config: { auth: 'public' }, schema: { params } }, async (request) => {
    const row = await loadItem(request.params.id)
    await allowRead(db, request, row.meeting_id)
    const [doc] = await itemDocs(db, [row], request.user?._id)
    return ok(doc)
  })

  const ofItem = (id: string) => and(eq(likes.kind, 'like'), eq(likes.target_type, LIKE_TARGET), eq(likes.target_id, id))
  async function likeState(id: string, userId: string) {
    const like_total = await countWhere(db, likes, ofItem(id))
    const [mine] = await db.select({ _id: likes._id }).from(likes).where(and(ofItem(id), eq(likes.user_id, userId))).limit(1)
    return { item_id: id, liked: mine ? 1 : 0, like_total }
  }

  app.post('/sichuan-culture/items/:id/likes', { schema: { params, body: strict({}).optional() } }, async (request, reply) => {
    const me = requireUser(request)
    const row = await loadItem(request.params.id)
    if (row.kind !== 'heritage') throw badRequest(ErrorCode.ValidationFailed, 'only heritage items can be collected')
    await db.insert(likes).values({ _id: newId(), kind: 'like', target_type: LIKE_TARGET, target_id: row._id, user_id: me._id }).onConflictDoNothing()
    reply.status(201)
    return ok(await likeState(row._id, me._id))
  })

  app.delete('/sichuan-culture/items/:id/likes', { schema: { params } }, async (request) => {
    const me = requireUser(request)
    await db.delete(likes).where(and(ofItem(request.params.id), eq(likes.user_id, me._id)))
    return ok(await likeState(request.params.id, me._id))
  })

  app.get('/sichuan-culture/likes', { schema: { querystring: strict({ meeting_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(eq(festivalItems.deleted, 0), eq(festivalItems.kind, 'heritage'), q.meeting_id ? eq(festivalItems.meeting_id, q.meeting_id) : undefined,
      sql`exists (select 1 from ${likes} l where l.kind = 'like' and l.target_type = ${LIKE_TARGET} and l.target_id = ${festivalItems._id} and l.user_id = ${me._id})`)
    const total = await countWhere(db, festivalItems, where)
    const collected = sql<number>`(select max(l.created) from ${likes} l where l.kind = 'like' and l.target_type = ${LIKE_TARGET} and l.target_id = ${festivalItems._id} and l.user_id = ${me._id})`
    const rows = await db.select().from(festivalItems).where(where).orderBy(desc(collected), asc(festivalItems._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await itemDocs(db, rows, me._id), total)
  })

  app.get('/sichuan-culture/lives', {
    config: { auth: 'public' },
    schema: { querystring: strict({ meeting_id: objectId, channel: z.enum(['venue', 'web']), ...page }) },
  }, async (request) => {
    const q = request.query
    await allowRead(db, request, q.meeting_id)
    const channel = q.channel === 'web' ? sql`${lives.doc}->>'channel' = 'web'` : sql`coalesce(${lives.doc}->>'channel', 'venue') <> 'web'`
    const where = and(eq(lives.meeting_id, q.meeting_id), eq(lives.deleted, 0), eq(lives.enable_show, 1), channel)
    const total = await countWhere(db, lives, where)
    const rows = await db.select().from(lives).where(where).orderBy(desc(lives.weight), asc(lives.start), asc(lives._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map((r) => liveDoc(r)), total)
  })
}
