/**
 * Reception (SPEC §4, §6): staff are recognised by their registered phone and the meeting's staff list (modules/reception/staff.ts:
 * rights per meeting, role 1 or 2); guests by phone, e-mail or query code; others get a not-found notice, and staff
 * of another meeting 403.
 *   GET /reception/staff?meeting_id            → the caller as staff of this meeting (role, role_title), or 404
 *   GET /reception/phases?meeting_id           → phases with received counts (staff)
 *   GET /reception/guests?meeting_id&phase_id  → guests with their status per phase (staff)
 *   GET /reception/guests/{id}                 → one guest (staff, or the guest)
 *   GET /reception/guest?meeting_id            → the caller's own guest record (by phone or e-mail)
 *   GET /reception/query/guest?meeting_id&query_code|phone|email[&name] → find guests; public: a query code, or a phone
 *       with the guest's name (a guest looking themself up unsigned); phone / e-mail alone: staff or oneself
 *   PUT /reception/guests/{id}/phases/{phase_id} {status 0|1, form?} → received toggle (staff)
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { meetings, receptionGuests, receptionPhases, receptionRecords } from '../../db/schema'
import type { AuthUser } from '../../http/auth'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { ApiError, badRequest, ErrorCode, forbidden, notFound } from '../../http/errors'
import { isMeetingStaff, notStaff, requireMeetingStaff, staffMeetings } from './staff'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, likePattern, page } from '../../lib/lists'
import { email, flag, int, nameText, objectId, phone, strict, text, z } from '../../lib/validation'

type GuestRow = typeof receptionGuests.$inferSelect
const STAFF_ROLES = ['reception_staff', 'organizer']

const isGuestSelf = (me: AuthUser, g: GuestRow) => (Boolean(me.phone) && me.phone === g.phone) || (Boolean(me.email) && me.email === g.email)

export default async function receptionRoutes(app: App, { db }: Context): Promise<void> {
  async function requireStaff(request: FastifyRequest, meetingId: string): Promise<AuthUser> {
    const me = requireUser(request)
    await requireMeetingStaff(db, me, meetingId)
    return me
  }

  async function guestDocs(rows: GuestRow[], showContact: boolean) {
    const records = rows.length ? await db.select().from(receptionRecords).where(inArray(receptionRecords.guest_id, rows.map((r) => r._id))) : []
    // Guests cannot list phases (staff only), so each record names its phase.
    const phaseIds = [...new Set(records.map((r) => r.phase_id))]
    const phaseRows = phaseIds.length ? await db.select({ _id: receptionPhases._id, doc: receptionPhases.doc }).from(receptionPhases).where(inArray(receptionPhases._id, phaseIds)) : []
    const phaseTitles = new Map(phaseRows.map((p) => [p._id, (p.doc as { title?: unknown }).title ?? null]))
    return rows.map((row) => {
      const doc = toDoc(row, ['deleted', ...(showContact ? [] : ['phone', 'email', 'query_code'])])
      doc.phases = records.filter((r) => r.guest_id === row._id)
        .map((r) => ({ phase_id: r.phase_id, title: phaseTitles.get(r.phase_id) ?? null, status: r.status, updated: r.updated, form: r.form }))
      return doc
    })
  }

  app.get('/reception/staff', { schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const meetingId = request.query.meeting_id
    const role = (await staffMeetings(db, me)).get(meetingId)
    if (!role) throw notStaff() // SPEC §6: the not-found notice, also for staff of other meetings
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
    const titles = (meeting?.doc as { exhibition?: Record<string, unknown> } | undefined)?.exhibition
    return ok({
      user_id: me._id, phone: me.phone, roles: me.roles.filter((r) => STAFF_ROLES.includes(r)), meeting_id: meetingId,
      role, role_title: titles?.[`reception_staff_role_${role}`] ?? null,
    })
  })

  app.get('/reception/phases', { schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    await requireStaff(request, request.query.meeting_id)
    const rows = await db.select().from(receptionPhases).where(eq(receptionPhases.meeting_id, request.query.meeting_id)).orderBy(desc(receptionPhases.weight), asc(receptionPhases._id))
    const counts = rows.length ? await db.select({ phase_id: receptionRecords.phase_id, n: sql<number>`count(*)::int` }).from(receptionRecords)
      .where(and(inArray(receptionRecords.phase_id, rows.map((r) => r._id)), eq(receptionRecords.status, 1))).groupBy(receptionRecords.phase_id) : []
    return ok(rows.map((r) => ({ ...toDoc(r), received_total: counts.find((c) => c.phase_id === r._id)?.n ?? 0 })), rows.length)
  })

  app.get('/reception/guests', {
    schema: { querystring: strict({ meeting_id: objectId, phase_id: objectId.optional(), received: flag.optional(), keyword: text(60, 1).optional(), ...page }) },
  }, async (request) => {
    await requireStaff(request, request.query.meeting_id)
    const q = request.query
    if (q.received !== undefined && !q.phase_id) throw badRequest(ErrorCode.ValidationFailed, 'received needs phase_id')
    const receivedIn = q.phase_id && q.received !== undefined
      ? sql`${q.received === 1 ? sql`` : sql`not`} exists (select 1 from ${receptionRecords} r where r.guest_id = ${receptionGuests._id} and r.phase_id = ${q.phase_id} and r.status = 1)`
      : undefined
    const where = and(
      eq(receptionGuests.meeting_id, q.meeting_id), eq(receptionGuests.deleted, 0), receivedIn,
      q.keyword ? or(sql`${receptionGuests.doc} ->> 'name' ilike ${likePattern(q.keyword)}`, eq(receptionGuests.phone, q.keyword), eq(receptionGuests.email, q.keyword.toLowerCase())) : undefined,
    )
    const total = await countWhere(db, receptionGuests, where)
    const rows = await db.select().from(receptionGuests).where(where).orderBy(asc(receptionGuests._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(await guestDocs(rows, true), total)
  })

  app.get('/reception/guests/:id', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(receptionGuests).where(and(eq(receptionGuests._id, request.params.id), eq(receptionGuests.deleted, 0))).limit(1)
    if (!row || !(isGuestSelf(me, row) || await isMeetingStaff(db, me, row.meeting_id))) throw notFound('guest')
    return ok((await guestDocs([row], true))[0])
  })

  app.get('/reception/guest', { schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const matches = [me.phone ? eq(receptionGuests.phone, me.phone) : undefined, me.email ? eq(receptionGuests.email, me.email) : undefined].filter(Boolean)
    const rows = matches.length
      ? await db.select().from(receptionGuests).where(and(eq(receptionGuests.meeting_id, request.query.meeting_id), eq(receptionGuests.deleted, 0), or(...matches))).limit(1)
      : []
    if (!rows.length) throw new ApiError(404, ErrorCode.NotFound, 'not found: you are not a guest of this meeting')
    return ok((await guestDocs(rows, true))[0])
  })

  // Public (SPEC §2 guest query): a query code, or a phone together with the guest's own name, finds a guest without
  // signing in; a phone or e-mail alone finds only oneself, or anyone for this meeting's staff.
  app.get('/reception/query/guest', {
    config: { auth: 'guest' },
    schema: {
      querystring: strict({
        meeting_id: objectId, query_code: z.string().trim().regex(/^[A-Za-z0-9]{4,32}$/, 'invalid query code').optional(),
        phone: phone.optional(), email: email.optional(), name: nameText(60, 1).optional(),
      })
        .refine((q) => [q.query_code, q.phone, q.email].filter(Boolean).length === 1, 'give exactly one of query_code, phone, email')
        .refine((q) => !q.name || q.phone, 'name goes with phone'),
    },
  }, async (request) => {
    const me = request.user
    const q = request.query
    const byPhoneAndName = Boolean(q.phone && q.name)
    if ((q.phone || q.email) && !byPhoneAndName) {
      const user = requireUser(request)
      const lookingUpOthers = (q.phone && q.phone !== user.phone) || (q.email && q.email !== user.email)
      if (lookingUpOthers && !(await isMeetingStaff(db, user, q.meeting_id))) throw forbidden('only reception staff of this meeting can look guests up by phone or e-mail')
    }
    const by = q.query_code ? eq(receptionGuests.query_code, q.query_code.toUpperCase())
      : q.phone ? and(eq(receptionGuests.phone, q.phone), q.name ? sql`lower(${receptionGuests.doc} ->> 'name') = ${q.name.trim().toLowerCase()}` : undefined)
        : eq(receptionGuests.email, q.email!)
    const rows = await db.select().from(receptionGuests).where(and(eq(receptionGuests.meeting_id, q.meeting_id), eq(receptionGuests.deleted, 0), by)).limit(20)
    if (!rows.length) throw new ApiError(404, ErrorCode.NotFound, 'not found: no guest matches')
    // Unsigned callers see no contact details or query code (a guessed name and phone must not reveal them).
    return ok(await guestDocs(rows, Boolean(me)), rows.length)
  })

  app.put('/reception/guests/:id/phases/:phase_id', {
    schema: {
      params: strict({ id: objectId, phase_id: objectId }),
      body: strict({ status: int(0, 1), form: z.record(z.string().max(40), z.union([z.string().max(500), z.number(), z.array(z.string().max(200)).max(20)])).optional() })
        .refine((b) => !b.form || Object.keys(b.form).length <= 30, 'at most 30 form fields'),
    },
  }, async (request) => {
    const me = requireUser(request)
    const [guest] = await db.select().from(receptionGuests).where(and(eq(receptionGuests._id, request.params.id), eq(receptionGuests.deleted, 0))).limit(1)
    if (!guest) throw notFound('guest')
    await requireMeetingStaff(db, me, guest.meeting_id)
    const [phase] = await db.select().from(receptionPhases).where(eq(receptionPhases._id, request.params.phase_id)).limit(1)
    if (!phase || phase.meeting_id !== guest.meeting_id) throw notFound('phase')
    const values = { guest_id: guest._id, phase_id: phase._id, status: request.body.status, staff_user_id: me._id, form: request.body.form ?? {}, updated: nowSeconds() }
    const [row] = await db.insert(receptionRecords).values(values)
      .onConflictDoUpdate({
        target: [receptionRecords.guest_id, receptionRecords.phase_id],
        set: { status: values.status, staff_user_id: me._id, updated: values.updated, ...(request.body.form ? { form: request.body.form } : {}) },
      }).returning()
    return ok(row)
  })
}
