/**
 * Likes of demand posts (the /demand/like screen): POST /demands/{id}/likes and DELETE /demands/{id}/likes, both idempotent
 * per user (the unique index `likes_once` decides under races), each answering `{ demand_id, liked, like_total }`;
 * GET /demand/likes lists the demands I liked (`meeting_id`, `limit`, `skip`). Demand documents carry `like_total` and `liked`.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { demands, likes } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { objectId, strict } from '../../lib/validation'
import { demandDocs } from './demands.routes'

export default async function demandLikeRoutes(app: App, { db }: Context): Promise<void> {
  const ofDemand = (demandId: string) => and(eq(likes.kind, 'like'), eq(likes.target_type, 'demand'), eq(likes.target_id, demandId))

  async function likeState(demandId: string, userId: string) {
    const like_total = await countWhere(db, likes, ofDemand(demandId))
    const [mine] = await db.select({ _id: likes._id }).from(likes).where(and(ofDemand(demandId), eq(likes.user_id, userId))).limit(1)
    return { demand_id: demandId, liked: mine ? 1 : 0, like_total }
  }

  const params = strict({ id: objectId })
  const body = strict({}).optional()

  app.post('/demands/:id/likes', { schema: { params, body } }, async (request, reply) => {
    const me = requireUser(request)
    const [demand] = await db.select({ meeting_id: demands.meeting_id }).from(demands)
      .where(and(eq(demands._id, request.params.id), eq(demands.deleted, 0))).limit(1)
    if (!demand) throw notFound('demand')
    await db.insert(likes).values({ _id: newId(), kind: 'like', target_type: 'demand', target_id: request.params.id, user_id: me._id }).onConflictDoNothing()
    reply.status(201)
    return ok(await likeState(request.params.id, me._id))
  })

  app.delete('/demands/:id/likes', { schema: { params } }, async (request) => {
    const me = requireUser(request)
    await db.delete(likes).where(and(ofDemand(request.params.id), eq(likes.user_id, me._id)))
    return ok(await likeState(request.params.id, me._id))
  })

  app.get('/demand/likes', { schema: { querystring: strict({ meeting_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(eq(demands.deleted, 0), q.meeting_id ? eq(demands.meeting_id, q.meeting_id) : undefined,
      sql`exists (select 1 from ${likes} l where l.kind = 'like' and l.target_type = 'demand' and l.target_id = ${demands._id} and l.user_id = ${me._id})`)
    const total = await countWhere(db, demands, where)
    const rows = await db.select().from(demands).where(where).orderBy(desc(demands.created), desc(demands._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await demandDocs(db, rows, me._id), total)
  })
}
