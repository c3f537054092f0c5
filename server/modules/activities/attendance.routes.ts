/**
 * What an attendee gets from an activity beyond the ticket:
 *   GET /activities/{id}/credits      the credit hours the activity awards (`credit_hours`, `credit_type`) and, for the caller,
 *                                     `status` none | registered (approved ticket) | attended (checked in) and `earned` hours
 *   PUT /activity/attendees/unioncode { activity_id, unioncode, ticket_id? }  binds a partner ("union") code to one's ticket;
 *                                     each code once (409 / 4140 when used), one code per ticket (a new one replaces the old)
 *   GET /activity/unioncodes          (activity_id?) codes bound to one's tickets; organisers and reception staff see every code
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { activities, tickets, unionCodes } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { objectId, strict, z } from '../../lib/validation'

const STAFF = ['organizer', 'reception_staff']
const unioncode = z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{4,32}$/, 'a union code has 4 to 32 letters, digits or -')

type UnionCodeRow = typeof unionCodes.$inferSelect
const unionCodeDoc = (row: UnionCodeRow) => ({ _id: row._id, activity_id: row.activity_id, unioncode: row.code, partner: row.doc.partner ?? null, ticket_id: row.ticket_id, user_id: row.user_id, bound: row.bound })

export default async function attendanceRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/activities/:id/credits', { config: { auth: 'guest' }, schema: { params: strict({ id: objectId }) } }, async (request) => {
    const [activity] = await db.select().from(activities).where(and(eq(activities._id, request.params.id), eq(activities.deleted, 0))).limit(1)
    if (!activity) throw notFound('activity')
    await allowRead(db, request, activity.meeting_id)
    const doc = activity.doc as { credit_hours?: number; credit_type?: unknown }
    const creditHours = Number(doc.credit_hours ?? 0)
    let status: 'none' | 'registered' | 'attended' = 'none'
    if (request.user) {
      const mine = await db.select({ status: tickets.status }).from(tickets)
        .where(and(eq(tickets.activity_id, activity._id), eq(tickets.user_id, request.user._id), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0)))
      if (mine.some((t) => t.status === 3)) status = 'attended'
      else if (mine.length) status = 'registered'
    }
    return ok({ activity_id: activity._id, credit_hours: creditHours, credit_type: doc.credit_type ?? null, status, earned: status === 'attended' ? creditHours : 0 })
  })

  app.put('/activity/attendees/unioncode', {
    schema: { body: strict({ activity_id: objectId, unioncode, ticket_id: objectId.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const b = request.body
    const [ticket] = await db.select({ _id: tickets._id }).from(tickets)
      .where(and(eq(tickets.activity_id, b.activity_id), eq(tickets.user_id, me._id), eq(tickets.deleted, 0), inArray(tickets.status, [0, 1, 3]),
        b.ticket_id ? eq(tickets._id, b.ticket_id) : undefined))
      .orderBy(asc(tickets.created), asc(tickets._id)).limit(1)
    if (!ticket) throw notFound('your ticket for this activity')
    try {
      const row = await db.transaction(async (tx) => {
        // A ticket holds one code: the previous one is released in the same transaction.
        await tx.update(unionCodes).set({ ticket_id: null, user_id: null, bound: null })
          .where(and(eq(unionCodes.ticket_id, ticket._id), eq(unionCodes.activity_id, b.activity_id)))
        const [bound] = await tx.update(unionCodes).set({ ticket_id: ticket._id, user_id: me._id, bound: nowSeconds() })
          .where(and(eq(unionCodes.activity_id, b.activity_id), eq(unionCodes.code, b.unioncode), isNull(unionCodes.ticket_id))).returning()
        if (bound) return bound
        const [exists] = await tx.select({ _id: unionCodes._id }).from(unionCodes).where(and(eq(unionCodes.activity_id, b.activity_id), eq(unionCodes.code, b.unioncode))).limit(1)
        if (!exists) throw notFound('union code')
        throw conflict(ErrorCode.UnionCodeUsed, 'this union code is already used')
      })
      return ok(unionCodeDoc(row))
    } catch (error) {
      if (pgError(error)?.constraint === 'union_codes_ticket') throw conflict(ErrorCode.UnionCodeUsed, 'this ticket already has a union code')
      throw error
    }
  })

  app.get('/activity/unioncodes', { schema: { querystring: strict({ activity_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const staff = STAFF.some((r) => me.roles.includes(r))
    const where = and(q.activity_id ? eq(unionCodes.activity_id, q.activity_id) : undefined, staff ? undefined : eq(unionCodes.user_id, me._id))
    const total = await countWhere(db, unionCodes, where)
    const rows = await db.select().from(unionCodes).where(where).orderBy(asc(unionCodes.activity_id), asc(unionCodes.code)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows.map(unionCodeDoc), total)
  })
}
