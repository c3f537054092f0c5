/**
 * People and follows around a meeting:
 *   GET /meeting/users, /meeting/users/count  the connections list: participants who chose to appear (show_in_connections = 1)
 *   GET /users/{id}/agendas, GET/POST/DELETE /users/{id}/agendas/{aid}   agendas a user follows ("my schedules"; own only)
 *   POST /meetings/{id}/views|cover/views|attachments/views|content/views|area/views|product/category/views|exhibitor/category/views
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { actionLogs, agendas, blocks, categories, enterprises, friends, meetings, tickets, userAgendas, users } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { actorOf } from '../meetings/guestActions'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, likePattern, page } from '../../lib/lists'
import { userDoc } from '../accounts/users'
import { flag, int, objectId, strict, text, z } from '../../lib/validation'

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
  // POST /meetings/{id}/exhibitor/apply is the application itself (meetingInfo.ts); it is counted there.
  const actions = ['views', 'cover/show', 'cover/views', 'attachments/views', 'content/views', 'area/views', 'product/category/views', 'exhibitor/category/views']
  const body = strict({ user_id: z.string().max(64).optional(), source_id: objectId.optional(), target_id: objectId.optional(), cover_id: objectId.optional() }).optional()
  for (const action of actions) {
    // Views and banner impressions count guests of a meeting open to guests too.
    const config = { auth: 'guest' as const }
    app.post(`/meetings/:id/${action}`, { config, schema: { params: strict({ id: objectId }), body } }, async (request) => {
      const [meeting] = await db.select({ _id: meetings._id }).from(meetings).where(eq(meetings._id, request.params.id)).limit(1)
      if (!meeting) throw notFound('meeting')
      const b = request.body
      const actor = await actorOf(db, request, meeting._id, b?.user_id)
      await db.insert(actionLogs).values({
        _id: newId(), target_type: 'meeting', target_id: request.params.id, action: b?.target_id || b?.cover_id ? `${action}:${b.target_id ?? b.cover_id}` : action,
        user_id: actor, source_id: b?.source_id ?? null,
      })
      const total = await countWhere(db, actionLogs, and(eq(actionLogs.target_type, 'meeting'), eq(actionLogs.target_id, request.params.id), eq(actionLogs.action, action)))
      return ok({ action, total })
    })
  }

  // ---- banner covers shown (SPEC §7): show_total of covers in the meeting's banner blocks, raised in one statement ----
  async function raiseShown(meetingId: string, coverIds: string[], incr: number) {
    const rows = await db.execute(sql`
      update ${blocks} set doc = jsonb_set(doc, '{covers}', (
        select coalesce(jsonb_agg(case when c ->> '_id' = any(${`{${coverIds.join(',')}}`}::text[])
          then jsonb_set(c, '{show_total}', to_jsonb(coalesce((c ->> 'show_total')::int, 0) + ${incr})) else c end order by n), '[]'::jsonb)
        from jsonb_array_elements(doc -> 'covers') with ordinality as e(c, n)))
      where meeting_id = ${meetingId} and deleted = 0 and jsonb_typeof(doc -> 'covers') = 'array'
        and exists (select 1 from jsonb_array_elements(doc -> 'covers') c where c ->> '_id' = any(${`{${coverIds.join(',')}}`}::text[]))
      returning _id`)
    const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])
    if (!list.length) throw notFound('cover')
    return ok({ covers: coverIds, incr })
  }
  app.put('/demand/meetings/:id/covers/show_total', {
    schema: { params: strict({ id: objectId }), body: strict({ covers: z.array(objectId).min(1).max(50), incr: int(1, 100).optional() }) },
  }, (request) => raiseShown(request.params.id, request.body.covers, request.body.incr ?? 1))
  app.put('/demand/meetings/:id/covers/:cid/show_total', {
    schema: { params: strict({ id: objectId, cid: objectId }), body: strict({ incr: int(1, 100).optional() }).optional() },
  }, (request) => raiseShown(request.params.id, [request.params.cid], request.body?.incr ?? 1))

  // ---- block versions (draft and release of the home layout) ----
  app.get('/meetings/:id/block/versions', { config: { auth: 'guest' }, schema: { params: strict({ id: objectId }) } }, async (request) => {
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, request.params.id)).limit(1)
    if (!meeting) throw notFound('meeting')
    const d = meeting.doc as { block_draft_version?: number; block_release_version?: number }
    return ok([
      ...(d.block_release_version !== undefined ? [{ version: d.block_release_version, stage: 'release' }] : []),
      ...(d.block_draft_version !== undefined ? [{ version: d.block_draft_version, stage: 'draft' }] : []),
    ])
  })

  // ---- per-meeting credential (SPEC §6: tied to the meeting's WeChat app) ----
  app.post('/meetings/:id/credential', {
    schema: { params: strict({ id: objectId }), body: strict({ user_id: z.string().max(64).optional(), app_id: text(64).optional() }).optional() },
  }, async (request) => {
    const me = requireUser(request)
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, request.params.id)).limit(1)
    if (!meeting) throw notFound('meeting')
    const appId = request.body?.app_id ?? (meeting.doc as { wechat_authorize?: { authorizer_appid?: string } }).wechat_authorize?.authorizer_appid ?? ''
    const where = and(eq(actionLogs.target_type, 'meeting'), eq(actionLogs.target_id, request.params.id), eq(actionLogs.action, 'credential'), eq(actionLogs.user_id, me._id))
    const [existing] = await db.select({ _id: actionLogs._id, created: actionLogs.created }).from(actionLogs).where(where).limit(1)
    const record = existing ?? (await db.insert(actionLogs).values({ _id: newId(), target_type: 'meeting', target_id: request.params.id, action: 'credential', user_id: me._id, source_id: null })
      .returning({ _id: actionLogs._id, created: actionLogs.created }))[0]
    // `_id` and `created`: the credential itself (the /credential screen's pass shows it), the same on every call.
    return ok({ meeting_id: request.params.id, user_id: me._id, app_id: appId, _id: record._id, created: record.created })
  })
  app.get('/meeting/credentials/count', { schema: { querystring: strict({ meeting_id: objectId, user_id: objectId.optional() }) } }, async (request) => {
    const me = requireUser(request)
    const total = await countWhere(db, actionLogs, and(eq(actionLogs.target_type, 'meeting'), eq(actionLogs.target_id, request.query.meeting_id), eq(actionLogs.action, 'credential'),
      request.query.user_id ? eq(actionLogs.user_id, request.query.user_id === me._id ? me._id : '') : undefined))
    return ok({ total }, total)
  })

  // ---- exposure: whether one appears in the connections list (SPEC §6) ----
  app.get('/meeting/users/exposure/:uid', { schema: { params: strict({ uid: objectId }) } }, async (request) => {
    const me = requireUser(request)
    if (request.params.uid !== me._id) throw forbidden('you can only see your own exposure')
    const [row] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, me._id)).limit(1)
    return ok({ user_id: me._id, exposure: Number((row?.doc as { show_in_connections?: number })?.show_in_connections ?? 0) === 1 ? 1 : 0 })
  })
  app.put('/meeting/users/exposure', { schema: { body: strict({ exposure: flag, meeting_id: objectId.optional() }) } }, async (request) => {
    const me = requireUser(request)
    await db.update(users).set({ doc: sql`${users.doc} || ${JSON.stringify({ show_in_connections: request.body.exposure })}::jsonb` }).where(eq(users._id, me._id))
    return ok({ user_id: me._id, exposure: request.body.exposure })
  })

  // ---- recommendations and counts for the connections screens ----
  app.get('/users/count', { schema: { querystring: usersQuery } }, async (request) => {
    const me = requireUser(request)
    const total = await countWhere(db, users, meetingUsersWhere(request.query, me._id))
    return ok({ total }, total)
  })

  // Exposed participants who are not friends yet, those sharing most industries with me first.
  app.get('/users/recommend', { schema: { querystring: strict({ meeting_id: objectId, limit: int(1, 50).optional() }) } }, async (request) => {
    const me = requireUser(request)
    const [mine] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, me._id)).limit(1)
    const industries = ((mine?.doc as { industries?: string[] })?.industries ?? []).filter((x) => typeof x === 'string')
    const shared = industries.length
      ? sql<number>`(select count(*)::int from jsonb_array_elements_text(coalesce("users"."doc" -> 'industries', '[]'::jsonb)) i where i = any(${`{${industries.join(',')}}`}::text[]))`
      : undefined
    const rows = await db.select({ user: users, shared: shared ?? sql<number>`0` }).from(users)
      .where(and(meetingUsersWhere({ meeting_id: request.query.meeting_id }, me._id),
        sql`not exists (select 1 from ${friends} f where f.user_id = ${me._id} and f.friend_id = "users"."_id")`))
      .orderBy(...(shared ? [desc(shared)] : []), desc(users.created), asc(users._id)).limit(request.query.limit ?? 10)
    return ok(rows.map((r) => ({ ...userDoc(r.user, false), shared_industries: r.shared })), rows.length)
  })

  // Company tags (SPEC §7, limit 20): the industries the meeting's enterprises are in, most used first.
  app.get('/company/tags', { config: { auth: 'guest' }, schema: { querystring: strict({ meeting_id: objectId, limit: int(1, 100).optional() }) } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const used = await db.execute(sql`
      select i as _id, count(*)::int as total
      from ${enterprises} e, jsonb_array_elements_text(coalesce(e.doc -> 'industries', '[]'::jsonb)) i
      where e.meeting_id = ${request.query.meeting_id} and e.deleted = 0 and e.status = 1
      group by i order by total desc, i limit ${request.query.limit ?? 20}`)
    const list = ((used as unknown as { rows?: { _id: string; total: number }[] }).rows ?? (used as unknown as { _id: string; total: number }[]))
    const cats = list.length ? await db.select().from(categories).where(inArray(categories._id, list.map((r) => r._id))) : []
    const tags = list.map((r) => ({ _id: r._id, title: (cats.find((c) => c._id === r._id)?.doc as { title?: unknown })?.title ?? r._id, total: r.total }))
    return ok(tags, tags.length)
  })
}
