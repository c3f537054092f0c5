/**
 * Likes and awesomes of enterprises and products (SPEC §7): GET/POST /enterprise/likes, DELETE /enterprise/likes/{like_id}
 * and by target, the same under /enterprise/awesomes and /enterprise/product/likes|awesomes, and the exhibitor-flavoured
 * POST /exhibitors/{id}/likes, /exhibitors/products/{id}/likes. All need a token; a like is the caller's own.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { pgError } from '../../db/client'
import { enterprises, likes, products } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { boolish, objectId, strict, z } from '../../lib/validation'
import { enterpriseDocs, productDocs, targetExists } from './enterpriseQueries'

export default async function likeRoutes(app: App, { db }: Context): Promise<void> {
  async function addLike(request: FastifyRequest, kind: 'like' | 'awesome', type: 'enterprise' | 'product', targetId: string) {
    const me = requireUser(request)
    await targetExists(db, type, targetId)
    try {
      const [row] = await db.insert(likes).values({ _id: newId(), kind, target_type: type, target_id: targetId, user_id: me._id }).returning()
      return row
    } catch (err) {
      if (pgError(err)?.code !== '23505') throw err
      const [row] = await db.select().from(likes).where(and(eq(likes.kind, kind), eq(likes.target_type, type), eq(likes.target_id, targetId), eq(likes.user_id, me._id))).limit(1)
      return row
    }
  }

  async function removeLike(request: FastifyRequest, kind: 'like' | 'awesome', type: 'enterprise' | 'product', by: { _id?: string; target_id?: string }) {
    const me = requireUser(request)
    const [row] = await db.select().from(likes)
      .where(and(eq(likes.kind, kind), eq(likes.target_type, type), by._id ? eq(likes._id, by._id) : and(eq(likes.target_id, by.target_id!), eq(likes.user_id, me._id)))).limit(1)
    if (!row) throw notFound(kind)
    if (row.user_id !== me._id) throw forbidden(`not your ${kind}`)
    await db.delete(likes).where(eq(likes._id, row._id))
    return { _id: row._id, deleted: 1 }
  }

  const targets = [
    { type: 'enterprise' as const, base: '/enterprise', key: 'enterprise_id' },
    { type: 'product' as const, base: '/enterprise/product', key: 'product_id' },
  ]
  for (const t of targets) {
    for (const kind of ['like', 'awesome'] as const) {
      const path = `${t.base}/${kind}s`
      // Mine (or those of one target, with its total).
      // with_target=1 adds each liked item (`target`, as the lists give it; deleted ones left out) and meeting_id keeps
      // the items of one meeting: my collection (/my/collection).
      app.get(path, { schema: { querystring: strict({ [t.key]: objectId.optional(), with_target: boolish.optional(), meeting_id: objectId.optional(), ...page }) } }, async (request) => {
        const me = requireUser(request)
        const q = request.query as Record<string, string | number | undefined>
        const targetId = q[t.key] as string | undefined
        const table = t.type === 'enterprise' ? enterprises : products
        const meetingId = q.meeting_id as string | undefined
        const where = and(eq(likes.kind, kind), eq(likes.target_type, t.type), targetId ? eq(likes.target_id, targetId) : eq(likes.user_id, me._id),
          q.with_target || meetingId
            ? sql`exists (select 1 from ${table} x where x._id = ${likes.target_id} and x.deleted = 0 ${meetingId ? sql`and x.meeting_id = ${meetingId}` : sql``})`
            : undefined)
        const total = await countWhere(db, likes, where)
        const rows = await db.select().from(likes).where(where).orderBy(desc(likes.created), desc(likes._id)).limit(Number(q.limit ?? 50)).offset(Number(q.skip ?? 0))
        const ids = rows.map((r) => r.target_id)
        const targets = !q.with_target || !ids.length ? []
          : t.type === 'enterprise'
            ? await enterpriseDocs(db, await db.select().from(enterprises).where(inArray(enterprises._id, ids)), me._id)
            : await productDocs(db, await db.select().from(products).where(inArray(products._id, ids)), me._id)
        return ok(rows.map((r) => ({
          ...r, [t.key]: r.target_id, mine: r.user_id === me._id ? 1 : 0, user_id: r.user_id === me._id ? r.user_id : undefined,
          ...(q.with_target ? { target: targets.find((d) => d._id === r.target_id) ?? null } : {}),
        })), total)
      })
      app.post(path, { schema: { body: strict({ [t.key]: objectId }) } }, async (request, reply) => {
        const row = await addLike(request, kind, t.type, (request.body as Record<string, string>)[t.key])
        reply.status(201)
        return ok({ ...row, [t.key]: row.target_id })
      })
      app.delete(`${path}/:like_id`, { schema: { params: strict({ like_id: objectId }) } }, async (request) => ok(await removeLike(request, kind, t.type, { _id: request.params.like_id })))
      app.delete(path, { schema: { querystring: strict({ [t.key]: objectId }) } }, async (request) =>
        ok(await removeLike(request, kind, t.type, { target_id: (request.query as Record<string, string>)[t.key] })))
    }
  }
  // Exhibitor-flavoured likes (SPEC §7 /exhibitors/{id}/likes, /exhibitors/products/{id}/likes).
  app.post('/exhibitors/:id/likes', { schema: { params: strict({ id: objectId }), body: strict({ user_id: z.string().max(64).optional() }).optional() } }, async (request, reply) => {
    reply.status(201)
    return ok(await addLike(request, 'like', 'enterprise', request.params.id))
  })
  app.post('/exhibitors/products/:id/likes', { schema: { params: strict({ id: objectId }), body: strict({ user_id: z.string().max(64).optional() }).optional() } }, async (request, reply) => {
    reply.status(201)
    return ok(await addLike(request, 'like', 'product', request.params.id))
  })
}
