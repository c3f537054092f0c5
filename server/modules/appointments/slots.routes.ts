/**
 * The exhibitor's time slots (SPEC §7): GET /meeting/schedules, /meeting/schedules/count (with each slot's bookings),
 * and booking one: POST /appointments/schedules/{id}, /enterprises/{id}/schedules/{sid}/appointments.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { appointments, enterprises, schedules } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { requireUser, type AuthUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { flag, objectId, requestOf, strict, text, z } from '../../lib/validation'
import { appointmentDocs, book } from './booking'
import type { SlotBookingRequest } from '../../../types/api'

export default async function slotRoutes(app: App, { db }: Context): Promise<void> {
  const slotQuery = strict({ meeting_id: objectId.optional(), enterprise_id: objectId.optional(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(), ...page })
  function slotWhere(q: z.infer<typeof slotQuery>) {
    return and(
      eq(schedules.deleted, 0),
      q.meeting_id ? eq(schedules.meeting_id, q.meeting_id) : undefined,
      q.enterprise_id ? eq(schedules.enterprise_id, q.enterprise_id) : undefined,
      q.date ? sql`${schedules.doc} ->> 'date' = ${q.date}` : undefined,
    )
  }
  async function slotMeeting(q: z.infer<typeof slotQuery>) {
    if (q.meeting_id) return q.meeting_id
    if (!q.enterprise_id) return undefined
    const [e] = await db.select({ meeting_id: enterprises.meeting_id }).from(enterprises).where(eq(enterprises._id, q.enterprise_id)).limit(1)
    return e?.meeting_id
  }
  app.get('/meeting/schedules', { config: { auth: 'guest' }, schema: { querystring: slotQuery } }, async (request) => {
    const q = request.query
    await allowRead(db, request, await slotMeeting(q))
    const where = slotWhere(q)
    const total = await countWhere(db, schedules, where)
    const rows = await db.select({
      slot: schedules,
      // Columns in select fields are not table-qualified by drizzle: name the outer row explicitly.
      booked: sql<number>`(select count(*)::int from ${appointments} a join ${enterprises} e on e._id = "schedules"."enterprise_id"
        where a.seller_user_id = e.user_id and a.status in (0, 1) and a.start < "schedules"."end" and a."end" > "schedules"."start")`,
    }).from(schedules).where(where).orderBy(asc(schedules.start), asc(schedules._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows.map((r) => ({ ...toDoc(r.slot, ['deleted']), booked: r.booked })), total)
  })
  app.get('/meeting/schedules/count', { config: { auth: 'guest' }, schema: { querystring: slotQuery } }, async (request) => {
    await allowRead(db, request, await slotMeeting(request.query))
    const total = await countWhere(db, schedules, slotWhere(request.query))
    return ok({ total }, total)
  })

  const slotBooking = requestOf<SlotBookingRequest>()(strict({ type: z.enum(['online', 'offline']).optional(), reason: text(500, 1), force: flag.optional() }))
  async function bookSlot(me: AuthUser, slotId: string, enterpriseId: string | undefined, b: z.infer<typeof slotBooking>) {
    const [slot] = await db.select().from(schedules).where(and(eq(schedules._id, slotId), eq(schedules.deleted, 0))).limit(1)
    if (!slot || (enterpriseId && slot.enterprise_id !== enterpriseId)) throw notFound('schedule')
    return book(db, me, {
      meeting_id: slot.meeting_id, enterprise_id: slot.enterprise_id, date: (slot.doc as { date: string }).date, start: slot.start, end: slot.end,
      type: b.type ?? 'offline', reason: b.reason, force: b.force, booth: (slot.doc as { place?: string }).place?.slice(0, 40),
    })
  }
  app.post('/appointments/schedules/:id', { schema: { params: strict({ id: objectId }), body: slotBooking } }, async (request, reply) => {
    const me = requireUser(request)
    const row = await bookSlot(me, request.params.id, undefined, request.body)
    reply.status(201)
    return ok((await appointmentDocs(db, [row], me._id))[0])
  })
  app.post('/enterprises/:id/schedules/:sid/appointments', { schema: { params: strict({ id: objectId, sid: objectId }), body: slotBooking } }, async (request, reply) => {
    const me = requireUser(request)
    const row = await bookSlot(me, request.params.sid, request.params.id, request.body)
    reply.status(201)
    return ok((await appointmentDocs(db, [row], me._id))[0])
  })
}
