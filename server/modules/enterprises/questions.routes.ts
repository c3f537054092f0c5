/**
 * Questions to enterprises and the exhibitor's side (SPEC §4, §6, §7):
 *   POST /enterprise/questions { enterprise_id, content }        ask (sensitive content refused)
 *   GET  /enterprise/questions (_id, enterprise_id, mine, answered)   public answered ones for everyone who may read the meeting;
 *                                                                all of them for the enterprise's bound exhibitor; one's own
 *   GET  /enterprise/asks                                        the caller's questions
 *   PUT  /enterprise/questions/{id} { public }                   the exhibitor makes an answer public or private
 *   PUT  /enterprise/questions/{id}/answers { answer, public? }  the exhibitor answers (≤ 500)
 *   PUT  /enterprises/{id} { bind_code, confirm? }               bind this account to the enterprise; a previous binding of the
 *                                                                account in the meeting is replaced only with confirm = 1;
 *                                                                without bind_code the bound exhibitor edits it (enterprises.ts)
 */
import { and, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { enterpriseQuestions, enterprises, users } from '../../db/schema'
import { editEnterprise, enterpriseEditBody } from './enterpriseEdits'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { recordContactLead } from '../leads/leads'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { rejectWechatRisky } from '../moderation/wechatTextCheck'
import { personDocs } from '../accounts/users'
import { boolish, flag, objectId, strict, text, z } from '../../lib/validation'

type QuestionRow = typeof enterpriseQuestions.$inferSelect

export default async function questionRoutes(app: App, { db, wechat }: Context): Promise<void> {
  async function docs(rows: QuestionRow[]) {
    const ids = [...new Set(rows.map((r) => r.user_id))]
    const people = await personDocs(db, ids)
    return rows.map(({ deleted: _d, ...r }) => ({ ...r, user: people.get(r.user_id)! }))
  }

  async function loadEnterprise(id: string) {
    const [row] = await db.select().from(enterprises).where(and(eq(enterprises._id, id), eq(enterprises.deleted, 0))).limit(1)
    if (!row) throw notFound('enterprise')
    return row
  }

  app.post('/enterprise/questions', { schema: { body: strict({ enterprise_id: objectId, content: text(500, 1) }) } }, async (request, reply) => {
    const me = requireUser(request)
    const enterprise = await loadEnterprise(request.body.enterprise_id)
    rejectSensitive({ content: request.body.content })
    await rejectWechatRisky(db, wechat, { userId: me._id, fields: { content: request.body.content }, scene: 2 }, request.log)
    // The question and the lead it makes for the company (issue 16) are written together.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(enterpriseQuestions).values({
        _id: newId(), enterprise_id: enterprise._id, meeting_id: enterprise.meeting_id, user_id: me._id, content: request.body.content,
      }).returning()
      await recordContactLead(tx, { enterpriseId: enterprise._id, userId: me._id, source: 'question', created: inserted.created })
      return inserted
    })
    reply.status(201)
    return ok((await docs([row]))[0])
  })

  const listQuery = strict({ _id: objectId.optional(), enterprise_id: objectId.optional(), mine: boolish.optional(), answered: flag.optional(), ...page })
  async function list(request: FastifyRequest, q: z.infer<typeof listQuery>, mineOnly: boolean) {
    const user = request.user
    let visibility: SQL | undefined
    if (mineOnly || q.mine) {
      if (!user) throw forbidden('login required')
      visibility = eq(enterpriseQuestions.user_id, user._id)
    } else {
      if (!q.enterprise_id) throw forbidden('enterprise_id is required')
      const enterprise = await loadEnterprise(q.enterprise_id)
      await allowRead(db, request, enterprise.meeting_id)
      const seller = user && enterprise.user_id === user._id
      visibility = seller ? undefined : or(and(eq(enterpriseQuestions.public, 1), isNotNull(enterpriseQuestions.answer)), user ? eq(enterpriseQuestions.user_id, user._id) : undefined)
    }
    const where = and(
      eq(enterpriseQuestions.deleted, 0), visibility,
      q._id ? eq(enterpriseQuestions._id, q._id) : undefined,
      q.enterprise_id ? eq(enterpriseQuestions.enterprise_id, q.enterprise_id) : undefined,
      q.answered === 1 ? isNotNull(enterpriseQuestions.answer) : q.answered === 0 ? sql`${enterpriseQuestions.answer} is null` : undefined,
    )
    const total = await countWhere(db, enterpriseQuestions, where)
    const rows = await db.select().from(enterpriseQuestions).where(where).orderBy(desc(enterpriseQuestions.created), desc(enterpriseQuestions._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await docs(rows), total)
  }
  app.get('/enterprise/questions', { config: { auth: 'guest' }, schema: { querystring: listQuery } }, (request) => list(request, request.query, false))
  app.get('/enterprise/asks', { schema: { querystring: listQuery } }, (request) => list(request, request.query, true))

  async function sellerQuestion(request: FastifyRequest, id: string) {
    const me = requireUser(request)
    const [row] = await db.select().from(enterpriseQuestions).where(and(eq(enterpriseQuestions._id, id), eq(enterpriseQuestions.deleted, 0))).limit(1)
    if (!row) throw notFound('question')
    const enterprise = await loadEnterprise(row.enterprise_id)
    if (enterprise.user_id !== me._id) throw forbidden('only the exhibitor bound to this enterprise can answer')
    return row
  }

  async function answer(request: FastifyRequest, id: string, body: { answer?: string; public?: 0 | 1 }) {
    const row = await sellerQuestion(request, id)
    if (body.answer !== undefined) rejectSensitive({ answer: body.answer })
    const [saved] = await db.update(enterpriseQuestions)
      .set({ ...(body.answer !== undefined ? { answer: body.answer, answered: nowSeconds() } : {}), ...(body.public !== undefined ? { public: body.public } : {}) })
      .where(eq(enterpriseQuestions._id, row._id)).returning()
    return ok((await docs([saved]))[0])
  }
  // The public / private toggle, and (as the client also sends it here) the answer.
  app.put('/enterprise/questions/:id', {
    schema: { params: strict({ id: objectId }), body: strict({ public: flag.optional(), answer: text(500, 1).optional() }).refine((b) => b.public !== undefined || b.answer !== undefined, 'public or answer is required') },
  }, (request) => answer(request, request.params.id, request.body))
  app.put('/enterprise/questions/:id/answers', { schema: { params: strict({ id: objectId }), body: strict({ answer: text(500, 1), public: flag.optional() }) } },
    (request) => answer(request, request.params.id, request.body))
  // SPEC §7 also lists a bare "/answers": the client's updateAnswers sends the question in the body.
  app.put('/answers', { schema: { body: strict({ question_id: objectId, answer: text(500, 1), public: flag.optional() }) } },
    (request) => answer(request, request.body.question_id, { answer: request.body.answer, public: request.body.public }))

  const bindBody = strict({ bind_code: z.string().trim().min(4).max(64), confirm: flag.optional() })
  // One PUT, two uses: with bind_code it binds the account; without, the bound exhibitor edits the company (enterprises.ts).
  const putSchema = { params: strict({ id: objectId }), body: z.union([bindBody, enterpriseEditBody]) }
  for (const path of ['/exhibitors/:id', '/enterprises/:id']) {
    app.put(path, { schema: putSchema }, (request) => ('bind_code' in request.body
      ? bind(request, request.params.id, request.body)
      : editEnterprise(db, request, request.params.id, request.body)))
  }

  async function bind(request: FastifyRequest, enterpriseId: string, body: { bind_code: string; confirm?: 0 | 1 }) {
    const me = requireUser(request)
    const enterprise = await loadEnterprise(enterpriseId)
    const code = (enterprise.doc as { bind_code?: string }).bind_code
    if (!code || code !== body.bind_code) throw forbidden('no permission: wrong binding code')
    if (enterprise.user_id === me._id) return ok({ enterprise_id: enterprise._id, bound: 1 })
    const [previous] = await db.select({ _id: enterprises._id }).from(enterprises)
      .where(and(eq(enterprises.user_id, me._id), eq(enterprises.meeting_id, enterprise.meeting_id), ne(enterprises._id, enterprise._id), eq(enterprises.deleted, 0))).limit(1)
    if ((previous || enterprise.user_id) && body.confirm !== 1) {
      throw conflict(ErrorCode.ValidationFailed, 'binding replaces an existing binding: confirm with confirm=1', {
        previous_enterprise_id: previous?._id ?? null, enterprise_has_account: enterprise.user_id ? 1 : 0,
      })
    }
    await db.transaction(async (tx) => {
      if (previous) await tx.update(enterprises).set({ user_id: null }).where(eq(enterprises._id, previous._id))
      await tx.update(enterprises).set({ user_id: me._id }).where(eq(enterprises._id, enterprise._id))
      await tx.update(users).set({ roles: sql`case when ${users.roles} @> '["exhibitor"]'::jsonb then ${users.roles} else ${users.roles} || '["exhibitor"]'::jsonb end` }).where(eq(users._id, me._id))
    })
    return ok({ enterprise_id: enterprise._id, bound: 1, previous_enterprise_id: previous?._id ?? null })
  }
}
