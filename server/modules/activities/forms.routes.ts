/**
 * GET /forms/{id}/questions, GET and PUT /forms/{id}/answers (personal, or a group's with group_id).
 * PUT changes the answers of a registration only as SPEC §4 allows resubmitting: before the deadline with
 * enable_resubmit_answer 1, or with enable_deadline_answer 1 (4114 otherwise); answers given before registering are
 * free. Personal answers choosing options linked to other activities register for those too (modules/activities/linkedRegistration).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { activities, formAnswers, forms, ticketGroups, tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { badRequest, ErrorCode, forbidden, notFound } from '../../http/errors'
import { cleanAnswers, formAnswer, formQuestionsOf } from './forms'
import { nowSeconds } from '../../lib/ids'
import { linkedTicketDoc, registerLinked } from './linkedRegistration'
import { ok, type App, type Context } from '../../http/http'
import { boolish, objectId, strict, z } from '../../lib/validation'

export default async function formRoutes(app: App, { db }: Context): Promise<void> {
  async function loadForm(id: string) {
    const [form] = await db.select().from(forms).where(eq(forms._id, id)).limit(1)
    if (!form) throw notFound('form')
    return form
  }

  app.get('/forms/:id/questions', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    await loadForm(request.params.id)
    const questions = await formQuestionsOf(db, request.params.id)
    return ok(questions, questions.length)
  })

  app.get('/forms/:id/answers', {
    schema: { params: strict({ id: objectId }), querystring: strict({ group: boolish.optional(), group_id: objectId.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    await loadForm(request.params.id)
    const rows = await db.select().from(formAnswers).where(and(
      eq(formAnswers.form_id, request.params.id), eq(formAnswers.user_id, me._id),
      request.query.group_id ? eq(formAnswers.group_id, request.query.group_id) : request.query.group ? undefined : eq(formAnswers.group_id, ''),
    ))
    return ok(rows, rows.length)
  })

  app.put('/forms/:id/answers', {
    schema: {
      params: strict({ id: objectId }),
      body: strict({
        answers: z.array(formAnswer).max(100), group_id: objectId.optional(), price_id: objectId.optional(),
        /** The registration whose answers these are; without it, every registration of the caller that uses this form. */
        activity_id: objectId.optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const body = request.body
    await loadForm(request.params.id)
    // A group's answers are its agent's to give (SPEC §6): never under another agent's group.
    if (body.group_id) {
      const [group] = await db.select({ agent_id: ticketGroups.agent_id }).from(ticketGroups).where(eq(ticketGroups._id, body.group_id)).limit(1)
      if (!group) throw notFound('group')
      if (group.agent_id !== me._id) throw forbidden('group_id: answers for a group can only be given by its agent')
    }
    if (body.activity_id) {
      const [target] = await db.select({ form_id: activities.form_id, deleted: activities.deleted }).from(activities).where(eq(activities._id, body.activity_id)).limit(1)
      if (!target || target.deleted) throw notFound('activity')
      if (target.form_id !== request.params.id) throw badRequest(ErrorCode.ValidationFailed, 'this activity does not use this form')
    }
    // The caller's live registrations (theirs, or their group's) on activities that use this form.
    const registered = await db.selectDistinct({ _id: activities._id, deadline: activities.deadline, enable_resubmit_answer: activities.enable_resubmit_answer, enable_deadline_answer: activities.enable_deadline_answer })
      .from(activities).innerJoin(tickets, eq(tickets.activity_id, activities._id))
      .where(and(
        eq(activities.form_id, request.params.id), body.activity_id ? eq(activities._id, body.activity_id) : undefined,
        body.group_id ? and(eq(tickets.group_id, body.group_id), eq(tickets.agent_id, me._id)) : and(eq(tickets.user_id, me._id), sql`${tickets.agent_id} is null`),
        inArray(tickets.status, [0, 1, 3]), eq(tickets.deleted, 0),
      ))
    const now = nowSeconds()
    const closed = registered.find((a) => !((!a.deadline || now <= a.deadline) && a.enable_resubmit_answer === 1) && a.enable_deadline_answer !== 1)
    if (closed) throw badRequest(ErrorCode.ResubmitNotAllowed, 'activity_disable_resubmit: answers can no longer be changed', { activity_id: closed._id })

    const questions = await formQuestionsOf(db, request.params.id)
    const answers = cleanAnswers(questions, body.answers, body.price_id, {}, false)
    const values = { form_id: request.params.id, user_id: me._id, group_id: body.group_id ?? '', answers }
    const { row, linked } = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(formAnswers).values(values)
        .onConflictDoUpdate({ target: [formAnswers.form_id, formAnswers.user_id, formAnswers.group_id], set: { answers, updated: now } })
        .returning()
      const made = body.group_id ? [] : await registerLinked(tx, {
        userId: me._id, person: { phone: me.phone ?? undefined, email: me.email ?? undefined }, questions, answers,
        activityId: body.activity_id ?? (registered.length === 1 ? registered[0]._id : undefined),
      })
      return { row: saved, linked: made }
    })
    return ok(linked.length ? { ...row, linked_tickets: linked.map(linkedTicketDoc) } : row)
  })
}
