/** GET /forms/{id}/questions, GET and PUT /forms/{id}/answers (personal, or a group's with group_id). */
import { and, eq } from 'drizzle-orm'
import { formAnswers, forms } from '../db/schema'
import { requireUser } from '../lib/auth'
import { notFound } from '../lib/errors'
import { cleanAnswers, formAnswer, formQuestionsOf } from '../lib/forms'
import { ok, type App, type Context } from '../lib/http'
import { boolish, objectId, strict, z } from '../lib/validation'

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
      body: strict({ answers: z.array(formAnswer).max(100), group_id: objectId.optional(), price_id: objectId.optional() }),
    },
  }, async (request) => {
    const me = requireUser(request)
    await loadForm(request.params.id)
    const questions = await formQuestionsOf(db, request.params.id)
    const answers = cleanAnswers(questions, request.body.answers, request.body.price_id, {}, false)
    const values = { form_id: request.params.id, user_id: me._id, group_id: request.body.group_id ?? '', answers }
    const [row] = await db.insert(formAnswers).values(values)
      .onConflictDoUpdate({ target: [formAnswers.form_id, formAnswers.user_id, formAnswers.group_id], set: { answers, updated: Math.floor(Date.now() / 1000) } })
      .returning()
    return ok(row)
  })
}
