/**
 * Appointments with exhibitors (SPEC §4, §5, §6, §7, §8): GET/POST /appointments, GET /appointments/count,
 * GET /appointments/user/is_authentication, POST /appointments/{id}/accept|ignore|cancel, DELETE /appointments/{id}.
 * Booking (booking.ts) needs registration (4116); is_authentication says which activities count (`activities`) while it is 0. Inside one transaction holding advisory locks on both people:
 * an accepted meeting of either party overlapping → 4202 (you or the other party already has a meeting);
 * the seller's day is full → 4201 (booking full); pending negotiations overlapping → 4200 with `data.count`,
 * unless `force=1` (submit anyway).
 * `proposed=1`: a time the visitor proposes to an exhibitor that publishes no slots (issue 25) — on a day of the
 * meeting, refused with 4203 while the exhibitor has slots ahead (book one of them); the exhibitor answers it as any
 * request, and it is listed with `proposed: 1`.
 * An online meeting has no booth: the exhibitor gives the link to join it when accepting (`link`, http or https),
 * listed with the appointment.
 * Status: 0 applying, 1 accepted, 2 ignored, 3 cancelled/retracted, 4 deleted.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { appointments } from '../../db/schema'
import { isParticipant, participationActivities } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { flag, int, objectId, strict, z } from '../../lib/validation'
import { appointmentDocs, book, bookingBody, involves, lockPeople, overlapping } from './booking'

export default async function appointmentRoutes(app: App, { db }: Context): Promise<void> {
  app.post('/appointments', { schema: { body: bookingBody } }, async (request, reply) => {
    const me = requireUser(request)
    const row = await book(db, me, request.body)
    reply.status(201)
    return ok((await appointmentDocs(db, [row], me._id))[0])
  })

  app.get('/appointments', {
    schema: {
      querystring: strict({
        _id: objectId.optional(), meeting_id: objectId.optional(), role: z.enum(['buyer', 'seller']).optional(), status: int(0, 3).optional(),
        /** Only those ending at or after this time (history screens pass none). */
        end: int(0).optional(), history: flag.optional(), ...page,
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(
      q._id ? eq(appointments._id, q._id) : undefined,
      ne(appointments.status, 4),
      q.role === 'seller' ? eq(appointments.seller_user_id, me._id) : q.role === 'buyer' ? eq(appointments.user_id, me._id) : involves([me._id]),
      q.meeting_id ? eq(appointments.meeting_id, q.meeting_id) : undefined,
      q.status !== undefined ? eq(appointments.status, q.status) : undefined,
      q.end !== undefined ? gte(appointments.end, q.end) : undefined,
      q.history === 1 ? lt(appointments.end, nowSeconds()) : undefined,
    )
    const total = await countWhere(db, appointments, where)
    const rows = await db.select().from(appointments).where(where)
      .orderBy(q.history === 1 ? desc(appointments.start) : asc(appointments.start), asc(appointments._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await appointmentDocs(db, rows, me._id), total)
  })

  // SPEC §7: enterprise appointment count (end >= now, status 0, seller_user_id); the seller's own only.
  app.get('/appointments/count', {
    schema: { querystring: strict({ seller_user_id: objectId.optional(), user_id: objectId.optional(), status: int(0, 3).optional(), end: int(0).optional(), meeting_id: objectId.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    if ((q.seller_user_id && q.seller_user_id !== me._id) || (q.user_id && q.user_id !== me._id)) throw forbidden('you can count only your own appointments')
    const where = and(
      ne(appointments.status, 4),
      q.user_id ? eq(appointments.user_id, me._id) : eq(appointments.seller_user_id, me._id),
      q.status !== undefined ? eq(appointments.status, q.status) : undefined,
      q.end !== undefined ? gte(appointments.end, q.end) : undefined,
      q.meeting_id ? eq(appointments.meeting_id, q.meeting_id) : undefined,
    )
    const total = await countWhere(db, appointments, where)
    return ok({ total }, total)
  })

  app.get('/appointments/user/is_authentication', { schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    if (await isParticipant(db, me._id, request.query.meeting_id)) return ok({ is_authentication: 1 })
    // Not yet: which activities would count, so the visitor is told by name (issue 25).
    return ok({ is_authentication: 0, activities: await participationActivities(db, me._id, request.query.meeting_id) })
  })

  async function transition(id: string, me: string, action: 'accept' | 'ignore' | 'cancel' | 'delete', link?: string) {
    const [row] = await db.select().from(appointments).where(eq(appointments._id, id)).limit(1)
    if (!row || row.status === 4) throw notFound('appointment')
    const isSeller = row.seller_user_id === me
    const isBuyer = row.user_id === me
    if (!isSeller && !isBuyer) throw forbidden('not your appointment')
    if ((action === 'accept' || action === 'ignore') && !isSeller) throw forbidden('only the exhibitor can accept or ignore')
    const from: Record<typeof action, number[]> = { accept: [0], ignore: [0], cancel: [0, 1], delete: [0, 1, 2, 3] }
    const to = { accept: 1, ignore: 2, cancel: 3, delete: 4 }[action]
    if (!from[action].includes(row.status)) throw conflict(ErrorCode.ValidationFailed, `cannot ${action} an appointment in status ${row.status}`, { status: row.status })
    const online = (row.doc as { type?: string }).type === 'online'
    if (action === 'accept' && online && !link) throw badRequest(ErrorCode.ValidationFailed, 'body.link: an online meeting needs the link to join it (http or https)')
    if (link && !online) throw badRequest(ErrorCode.ValidationFailed, 'body.link: only an online meeting has a link; this one is at the booth')
    return db.transaction(async (tx) => {
      if (action === 'accept') {
        await lockPeople(tx, [row.user_id, row.seller_user_id])
        const busy = await countWhere(tx, appointments, and(involves([row.user_id, row.seller_user_id]), overlapping(row.start, row.end), eq(appointments.status, 1), ne(appointments._id, row._id)))
        if (busy > 0) throw conflict(ErrorCode.AppointmentBusy, 'you or the other party already has a meeting at this time', { count: busy })
      }
      const [saved] = await tx.update(appointments).set({ status: to, ...(link ? { doc: sql`${appointments.doc} || ${JSON.stringify({ link })}::jsonb` } : {}) })
        .where(and(eq(appointments._id, row._id), inArray(appointments.status, from[action]))).returning()
      if (!saved) throw conflict(ErrorCode.ValidationFailed, 'the appointment changed meanwhile')
      return saved
    })
  }

  const meetingLink = z.string().trim().max(500).url('body.link: must be an http or https address').refine(u => /^https?:\/\//i.test(u), 'body.link: must be an http or https address')
  app.post('/appointments/:id/accept', { schema: { params: strict({ id: objectId }), body: strict({ link: meetingLink.optional() }).optional() } }, async (request) => {
    const me = requireUser(request)
    const row = await transition(request.params.id, me._id, 'accept', request.body?.link)
    return ok((await appointmentDocs(db, [row], me._id))[0])
  })
  for (const action of ['ignore', 'cancel'] as const) {
    app.post(`/appointments/:id/${action}`, { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
      const me = requireUser(request)
      const row = await transition(request.params.id, me._id, action)
      return ok((await appointmentDocs(db, [row], me._id))[0])
    })
  }
  app.delete('/appointments/:id', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const row = await transition(request.params.id, me._id, 'delete')
    return ok({ _id: row._id, deleted: 1 })
  })

}
