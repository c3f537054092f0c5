/**
 * Demand / cooperation posts (SPEC §5, §6, §7): GET /demands, POST /demands, POST /demands/{id}/close,
 * GET/POST /demands/{id}/comments. Posting needs registration for the meeting (4116); title ≥ 5 characters,
 * description ≤ 500, images jpg or png, sensitive content refused with its category (4300); one comment per person
 * (4302); at most 3 posts a minute (429 / 4290). The poster's contact details are shown (when the post allows it) to the poster, friends, and commenters.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pgError } from '../../db/client'
import { demandComments, demands, friends, likes, users } from '../../db/schema'
import { allowRead, requireParticipant } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { recordConsent } from '../my/consents'
import { toDoc } from '../../lib/docs'
import { ApiError, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, jsonTextIlike, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { rejectWechatRisky } from '../moderation/wechatTextCheck'
import { regionNames } from './regionNames'
import { personDoc } from '../accounts/users'
import { boolish, flag, imageUrl, objectId, requestOf, strict, text, z } from '../../lib/validation'
import type { DemandRequest } from '../../../types/api'

type DemandRow = typeof demands.$inferSelect

/** SPEC §8 "do not operate frequently": at most this many posts per person per minute (then 429 / 4290). */
export const DEMANDS_PER_MINUTE = 3

