/**
 * One's own records across meetings, and checking oneself in at the venue:
 *   GET /users/{id}/meetings (limit, skip)  my meeting log (SPEC §2 "meeting logs"): the meetings I opened (meeting views
 *                                           recorded under my user id) or registered for (my tickets), newest first,
 *                                           each with `meeting`, `visited` (last view, seconds or null), `registered`
 *                                           (my tickets there) and `last` (the later of the two); only one's own (403)
 *   PUT /activities/{id}/attends            the venue's check-in QR (/activity/register?activity_id=): the caller's own
 *                                           approved ticket (1) becomes checked in (3, SPEC §4), once. 404 / 4116 without a
 *                                           ticket, 409 / 4150 when checked in before (`data.attended`), 409 / 4151 under
 *                                           review or rejected (`data.status`), 409 / 4153 before the check-in window
 *                                           opens (30 minutes before the start; `data.opens`), 409 / 4152 after it ended
 *   GET /news/{id}/likes                    whether I saved a news item (`liked`) and how many did (`like_total`); guests 0
 *   POST / DELETE /news/{id}/likes          saves a news item to my collection / takes it out (idempotent, the new state)
 *   GET /news/likes (meeting_id?, limit, skip)  the news I saved, the latest saved first (my collection)
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { activities, likes, meetings, news, tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { ticketDoc } from '../activities/registration'
import { toDoc } from '../../lib/docs'
import { allowRead } from '../meetings/access'
import { objectId as newId, nowSeconds } from '../../lib/ids'
import { objectId, strict } from '../../lib/validation'
import { checkInTiming, checkInWindow } from '@core/venueCheckIn'

interface LogRow { meeting_id: string; visited: number | null; registered: number; last: number }

export default async function personalRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/users/:id/meetings', { schema: { params: strict({ id: objectId }), querystring: strict({ ...page }) } }, async (request) => {
    const me = requireUser(request)
    if (request.params.id !== me._id) throw forbidden('you can only see your own meeting log')
    const limit = request.query.limit ?? 20
    const skip = request.query.skip ?? 0
    // Views and tickets per meeting, merged; deleted meetings left out.
    const log = sql`
      with visits as (
        select target_id as meeting_id, max(created) as visited from action_logs
        where target_type = 'meeting' and action = 'views' and user_id = ${me._id} group by target_id
      ), registrations as (
        select meeting_id, count(*)::int as registered, max(created) as registered_at from tickets
        where user_id = ${me._id} and deleted = 0 group by meeting_id
      )
      select m._id as meeting_id, v.visited, coalesce(r.registered, 0) as registered,
        greatest(coalesce(v.visited, 0), coalesce(r.registered_at, 0)) as last
      from meetings m
      left join visits v on v.meeting_id = m._id
      left join registrations r on r.meeting_id = m._id
      where m.deleted = 0 and (v.meeting_id is not null or r.meeting_id is not null)`
    const counted = await db.execute(sql`select count(*)::int as total from (${log}) l`)
    const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[]))
    const total = rowsOf<{ total: number }>(counted)[0]?.total ?? 0
    const rows = rowsOf<LogRow>(await db.execute(sql`${log} order by last desc, m._id limit ${limit} offset ${skip}`))
    const found = rows.length ? await db.select().from(meetings).where(inArray(meetings._id, rows.map((r) => r.meeting_id))) : []
    const results = rows.flatMap((r) => {
      const meeting = found.find((m) => m._id === r.meeting_id)
      if (!meeting) return []
      const d = meeting.doc as { title?: unknown; cover?: string; timezone?: string }
      return [{
        meeting: { _id: meeting._id, title: d.title, cover: d.cover, start: meeting.start, end: meeting.end, timezone: d.timezone },
        visited: r.visited === null ? null : Number(r.visited), registered: Number(r.registered), last: Number(r.last),
      }]
    })
    return ok(results, total)
  })

  app.put('/activities/:id/attends', { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const me = requireUser(request)
    const [activity] = await db.select({ _id: activities._id, start: activities.start, end: activities.end }).from(activities)
      .where(and(eq(activities._id, request.params.id), eq(activities.deleted, 0))).limit(1)
    if (!activity) throw notFound('activity')
    // One's own personal ticket (not a group member's ticket bought by an agent); an approved one before a rejected one.
    const mine = await db.select().from(tickets)
      .where(and(eq(tickets.activity_id, activity._id), eq(tickets.user_id, me._id), eq(tickets.deleted, 0), isNull(tickets.agent_id)))
      .orderBy(desc(sql`case ${tickets.status} when 3 then 4 when 1 then 3 when 0 then 2 else 1 end`), desc(tickets.created))
    const ticket = mine[0]
    if (!ticket) throw new ApiError(404, ErrorCode.RegistrationRequired, 'not registered: you have no ticket for this activity')
    if (ticket.status === 3) {
      const at = ticket.attended ? ` at ${new Date(ticket.attended * 1000).toISOString()}` : ''
      throw conflict(ErrorCode.TicketAlreadyCheckedIn, `already checked in${at}`, { status: 3, attended: ticket.attended, ticket_id: ticket._id })
    }
    if (ticket.status !== 1) {
      const reason = ticket.status === 2 ? 'rejected' : 'under review'
      throw conflict(ErrorCode.TicketNotApproved, `not approved (${reason}): only approved tickets can check in`, { status: ticket.status, ticket_id: ticket._id })
    }
    // The check-in window (src/core/venueCheckIn.ts): from 30 minutes before the start to the end.
    const timing = checkInTiming(Number(activity.start) || 0, Number(activity.end) || 0, nowSeconds())
    if (timing === 'closed') throw conflict(ErrorCode.CheckInClosed, 'check-in closed: the activity has ended', { end: activity.end })
    if (timing === 'notOpen') {
      const { opens } = checkInWindow(Number(activity.start) || 0, Number(activity.end) || 0)
      throw conflict(ErrorCode.CheckInNotOpen, `check-in not open yet: it opens at ${new Date(opens * 1000).toISOString()}, 30 minutes before the start`, { opens, start: activity.start })
    }
    // The status condition makes a double scan check in once.
    const [row] = await db.update(tickets).set({ status: 3, attended: nowSeconds() })
      .where(and(eq(tickets._id, ticket._id), eq(tickets.status, 1))).returning()
    if (!row) throw conflict(ErrorCode.TicketAlreadyCheckedIn, 'already checked in', { status: 3, ticket_id: ticket._id })
    return ok(ticketDoc(row))
  })

  // ---- saving news to my collection (likes of kind 'like' on target 'news') ----
  const ofNews = (newsId: string) => and(eq(likes.kind, 'like'), eq(likes.target_type, 'news'), eq(likes.target_id, newsId))
  async function newsItem(newsId: string) {
    const [row] = await db.select({ _id: news._id, meeting: news.meeting }).from(news).where(and(eq(news._id, newsId), eq(news.deleted, 0))).limit(1)
    if (!row) throw notFound('news')
    return row
  }
  async function newsLikeState(newsId: string, userId?: string) {
    const total = await countWhere(db, likes, ofNews(newsId))
    const mine = userId ? await countWhere(db, likes, and(ofNews(newsId), eq(likes.user_id, userId))) : 0
    return { news_id: newsId, liked: mine ? 1 : 0, like_total: total }
  }
  const newsParams = strict({ id: objectId })
  app.get('/news/:id/likes', { config: { auth: 'guest' }, schema: { params: newsParams } }, async (request) => {
    const item = await newsItem(request.params.id)
    await allowRead(db, request, item.meeting)
    return ok(await newsLikeState(item._id, request.user?._id))
  })
  app.post('/news/:id/likes', { schema: { params: newsParams, body: strict({}).optional() } }, async (request, reply) => {
    const me = requireUser(request)
    const item = await newsItem(request.params.id)
    await db.insert(likes).values({ _id: newId(), kind: 'like', target_type: 'news', target_id: item._id, user_id: me._id }).onConflictDoNothing()
    reply.status(201)
    return ok(await newsLikeState(item._id, me._id))
  })
  app.delete('/news/:id/likes', { schema: { params: newsParams } }, async (request) => {
    const me = requireUser(request)
    const item = await newsItem(request.params.id)
    await db.delete(likes).where(and(ofNews(item._id), eq(likes.user_id, me._id)))
    return ok(await newsLikeState(item._id, me._id))
  })
  app.get('/news/likes', { schema: { querystring: strict({ meeting_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(eq(likes.kind, 'like'), eq(likes.target_type, 'news'), eq(likes.user_id, me._id),
      sql`exists (select 1 from ${news} n where n._id = ${likes.target_id} and n.deleted = 0 ${q.meeting_id ? sql`and n.meeting = ${q.meeting_id}` : sql``})`)
    const total = await countWhere(db, likes, where)
    const saved = await db.select({ target_id: likes.target_id }).from(likes).where(where).orderBy(desc(likes.created), desc(likes._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const rows = saved.length ? await db.select().from(news).where(inArray(news._id, saved.map((l) => l.target_id))) : []
    const docs = saved.flatMap((l) => {
      const row = rows.find((r) => r._id === l.target_id)
      if (!row) return []
      const d = toDoc(row, ['deleted'])
      delete d.content
      return [{ ...d, liked: 1 }]
    })
    return ok(docs, total)
  })
}
