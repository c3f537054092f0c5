/**
 * People and follows around a meeting:
 *   GET /meeting/users, /meeting/users/count  the connections list: participants who chose to appear (show_in_connections = 1)
 *   GET /users/{id}/agendas, GET/POST/DELETE /users/{id}/agendas/{aid}   agendas a user follows ("my schedules"; own only)
 *   POST /meetings/{id}/views|cover/views|attachments/views|content/views|area/views|product/category/views|exhibitor/category/views
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { actionLogs, agendas, friends, meetings, tickets, userAgendas, users } from '../db/schema'
import { requireUser } from '../lib/auth'
import { toDoc } from '../lib/docs'
import { forbidden, notFound } from '../lib/errors'
import { objectId as newId } from '../lib/ids'
import { ok, type App, type Context } from '../lib/http'
import { countWhere, likePattern, page } from '../lib/lists'
import { userDoc } from '../lib/users'
import { objectId, strict, text, z } from '../lib/validation'

export default async function connectionRoutes(app: App, { db }: Context): Promise<void> {
  const usersQuery = strict({ meeting_id: objectId, keyword: text(60, 1).optional(), industry: objectId.optional(), ...page })

  function meetingUsersWhere(q: z.infer<typeof usersQuery>, me: string) {
    return and(
      eq(users.deleted, 0), ne(users._id, me),
      sql`${users.doc} ->> 'show_in_connections' = '1'`,
      sql`exists (select 1 from ${tickets} t where t.user_id = ${users._id} and t.meeting_id = ${q.meeting_id} and t.status in (1, 3) and t.deleted = 0)`,
      q.keyword ? sql`(${users.doc} ->> 'username' ilike ${likePattern(q.keyword)} or ${users.doc} -> 'work' ->> 'company' ilike ${likePattern(q.keyword)})` : undefined,
      q.industry ? sql`${users.doc} -> 'industries' @> ${JSON.stringify([q.industry])}::jsonb` : undefined,
    )
  }

  app.get('/meeting/users', { schema: { querystring: usersQuery } }, async (request) => {
    const me = requireUser(request)
    const where = meetingUsersWhere(request.query, me._id)
    const total = await countWhere(db, users, where)
    const rows = await db.select().from(users).where(where).orderBy(desc(users.created), asc(users._id)).limit(request.query.limit ?? 20).offset(request.query.skip ?? 0)
    const mine = rows.length
      ? new Set((await db.select({ f: friends.friend_id }).from(friends).where(and(eq(friends.user_id, me._id), inArray(friends.friend_id, rows.map((r) => r._id))))).map((r) => r.f))
      : new Set<string>()
    return ok(rows.map((r) => ({ ...userDoc(r, mine.has(r._id)), is_friend: mine.has(r._id) ? 1 : 0, special_identity: r.special_identity })), total)
  })

  app.get('/meeting/users/count', { schema: { querystring: usersQuery } }, async (request) => {
    const me = requireUser(request)
    const total = await countWhere(db, users, meetingUsersWhere(request.query, me._id))
    return ok({ total }, total)
  })

  // ---- followed agendas ----
  const own = (request: { params: { id: string } }, me: string) => { if (request.params.id !== me) throw forbidden('you can only see and change your own schedule') }

  app.get('/users/:id/agendas', { schema: { params: strict({ id: objectId }), querystring: strict({ meeting_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    own(request, me._id)
    const where = and(eq(userAgendas.user_id, me._id), request.query.meeting_id ? eq(userAgendas.meeting_id, request.query.meeting_id) : undefined)
    const total = await countWhere(db, userAgendas, where)
    const rows = await db.select({ agenda: agendas }).from(userAgendas).innerJoin(agendas, eq(agendas._id, userAgendas.agenda_id))
      .where(where).orderBy(asc(agendas.start), asc(agendas._id)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(rows.map((r) => ({ ...toDoc(r.agenda, r.agenda.deleted ? [] : ['deleted']), followed: 1 })), total)
  })

  const pair = strict({ id: objectId, aid: objectId })
  app.get('/users/:id/agendas/:aid', { schema: { params: pair } }, async (request) => {
    const me = requireUser(request)
    own(request, me._id)
    const [row] = await db.select().from(userAgendas).where(and(eq(userAgendas.user_id, me._id), eq(userAgendas.agenda_id, request.params.aid))).limit(1)
    return ok({ agenda_id: request.params.aid, followed: row ? 1 : 0 })
  })
  app.post('/users/:id/agendas/:aid', { schema: { params: pair, body: strict({}).optional() } }, async (request, reply) => {
    const me = requireUser(request)
    own(request, me._id)
    const [agenda] = await db.select({ meeting_id: agendas.meeting_id }).from(agendas).where(and(eq(agendas._id, request.params.aid), eq(agendas.deleted, 0))).limit(1)
    if (!agenda) throw notFound('agenda')
    await db.insert(userAgendas).values({ user_id: me._id, agenda_id: request.params.aid, meeting_id: agenda.meeting_id }).onConflictDoNothing()
    reply.status(201)
    return ok({ agenda_id: request.params.aid, followed: 1 })
  })
  app.delete('/users/:id/agendas/:aid', { schema: { params: pair } }, async (request) => {
    const me = requireUser(request)
    own(request, me._id)
    await db.delete(userAgendas).where(and(eq(userAgendas.user_id, me._id), eq(userAgendas.agenda_id, request.params.aid)))
    return ok({ agenda_id: request.params.aid, followed: 0 })
  })

  // ---- counted actions on a meeting (SPEC §7: user_id may be the device id) ----
  const actions = ['views', 'cover/views', 'attachments/views', 'content/views', 'area/views', 'product/category/views', 'exhibitor/category/views']
  const body = strict({ user_id: z.string().max(64).optional(), source_id: objectId.optional(), target_id: objectId.optional(), cover_id: objectId.optional() }).optional()
  for (const action of actions) {
    app.post(`/meetings/:id/${action}`, { schema: { params: strict({ id: objectId }), body } }, async (request) => {
      const [meeting] = await db.select({ _id: meetings._id }).from(meetings).where(eq(meetings._id, request.params.id)).limit(1)
      if (!meeting) throw notFound('meeting')
      const b = request.body
      await db.insert(actionLogs).values({
        _id: newId(), target_type: 'meeting', target_id: request.params.id, action: b?.target_id || b?.cover_id ? `${action}:${b.target_id ?? b.cover_id}` : action,
        user_id: request.user?._id ?? b?.user_id ?? null, source_id: b?.source_id ?? null,
      })
      const total = await countWhere(db, actionLogs, and(eq(actionLogs.target_type, 'meeting'), eq(actionLogs.target_id, request.params.id), eq(actionLogs.action, action)))
      return ok({ action, total })
    })
  }
}
