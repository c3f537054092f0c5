/**
 * Logs (SPEC §7; guests of a meeting open to guests may log views and searches, modules/meetings/guestActions.ts): POST /logs { target_type, target_id, action } records an action of the caller (e.g. a meeting log or a
 * collected item), DELETE /logs/{log_id} removes one of the caller's own; POST /search/keyword { keyword, meeting_id } records a
 * search, GET /search/keywords?meeting_id the most searched ones (guest read).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { actionLogs } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { actorOf, meetingOfTarget, type LoggedTarget } from '../meetings/guestActions'
import { requireUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { int, objectId, strict, text, z } from '../../lib/validation'

const targetType = z.enum(['meeting', 'activity', 'enterprise', 'product', 'live', 'agenda', 'news', 'demand', 'speaker', 'user'])
const action = z.string().trim().regex(/^[a-z_]{1,40}$/, 'action: lower-case letters and _ only')

export default async function logRoutes(app: App, { db }: Context): Promise<void> {
  app.post('/logs', {
    config: { auth: 'guest' },
    schema: { body: strict({ target_type: targetType, target_id: objectId, action, user_id: z.string().max(64).optional(), source_id: objectId.optional() }) },
  }, async (request, reply) => {
    const b = request.body
    // A guest (meeting open to guests) may log views only: other actions, such as collecting an item, are a person's data.
    if (!request.user && (b.target_type === 'user' || b.action !== 'view')) requireUser(request)
    const actor = request.user?._id ?? await actorOf(db, request, await meetingOfTarget(db, b.target_type as LoggedTarget, b.target_id), b.user_id)
    const [row] = await db.insert(actionLogs).values({ _id: newId(), target_type: b.target_type, target_id: b.target_id, action: b.action, user_id: actor, source_id: b.source_id ?? null }).returning()
    reply.status(201)
    return ok(row)
  })

  app.get('/logs', { schema: { querystring: strict({ target_type: targetType.optional(), action: action.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(eq(actionLogs.user_id, me._id), q.target_type ? eq(actionLogs.target_type, q.target_type) : undefined, q.action ? eq(actionLogs.action, q.action) : undefined)
    const total = await countWhere(db, actionLogs, where)
    const rows = await db.select().from(actionLogs).where(where).orderBy(desc(actionLogs.created), desc(actionLogs._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows, total)
  })

  app.delete('/logs/:log_id', { schema: { params: strict({ log_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(actionLogs).where(eq(actionLogs._id, request.params.log_id)).limit(1)
    if (!row) throw notFound('log')
    if (row.user_id !== me._id) throw forbidden('not your log')
    await db.delete(actionLogs).where(eq(actionLogs._id, row._id))
    return ok({ _id: row._id, deleted: 1 })
  })

  app.post('/search/keyword', {
    config: { auth: 'guest' },
    schema: { body: strict({ keyword: text(100, 1), meeting_id: objectId, user_id: z.string().max(64).optional() }) },
  }, async (request, reply) => {
    const actor = await actorOf(db, request, request.body.meeting_id, request.body.user_id)
    await db.insert(actionLogs).values({ _id: newId(), target_type: 'search', target_id: request.body.meeting_id, action: `keyword:${request.body.keyword.toLowerCase()}`, user_id: actor, source_id: null })
    reply.status(201)
    return ok({ keyword: request.body.keyword })
  })

  app.get('/search/keywords', { config: { auth: 'guest' }, schema: { querystring: strict({ meeting_id: objectId, limit: int(1, 50).optional() }) } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const rows = await db.select({ action: actionLogs.action, total: sql<number>`count(*)::int` }).from(actionLogs)
      .where(and(eq(actionLogs.target_type, 'search'), eq(actionLogs.target_id, request.query.meeting_id)))
      .groupBy(actionLogs.action).orderBy(desc(sql`count(*)`), actionLogs.action).limit(request.query.limit ?? 10)
    return ok(rows.map((r) => ({ keyword: r.action.slice('keyword:'.length), total: r.total })), rows.length)
  })
}