/** jpg or png only (SPEC §5): the server's own uploads (/fu/api/uploads/<id>.png) or any http(s) address. */
export const demandImage = imageUrl().regex(/^[^?#]*\.(jpe?g|png)([?#].*)?$/i, 'images must be jpg or png')

export async function demandDocs(db: Db, rows: DemandRow[], viewer?: string) {
  if (!rows.length) return []
  const ownerIds = [...new Set(rows.map((r) => r.user_id))]
  const owners = await db.select().from(users).where(inArray(users._id, ownerIds))
  const ids = rows.map((r) => r._id)
  const counts = await db.select({ demand_id: demandComments.demand_id, n: sql<number>`count(*)::int` }).from(demandComments)
    .where(and(inArray(demandComments.demand_id, ids), eq(demandComments.deleted, 0))).groupBy(demandComments.demand_id)
  const commented = viewer
    ? new Set((await db.select({ d: demandComments.demand_id }).from(demandComments)
      .where(and(inArray(demandComments.demand_id, ids), eq(demandComments.user_id, viewer), eq(demandComments.deleted, 0)))).map((r) => r.d))
    : new Set<string>()
  const likeWhere = and(eq(likes.kind, 'like'), eq(likes.target_type, 'demand'), inArray(likes.target_id, ids))
  const likeCounts = await db.select({ demand_id: likes.target_id, n: sql<number>`count(*)::int` }).from(likes).where(likeWhere).groupBy(likes.target_id)
  const liked = viewer
    ? new Set((await db.select({ d: likes.target_id }).from(likes).where(and(likeWhere, eq(likes.user_id, viewer)))).map((r) => r.d))
    : new Set<string>()
  const friendOf = viewer
    ? new Set((await db.select({ f: friends.friend_id }).from(friends).where(and(eq(friends.user_id, viewer), inArray(friends.friend_id, ownerIds)))).map((r) => r.f))
    : new Set<string>()
  return rows.map((row) => {
    const doc = toDoc(row, row.deleted ? [] : ['deleted'])
    const owner = owners.find((u) => u._id === row.user_id)
    const o = (owner?.doc ?? {}) as { contact_wechat?: string; contact_email?: string }
    doc.user = personDoc(row.user_id, owner?.doc)
    doc.comment_total = counts.find((c) => c.demand_id === row._id)?.n ?? 0
    doc.images ??= []
    // A known region is named in every language (the client shows the UI's); other text stays as typed.
    const areaNames = regionNames((row.doc as { area?: string }).area)
    if (areaNames) doc.area_names = areaNames
    const mine = viewer === row.user_id
    const allowed = mine || (Number((row.doc as { show_contact?: number }).show_contact ?? 0) === 1 && (friendOf.has(row.user_id) || commented.has(row._id)))
    doc.contact_visible = allowed ? 1 : 0
    doc.commented = commented.has(row._id) ? 1 : 0
    doc.like_total = likeCounts.find((c) => c.demand_id === row._id)?.n ?? 0
    doc.liked = liked.has(row._id) ? 1 : 0
    if (allowed && owner) doc.contact = { phone: owner.phone, area_code: owner.area_code, email: owner.email ?? o.contact_email, wechat: o.contact_wechat }
    return doc
  })
}

export default async function demandRoutes(app: App, { db, wechat }: Context): Promise<void> {
  async function loadDemand(id: string): Promise<DemandRow> {
    const [row] = await db.select().from(demands).where(eq(demands._id, id)).limit(1)
    if (!row || row.deleted) throw notFound('demand')
    return row
  }

  app.get('/demands', {
    config: { auth: 'guest' },
    schema: {
      querystring: strict({
        meeting_id: objectId.optional(), _id: objectId.optional(), status: z.enum(['open', 'closed']).optional(), mine: boolish.optional(),
        user_id: objectId.optional(), industry: objectId.optional(), category: objectId.optional(), keyword: text(100, 1).optional(), ...page,
      }),
    },
  }, async (request) => {
    const q = request.query
    const viewer = request.user?._id
    if (q._id) {
      const rows = await db.select().from(demands).where(eq(demands._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting_id ?? q.meeting_id)
      return ok(await demandDocs(db, rows, viewer), rows.length)
    }
    if (q.mine) requireUser(request)
    else await allowRead(db, request, q.meeting_id)
    const where = and(
      eq(demands.deleted, 0),
      q.meeting_id ? eq(demands.meeting_id, q.meeting_id) : undefined,
      q.status ? eq(demands.status, q.status) : undefined,
      q.mine ? eq(demands.user_id, viewer!) : q.user_id ? eq(demands.user_id, q.user_id) : undefined,
      q.industry ? sql`${demands.doc} ->> 'industry' = ${q.industry}` : undefined,
      q.category ? sql`${demands.doc} ->> 'category' = ${q.category}` : undefined,
      q.keyword ? sql`(${jsonTextIlike(sql`${demands.doc} -> 'title'`, q.keyword)} or ${jsonTextIlike(sql`${demands.doc} -> 'description'`, q.keyword)})` : undefined,
    )
    const total = await countWhere(db, demands, where)
    const rows = await db.select().from(demands).where(where).orderBy(desc(demands.created), desc(demands._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await demandDocs(db, rows, viewer), total)
  })

  app.post('/demands', {
    schema: {
      body: requestOf<DemandRequest>()(strict({
        meeting_id: objectId,
        // SPEC §5: at least 5 characters (code points, so 5 Chinese characters count as 5).
        title: text(100).refine((t) => [...t].length >= 5, 'title must have at least 5 characters'),
        description: text(500, 1),
        industry: objectId.optional(),
        category: objectId.optional(),
        area: text(80).optional(),
        images: z.array(demandImage).max(9).optional(),
        show_contact: flag.optional(),
      })),
    },
  }, async (request, reply) => {
    const me = requireUser(request)
    const b = request.body
    await requireParticipant(db, me._id, b.meeting_id)
    rejectSensitive({ title: b.title, description: b.description, area: b.area })
    await rejectWechatRisky(db, wechat, { userId: me._id, fields: { title: b.title, description: b.description, area: b.area }, scene: 3 }, request.log)
    // A comfort limit (read, then write) like the live chat's: a burst of parallel posts may pass it by a few.
    const recent = await countWhere(db, demands, and(eq(demands.user_id, me._id), gte(demands.created, nowSeconds() - 60)))
    if (recent >= DEMANDS_PER_MINUTE) throw new ApiError(429, ErrorCode.TooFrequent, 'do not operate frequently: wait a minute before posting again')
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(demands).values({
        _id: newId(), meeting_id: b.meeting_id, user_id: me._id, status: 'open',
        doc: { title: b.title, description: b.description, images: b.images ?? [], industry: b.industry, category: b.category, area: b.area, show_contact: b.show_contact ?? 0 },
      }).returning()
      // The consent log (issue 16): showing my contact to friends and commenters is my decision, recorded.
      if (b.show_contact === 1) await recordConsent(tx, me._id, 'demand_contact', { targetId: saved._id, detail: { meeting_id: b.meeting_id } })
      return saved
    })
    reply.status(201)
    return ok((await demandDocs(db, [row], me._id))[0])
  })

  app.post('/demands/:id/close', { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const me = requireUser(request)
    const demand = await loadDemand(request.params.id)
    if (demand.user_id !== me._id) throw forbidden('only the poster can close a demand')
    const [row] = await db.update(demands).set({ status: 'closed' }).where(and(eq(demands._id, demand._id), eq(demands.status, 'open'))).returning()
    if (!row) throw conflict(ErrorCode.ValidationFailed, 'this demand is already closed')
    return ok((await demandDocs(db, [row], me._id))[0])
  })

  app.get('/demands/:id/comments', { config: { auth: 'guest' }, schema: { params: strict({ id: objectId }), querystring: strict({ ...page }) } }, async (request) => {
    const demand = await loadDemand(request.params.id)
    await allowRead(db, request, demand.meeting_id)
    const where = and(eq(demandComments.demand_id, demand._id), eq(demandComments.deleted, 0))
    const total = await countWhere(db, demandComments, where)
    const rows = await db.select({ c: demandComments, doc: users.doc }).from(demandComments).leftJoin(users, eq(users._id, demandComments.user_id))
      .where(where).orderBy(desc(demandComments.created), desc(demandComments._id)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(rows.map(({ c, doc }) => {
      const { deleted: _d, ...rest } = c
      return { ...rest, user: personDoc(c.user_id, doc) }
    }), total)
  })

  app.post('/demands/:id/comments', {
    schema: { params: strict({ id: objectId }), body: strict({ content: text(500, 1) }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    const demand = await loadDemand(request.params.id)
    if (demand.status !== 'open') throw conflict(ErrorCode.ValidationFailed, 'this demand is closed')
    rejectSensitive({ content: request.body.content })
    await rejectWechatRisky(db, wechat, { userId: me._id, fields: { content: request.body.content }, scene: 2 }, request.log)
    try {
      const [row] = await db.insert(demandComments).values({ _id: newId(), demand_id: demand._id, user_id: me._id, content: request.body.content }).returning()
      reply.status(201)
      const { deleted: _d, ...rest } = row
      return ok(rest)
    } catch (err) {
      if (pgError(err)?.code === '23505') throw conflict(ErrorCode.CommentExists, 'you have already left a comment on this demand')
      throw err
    }
  })
}

