/**
 * Tickets: POST /tickets (free registration, personal or group), GET /tickets, GET /tickets/count,
 * PUT /tickets/{id} (resubmit answers / allocate a group ticket), PUT /tickets/{id}/approve, PUT /tickets/{id}/attends.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { isMeetingStaff } from '../reception/staff'
import { deskOf, logCheckin } from '../reception/deskCheckins'
import { ticketPass } from './ticketPass'
import { badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { cleanAnswers, formAnswer, formQuestionsOf } from './forms'
import { nowSeconds } from '../../lib/ids'
import { linkedTicketDoc, registerLinked } from './linkedRegistration'
import { ok, type App, type Context } from '../../http/http'
import { changeTicketStatus, checkBlacklist, duplicateFromPg, loadActivity, ticketDoc } from './registration'
import { pgError } from '../../db/client'
import { registerFree, registrationBody } from './freeRegistration'
import { boolish, email, idNumber, int, nameText, objectId, phone, strict, text, z } from '../../lib/validation'

export default async function ticketRoutes(app: App, { db, signSecret }: Context): Promise<void> {
  app.post('/tickets', { config: { keepsAuth: true }, schema: { body: registrationBody } }, async (request, reply) => {
    const docs = await registerFree(db, requireUser(request), request.body, request.server.publicCache)
    reply.status(201)
    return ok(docs, docs.length)
  })

  app.get('/tickets', {
    schema: {
      querystring: strict({
        _id: objectId.optional(), activity_id: objectId.optional(), meeting_id: objectId.optional(),
        status: int(0, 3).optional(), group: boolish.optional(), all: boolish.optional(),
        /** The 6-digit ticket code (unique within an activity): with all=1 and activity_id, staff find the ticket scanned. */
        code: z.string().regex(/^\d{6}$/, 'expected a 6-digit ticket code').optional(),
        limit: int(1, 999).optional(), skip: int(0).optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    if (q.all) {
      // Every ticket of one meeting (or one of its activities), for that meeting's staff only.
      const meetingId = q.meeting_id ?? (q.activity_id ? (await loadActivity(db, q.activity_id)).meeting_id : undefined)
      if (!meetingId) throw badRequest(ErrorCode.ValidationFailed, 'all=1 needs meeting_id or activity_id')
      if (!(await isMeetingStaff(db, me, meetingId))) throw forbidden('only reception staff of this meeting list every ticket')
    }
    const where = and(
      q._id ? eq(tickets._id, q._id) : eq(tickets.deleted, 0),
      q.all ? undefined : q.group ? eq(tickets.agent_id, me._id) : eq(tickets.user_id, me._id),
      q.activity_id ? eq(tickets.activity_id, q.activity_id) : undefined,
      q.meeting_id ? eq(tickets.meeting_id, q.meeting_id) : undefined,
      q.status !== undefined ? eq(tickets.status, q.status) : undefined,
      q.code ? eq(tickets.code, q.code) : undefined,
    )
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where)
    const rows = await db.select().from(tickets).where(where).orderBy(desc(tickets.created), desc(tickets._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    // The holder (or the agent of a group ticket) gets the keys of its rotating QR code with each approved ticket.
    const holds = (row: typeof rows[number]) => !q.all && (row.user_id === me._id || row.agent_id === me._id) && (row.status === 1 || row.status === 3)
    return ok(rows.map((row) => (holds(row) ? { ...ticketDoc(row), pass: ticketPass(signSecret, row) } : ticketDoc(row))), total)
  })

  // Counts approved tickets (status 1 and 3, SPEC §9) of an activity, or the caller's own.
  app.get('/tickets/count', {
    schema: { querystring: strict({ activity_id: objectId.optional(), meeting_id: objectId.optional(), mine: boolish.optional(), status: int(0, 3).optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const where = and(
      eq(tickets.deleted, 0),
      q.status !== undefined ? eq(tickets.status, q.status) : inArray(tickets.status, [1, 3]),
      q.activity_id ? eq(tickets.activity_id, q.activity_id) : undefined,
      q.meeting_id ? eq(tickets.meeting_id, q.meeting_id) : undefined,
      q.mine || (!q.activity_id && !q.meeting_id) ? eq(tickets.user_id, me._id) : undefined,
    )
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where)
    return ok({ total }, total)
  })

  app.put('/tickets/:id', {
    schema: {
      params: strict({ id: objectId }),
      body: strict({
        name: nameText(60, 1).optional(), phone: phone.optional(), email: email.optional(), id_number: idNumber.optional(),
        job: text(80).optional(), answers: z.array(formAnswer).max(100).optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const [ticket] = await db.select().from(tickets).where(eq(tickets._id, request.params.id)).limit(1)
    if (!ticket || ticket.deleted) throw notFound('ticket')
    const isOwner = ticket.user_id === me._id || ticket.agent_id === me._id
    if (!isOwner) throw forbidden('not your ticket')
    const activity = await loadActivity(db, ticket.activity_id)
    const beforeDeadline = !activity.deadline || nowSeconds() <= activity.deadline
    const allowed = (beforeDeadline && activity.enable_resubmit_answer === 1) || activity.enable_deadline_answer === 1
    // An agent filling in a group ticket that has no holder yet is allocation, not a resubmission.
    const allocating = ticket.agent_id === me._id && !ticket.name
    if (!allowed && !allocating) throw badRequest(ErrorCode.ResubmitNotAllowed, 'activity_disable_resubmit: answers can no longer be changed')
    const body = request.body
    await checkBlacklist(db, [body.email])
    const questions = activity.form_id ? await formQuestionsOf(db, activity.form_id) : []
    const answers = body.answers ? cleanAnswers(questions, body.answers, ticket.price_id ?? undefined, {}, false) : undefined
    const form = { ...ticket.form, ...(body.job !== undefined ? { job: body.job } : {}), ...(answers ? { answers } : {}) }
    const { saved, linked } = await db.transaction(async (tx) => {
      let row: typeof tickets.$inferSelect
      try {
        ;[row] = await tx.update(tickets).set({
          name: body.name ?? ticket.name, phone: body.phone ?? ticket.phone, email: body.email ?? ticket.email,
          id_number: body.id_number ?? ticket.id_number, form,
        }).where(eq(tickets._id, ticket._id)).returning()
      } catch (err) {
        if (pgError(err)?.code === '23505') throw conflict(ErrorCode.AlreadyRegistered, 'these details are already registered for this activity')
        throw err
      }
      // Newly chosen options linked to other activities register the holder of a personal ticket there too.
      const personal = !ticket.agent_id && ticket.user_id === me._id
      const made = personal && answers
        ? await registerLinked(tx, { userId: me._id, person: { name: row.name ?? undefined, phone: row.phone ?? undefined, email: row.email ?? undefined, id_number: row.id_number ?? undefined }, questions, answers, activityId: activity._id })
        : []
      return { saved: row, linked: made }
    })
    const doc = ticketDoc(saved)
    if (linked.length) doc.linked_tickets = linked.map(linkedTicketDoc)
    return ok(doc)
  })

  // Organiser review: the counters follow the ticket (registration.changeTicketStatus); 3 = checked in.
  app.put('/tickets/:id/approve', { schema: { params: strict({ id: objectId }), body: strict({ status: int(1, 3) }) } }, async (request) => {
    const me = requireUser(request)
    const saved = await db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(tickets).where(and(eq(tickets._id, request.params.id), eq(tickets.deleted, 0))).for('update').limit(1)
      if (!ticket) throw notFound('ticket')
      if (!(await isMeetingStaff(tx, me, ticket.meeting_id))) throw forbidden('only staff of this meeting review its tickets')
      await changeTicketStatus(tx, ticket, request.body.status)
      try {
        const status = request.body.status
        const attended = status === 3 ? (ticket.attended ?? nowSeconds()) : null
        const [row] = await tx.update(tickets).set({ status, attended }).where(eq(tickets._id, ticket._id)).returning()
        return row
      } catch (err) {
        throw duplicateFromPg(err) ?? err // undoing a rejection after someone else registered the same details
      }
    })
    return ok(ticketDoc(saved))
  })

  // Check-in at the door by staff: an approved ticket (1) becomes 3 once, with the time. A second scan is refused with
  // when it happened, and a ticket under review (0) or rejected (2) with its status, so the desk can say which.
  app.put('/tickets/:id/attends', { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const me = requireUser(request)
    const [target] = await db.select({ meeting_id: tickets.meeting_id, activity_id: tickets.activity_id, code: tickets.code }).from(tickets)
      .where(and(eq(tickets._id, request.params.id), eq(tickets.deleted, 0))).limit(1)
    if (!target) throw notFound('ticket')
    if (!(await isMeetingStaff(db, me, target.meeting_id))) throw forbidden('only staff of this meeting check its guests in')
    // The status condition makes two desks scanning the same pass at once check it in only once.
    const [row] = await db.update(tickets).set({ status: 3, attended: nowSeconds() })
      .where(and(eq(tickets._id, request.params.id), eq(tickets.status, 1))).returning()
    const [ticket] = row ? [row] : await db.select({ status: tickets.status, attended: tickets.attended }).from(tickets).where(eq(tickets._id, request.params.id)).limit(1)
    // Every check-in is logged (modules/reception/deskCheckins.ts), so a desk syncing later learns who came first.
    await logCheckin(db, {
      ticket_id: request.params.id, activity_id: target.activity_id, meeting_id: target.meeting_id, code: target.code, desk_id: deskOf(request),
      staff_user_id: me._id, at: nowSeconds(), outcome: row ? 'checked_in' : ticket.status === 3 ? 'conflict' : 'not_approved',
    })
    if (row) return ok(ticketDoc(row))
    if (ticket.status === 3) {
      const at = ticket.attended ? ` at ${new Date(ticket.attended * 1000).toISOString()}` : ''
      throw conflict(ErrorCode.TicketAlreadyCheckedIn, `already checked in${at}`, { status: 3, attended: ticket.attended })
    }
    const reason = ticket.status === 2 ? 'rejected' : 'under review'
    throw conflict(ErrorCode.TicketNotApproved, `not approved (${reason}): only approved tickets can check in`, { status: ticket.status })
  })

}
