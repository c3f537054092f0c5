/**
 * Appointments with exhibitors (SPEC §4, §5, §6, §7, §8): GET/POST /appointments, GET /appointments/count,
 * GET /appointments/user/is_authentication, POST /appointments/{id}/accept|ignore|cancel, DELETE /appointments/{id}.
 * Booking needs registration (4116); is_authentication says which activities count (`activities`) while it is 0. Inside one transaction holding advisory locks on both people:
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
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { appointments, enterprises, meetings, schedules, users } from '../../db/schema'
import { allowRead, isParticipant, participationActivities, requireParticipant } from '../meetings/access'
import { requireUser, type AuthUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { recordContactLead } from '../leads/leads'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { personDocs } from '../accounts/users'
import { flag, int, objectId, strict, text, timeZone, z } from '../../lib/validation'
import { voteDay } from '../votes/votes.routes'

type AppointmentRow = typeof appointments.$inferSelect
const DEFAULT_DAY_MAX = 10

async function lockPeople(tx: Tx, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${id}`}))`)
}

const overlapping = (start: number, end: number) => and(lt(appointments.start, end), gt(appointments.end, start))
const involves = (ids: string[]) => or(inArray(appointments.user_id, ids), inArray(appointments.seller_user_id, ids))

async function appointmentDocs(db: Tx, rows: AppointmentRow[], me: string) {
  const ids = [...new Set(rows.flatMap((r) => [r.user_id, r.seller_user_id]))]
  const people = await personDocs(db, ids)
  const person = (id: string) => people.get(id)!
  return rows.map((r) => ({ ...toDoc(r), role: r.seller_user_id === me ? 'seller' : 'buyer', user: person(r.user_id), seller: person(r.seller_user_id) }))
}

export default async function appointmentRoutes(app: App, { db }: Context): Promise<void> {
  const bookingBody = strict({
    meeting_id: objectId,
    enterprise_id: objectId.optional(),
    seller_user_id: objectId.optional(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
    start: int(1),
    end: int(1),
    timezone: timeZone.optional(),
    type: z.enum(['online', 'offline']),
    reason: text(500, 1),
    booth: text(40).optional(),
    /** 1 = submit anyway despite pending negotiations at that time. */
    force: flag.optional(),
    /** 1 = a time the visitor proposes, the exhibitor publishing no slots. */
    proposed: flag.optional(),
  }).refine((b) => b.enterprise_id || b.seller_user_id, 'enterprise_id or seller_user_id is required')
  type Booking = z.infer<typeof bookingBody>

  /** A proposed time goes to an exhibitor without slots ahead, on a day of the meeting (its zone's calendar days). */
  async function checkProposal(b: Booking, meeting: { start: number; end: number }, timezone: string): Promise<void> {
    if (!b.enterprise_id) throw badRequest(ErrorCode.ValidationFailed, 'body.enterprise_id: a proposed time goes to an exhibitor')
    const slotsAhead = await countWhere(db, schedules, and(eq(schedules.enterprise_id, b.enterprise_id), eq(schedules.deleted, 0), gt(schedules.end, nowSeconds())))
    if (slotsAhead > 0) {
      throw conflict(ErrorCode.AppointmentSlotsPublished, 'this exhibitor publishes its free times: book one of its slots (GET /meeting/schedules) instead of proposing one', { slots: slotsAhead })
    }
    const seconds = (t: number) => (t >= 1e12 ? Math.floor(t / 1000) : t)
    const first = voteDay(seconds(meeting.start), timezone)
    const last = voteDay(Math.max(seconds(meeting.start), seconds(meeting.end) - 1), timezone)
    if (b.date < first || b.date > last) throw badRequest(ErrorCode.ValidationFailed, `body.date: a proposed time must fall on a day of the meeting (${first} to ${last})`, { first, last })
    if (voteDay(b.end - 1, timezone) !== b.date) throw badRequest(ErrorCode.ValidationFailed, 'body.end: a proposed meeting ends on the day it starts')
  }

  async function book(me: AuthUser, b: Booking): Promise<AppointmentRow> {
    if (b.start === b.end) throw badRequest(ErrorCode.ValidationFailed, 'start and end must differ')
    if (b.end < b.start) throw badRequest(ErrorCode.ValidationFailed, 'end must be after start')
    if (b.start <= nowSeconds()) throw badRequest(ErrorCode.ValidationFailed, 'the time must be after now')
    if (b.end - b.start > 24 * 3600) throw badRequest(ErrorCode.ValidationFailed, 'an appointment lasts at most one day')
    const [meeting] = await db.select({ doc: meetings.doc, start: meetings.start, end: meetings.end }).from(meetings).where(and(eq(meetings._id, b.meeting_id), eq(meetings.deleted, 0))).limit(1)
    if (!meeting) throw notFound('meeting')
    if (Number((meeting.doc as { appointments?: number }).appointments ?? 0) !== 1) throw forbidden('this meeting does not take appointments')
    const timezone = b.timezone ?? (meeting.doc as { timezone?: string }).timezone ?? 'Asia/Shanghai'
    if (voteDay(b.start, timezone) !== b.date) throw badRequest(ErrorCode.ValidationFailed, `date ${b.date} does not match start in ${timezone}`)
    let seller = b.seller_user_id
    let dayMax = DEFAULT_DAY_MAX
    let enterpriseId: string | null = null
    if (b.enterprise_id) {
      const [enterprise] = await db.select().from(enterprises).where(and(eq(enterprises._id, b.enterprise_id), eq(enterprises.deleted, 0))).limit(1)
      if (!enterprise || enterprise.meeting_id !== b.meeting_id) throw notFound('enterprise')
      if (!enterprise.user_id) throw conflict(ErrorCode.NoPermission, 'this exhibitor has no account to take appointments')
      if (seller && seller !== enterprise.user_id) throw badRequest(ErrorCode.ValidationFailed, 'seller_user_id is not the account of this enterprise')
      seller = enterprise.user_id
      enterpriseId = enterprise._id
      dayMax = Number((enterprise.doc as { appointment_max?: number }).appointment_max ?? DEFAULT_DAY_MAX)
    } else {
      const [owned] = await db.select().from(enterprises).where(and(eq(enterprises.user_id, seller!), eq(enterprises.meeting_id, b.meeting_id), eq(enterprises.deleted, 0))).limit(1)
      if (owned) { enterpriseId = owned._id; dayMax = Number((owned.doc as { appointment_max?: number }).appointment_max ?? DEFAULT_DAY_MAX) }
      const [exists] = await db.select({ _id: users._id }).from(users).where(and(eq(users._id, seller!), eq(users.deleted, 0))).limit(1)
      if (!exists) throw notFound('user')
    }
    if (seller === me._id) throw badRequest(ErrorCode.ValidationFailed, 'you cannot book an appointment with yourself')
    if (b.proposed === 1) await checkProposal(b, meeting, timezone)
    await requireParticipant(db, me._id, b.meeting_id)
    rejectSensitive({ reason: b.reason })

    const row = await db.transaction(async (tx) => {
      await lockPeople(tx, [me._id, seller!])
      const people = [me._id, seller!]
      const live = and(involves(people), overlapping(b.start, b.end))
      const busy = await countWhere(tx, appointments, and(live, eq(appointments.status, 1)))
      if (busy > 0) throw conflict(ErrorCode.AppointmentBusy, 'you or the other party already has a meeting at this time', { count: busy })
      const dayTaken = await countWhere(tx, appointments, and(eq(appointments.seller_user_id, seller!), inArray(appointments.status, [0, 1]), sql`${appointments.doc} ->> 'date' = ${b.date}`))
      if (dayTaken >= dayMax) throw conflict(ErrorCode.AppointmentFull, 'booking full: this exhibitor takes no more appointments that day', { max: dayMax })
      const pending = await countWhere(tx, appointments, and(live, eq(appointments.status, 0)))
      if (pending > 0 && b.force !== 1) {
        throw conflict(ErrorCode.AppointmentConflict, `appointment time conflict: ${pending} negotiations already at this time; submit anyway with force=1`, { count: pending })
      }
      const [created] = await tx.insert(appointments).values({
        _id: newId(), meeting_id: b.meeting_id, enterprise_id: enterpriseId, user_id: me._id, seller_user_id: seller!, start: b.start, end: b.end, status: 0,
        // An online meeting happens at its link (given on accepting), never at a booth.
        doc: { date: b.date, timezone, type: b.type, reason: b.reason, booth: b.type === 'online' ? undefined : b.booth, ...(b.proposed === 1 ? { proposed: 1 } : {}) },
      }).returning()
      // Booking a company's time contacts it: its lead (issue 16) is recorded now, with the booking.
      if (enterpriseId) await recordContactLead(tx, { enterpriseId, userId: me._id, source: 'appointment', created: created.created })
      return created
    })
    return row
  }

  app.post('/appointments', { schema: { body: bookingBody } }, async (request, reply) => {
    const me = requireUser(request)
    const row = await book(me, request.body)
    reply.status(201)
    return ok((await appointmentDocs(db, [row], me._id))[0])
  })

  // ---- the exhibitor's time slots ----
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

  const slotBooking = strict({ type: z.enum(['online', 'offline']).optional(), reason: text(500, 1), force: flag.optional() })
  async function bookSlot(me: AuthUser, slotId: string, enterpriseId: string | undefined, b: z.infer<typeof slotBooking>) {
    const [slot] = await db.select().from(schedules).where(and(eq(schedules._id, slotId), eq(schedules.deleted, 0))).limit(1)
    if (!slot || (enterpriseId && slot.enterprise_id !== enterpriseId)) throw notFound('schedule')
    return book(me, {
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
