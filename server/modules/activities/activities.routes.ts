/** GET /activities (list and single by _id), GET /activities/{id}/sources, POST /activities/{id}/views (guests too, modules/meetings/guestActions.ts). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { actionLogs, activities, activitySources, meetings, ticketPrices, tickets } from '../../db/schema'
import { toDoc } from '../../lib/docs'
import { notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { boolish, int, objectId, strict, text, z } from '../../lib/validation'
import { jsonTextIlike } from '../../lib/lists'
import type { Db } from '../../db/client'
import { allowRead } from '../meetings/access'
import { actorOf, meetingOfTarget } from '../meetings/guestActions'

const HIDDEN = ['ticket_seq']

export async function activityDocs(db: Db, rows: (typeof activities.$inferSelect)[], opts: { withMeeting?: boolean; withTicketTotal?: boolean } = {}) {
  if (!rows.length) return []
  const ids = rows.map((r) => r._id)
  const prices = await db.select().from(ticketPrices).where(and(inArray(ticketPrices.activity_id, ids), eq(ticketPrices.deleted, 0))).orderBy(desc(ticketPrices.weight))
  const counts = opts.withTicketTotal
    ? await db.select({ activity_id: tickets.activity_id, n: sql<number>`count(*)::int` }).from(tickets)
      .where(and(inArray(tickets.activity_id, ids), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0))).groupBy(tickets.activity_id)
    : []
  const meetingRows = opts.withMeeting
    ? await db.select().from(meetings).where(inArray(meetings._id, [...new Set(rows.map((r) => r.meeting_id))]))
    : []
  return rows.map((row) => {
    const doc = toDoc(row, HIDDEN)
    const own = prices.filter((p) => p.activity_id === row._id).map((p) => toDoc(p))
    doc.prices = own
    doc.price = own.length ? Math.min(...own.map((p) => p.amount as number)) : 0
    if (!row.agent_checkout_version) delete doc.agent_checkout_version
    if (opts.withTicketTotal) doc.signup_total = counts.find((c) => c.activity_id === row._id)?.n ?? 0
    if (opts.withMeeting) {
      const meeting = meetingRows.find((m) => m._id === row.meeting_id)
      doc.meeting = meeting ? toDoc(meeting, ['is_default']) : null
    }
    return doc
  })
}

export default async function activityRoutes(app: App, { db }: Context): Promise<void> {
  // Reads answer guests of meetings open to guests (SPEC §6); writes need a token.
  app.get('/activities', {
    config: { auth: 'guest' },
    schema: {
      querystring: strict({
        _id: objectId.optional(),
        meeting_id: objectId.optional(),
        with_meeting: boolish.optional(),
        with_ticket_total: boolish.optional(),
        keyword: text(100, 1).optional(),
        limit: int(1, 999).optional(),
        skip: int(0).optional(),
      }),
    },
  }, async (request) => {
    const q = request.query
    const opts = { withMeeting: q.with_meeting, withTicketTotal: q.with_ticket_total }
    if (q._id) {
      // Single-item lookup: private and deleted ones too (the client shows /204 for deleted = 1).
      const rows = await db.select().from(activities).where(eq(activities._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting_id ?? q.meeting_id)
      return ok(await activityDocs(db, rows, opts), rows.length)
    }
    await allowRead(db, request, q.meeting_id)
    const where = and(
      eq(activities.deleted, 0), eq(activities.enable_show, 1), q.meeting_id ? eq(activities.meeting_id, q.meeting_id) : undefined,
      q.keyword ? jsonTextIlike(sql`${activities.doc} -> 'title'`, q.keyword) : undefined,
    )
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(activities).where(where)
    const rows = await db.select().from(activities).where(where)
      .orderBy(desc(activities.weight), asc(activities.start), asc(activities._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await activityDocs(db, rows, opts), total)
  })

  app.get('/activities/:id/sources', { config: { auth: 'guest' }, schema: { params: strict({ id: objectId }) } }, async (request) => {
    const [activity] = await db.select({ _id: activities._id, meeting_id: activities.meeting_id }).from(activities).where(eq(activities._id, request.params.id)).limit(1)
    if (!activity) throw notFound('activity')
    await allowRead(db, request, activity.meeting_id)
    const rows = await db.select().from(activitySources).where(and(eq(activitySources.activity_id, request.params.id), eq(activitySources.deleted, 0)))
      .orderBy(desc(activitySources.default), asc(activitySources._id))
    return ok(rows.map((r) => ({ ...toDoc(r), source_id: r._id })), rows.length)
  })

  app.post('/activities/:id/views', {
    config: { auth: 'guest' },
    schema: {
      params: strict({ id: objectId }),
      // user_id may be the device id (SPEC §7 fills it in when missing).
      body: strict({ user_id: z.string().max(64).optional(), source_id: objectId.optional() }).optional(),
    },
  }, async (request) => {
    const actor = await actorOf(db, request, await meetingOfTarget(db, 'activity', request.params.id), request.body?.user_id)
    const [row] = await db.update(activities).set({ views: sql`${activities.views} + 1` }).where(eq(activities._id, request.params.id)).returning({ views: activities.views })
    if (!row) throw notFound('activity')
    await db.insert(actionLogs).values({
      _id: newId(), target_type: 'activity', target_id: request.params.id, action: 'view',
      user_id: actor, source_id: request.body?.source_id ?? null,
    })
    return ok({ views: row.views })
  })
}
