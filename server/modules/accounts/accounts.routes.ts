/**
 * Account calls of SPEC §7 "Users" beyond the profile (users.ts): only the user themself writes their own data (403 otherwise).
 *   POST /users                     an organiser creates an attendee account (phone and/or e-mail) → 201 user
 *   PUT  /users/{id}/tag            one's tags (≤ 20, sensitive words refused)
 *   PUT  /users/{id}/meetings/{mid} one's profile within a meeting (identity, language, work, industries, visibility)
 *   POST /users/{id}/works          add a job; PUT /works/{wid} edit one; PUT /users/work sets the current job (`work`, `work_id`)
 *   POST /user_credentials          ties the user to a WeChat app's openid (`wechat_credentials`, one per app)
 *   GET  /users/{id}/tickets        one's tickets with their activity (organisers and reception staff may read anyone's)
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { activities, meetings, tickets, userMeetings, users, userWorks } from '../../db/schema'
import { requireRole, requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { ApiError, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { ticketDoc } from '../activities/registration'
import { rejectSensitive } from '../moderation/sensitive'
import { userDoc } from './users'
import { areaCode, email, flag, int, language, nameText, objectId, phone, strict, text, z } from '../../lib/validation'

const STAFF = ['organizer', 'reception_staff']
const workFields = {
  title: nameText(80).optional(),
  company: nameText(120).optional(),
  /** Unix seconds; `end` empty for the current job. */
  start: int(0).optional(),
  end: int(0).optional(),
}
const workBody = strict(workFields).refine((w) => Boolean(w.title || w.company), 'a job needs a title or a company')

export default async function accountRoutes(app: App, { db }: Context): Promise<void> {
  const own = (id: string, me: string, what: string) => { if (id !== me) throw forbidden(`you can only change your own ${what}`) }

  async function savedUser(id: string) {
    const [row] = await db.select().from(users).where(eq(users._id, id)).limit(1)
    if (!row) throw notFound('user')
    return row
  }

  app.post('/users', {
    schema: {
      body: strict({
        phone: phone.optional(), area_code: areaCode.optional(), email: email.optional(), username: nameText(40, 1),
        work: strict({ title: nameText(80).optional(), company: nameText(120).optional() }).optional(), language: language.optional(),
      }).refine((b) => Boolean(b.phone || b.email), 'a phone or an e-mail is needed'),
    },
  }, async (request, reply) => {
    requireRole(request, 'organizer')
    const { phone: p, area_code, email: e, ...profile } = request.body
    rejectSensitive({ username: profile.username })
    try {
      const [row] = await db.insert(users).values({ _id: newId(), phone: p ?? null, area_code: p ? area_code ?? '86' : null, email: e ?? null, doc: profile }).returning()
      reply.status(201)
      return ok(userDoc(row, true))
    } catch (error) {
      const constraint = pgError(error)?.constraint
      if (constraint === 'users_phone') throw conflict(ErrorCode.AccountPhoneTaken, 'this phone number is used by another account')
      if (constraint === 'users_email') throw conflict(ErrorCode.AccountEmailTaken, 'this e-mail address is used by another account')
      throw error
    }
  })

  app.put('/users/:id/tag', {
    schema: { params: strict({ id: objectId }), body: strict({ tags: z.array(text(20, 1)).max(20) }) },
  }, async (request) => {
    const me = requireUser(request)
    own(request.params.id, me._id, 'tags')
    const tags = [...new Set(request.body.tags)]
    tags.forEach((tag, i) => rejectSensitive({ [`tags[${i}]`]: tag }))
    const [row] = await db.update(users).set({ doc: sql`${users.doc} || ${JSON.stringify({ tags })}::jsonb` }).where(eq(users._id, me._id)).returning()
    return ok(userDoc(row, true))
  })

  app.put('/users/:id/meetings/:mid', {
    schema: {
      params: strict({ id: objectId, mid: objectId }),
      body: strict({
        identity: z.enum(['visitor', 'buyer', 'exhibitor', 'media', 'speaker', 'other']).optional(),
        language: language.optional(),
        show_in_connections: flag.optional(),
        work: strict({ title: nameText(80).optional(), company: nameText(120).optional() }).optional(),
        industries: z.array(objectId).max(999).optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    own(request.params.id, me._id, 'meeting profile')
    const [meeting] = await db.select({ _id: meetings._id }).from(meetings).where(and(eq(meetings._id, request.params.mid), eq(meetings.deleted, 0))).limit(1)
    if (!meeting) throw notFound('meeting')
    rejectSensitive({ title: request.body.work?.title, company: request.body.work?.company })
    const [saved] = await db.insert(userMeetings).values({ user_id: me._id, meeting_id: meeting._id, doc: request.body })
      .onConflictDoUpdate({ target: [userMeetings.user_id, userMeetings.meeting_id], set: { doc: sql`${userMeetings.doc} || excluded.doc` } }).returning()
    return ok({ ...userDoc(await savedUser(me._id), true), meeting: { meeting_id: saved.meeting_id, ...saved.doc } })
  })

  // ---- jobs ----
  const workDoc = (row: typeof userWorks.$inferSelect) => toDoc(row, ['deleted'])

  app.post('/users/:id/works', { schema: { params: strict({ id: objectId }), body: workBody } }, async (request, reply) => {
    const me = requireUser(request)
    own(request.params.id, me._id, 'jobs')
    rejectSensitive({ title: request.body.title, company: request.body.company })
    const [row] = await db.insert(userWorks).values({ _id: newId(), user_id: me._id, doc: request.body }).returning()
    reply.status(201)
    return ok(workDoc(row))
  })

  app.put('/works/:wid', { schema: { params: strict({ wid: objectId }), body: strict(workFields) } }, async (request) => {
    const me = requireUser(request)
    if (!Object.keys(request.body).length) throw new ApiError(400, ErrorCode.ValidationFailed, 'nothing to change')
    rejectSensitive({ title: request.body.title, company: request.body.company })
    const saved = await db.transaction(async (tx) => {
      const [work] = await tx.select().from(userWorks).where(and(eq(userWorks._id, request.params.wid), eq(userWorks.deleted, 0))).limit(1)
      if (!work) throw notFound('job')
      if (work.user_id !== me._id) throw forbidden('you can only change your own jobs')
      const [row] = await tx.update(userWorks).set({ doc: { ...work.doc, ...request.body } }).where(eq(userWorks._id, work._id)).returning()
      // The current job is mirrored in the user's `work`.
      await tx.update(users).set({ doc: sql`${users.doc} || jsonb_build_object('work', ${JSON.stringify(pickWork(row.doc))}::jsonb)` })
        .where(and(eq(users._id, me._id), sql`${users.doc} ->> 'work_id' = ${work._id}`))
      return row
    })
    return ok(workDoc(saved))
  })

  app.put('/users/work', { schema: { body: strict({ work_id: objectId.optional(), ...workFields }) } }, async (request) => {
    const me = requireUser(request)
    const { work_id, ...fields } = request.body
    rejectSensitive({ title: fields.title, company: fields.company })
    const row = await db.transaction(async (tx) => {
      let work: typeof userWorks.$inferSelect | undefined
      if (work_id) {
        ;[work] = await tx.select().from(userWorks).where(and(eq(userWorks._id, work_id), eq(userWorks.deleted, 0))).limit(1)
        if (!work) throw notFound('job')
        if (work.user_id !== me._id) throw forbidden('you can only choose one of your own jobs')
        if (Object.keys(fields).length) [work] = await tx.update(userWorks).set({ doc: { ...work.doc, ...fields } }).where(eq(userWorks._id, work._id)).returning()
      } else {
        if (!fields.title && !fields.company) throw new ApiError(400, ErrorCode.ValidationFailed, 'a job needs a title or a company')
        ;[work] = await tx.insert(userWorks).values({ _id: newId(), user_id: me._id, doc: fields }).returning()
      }
      const [user] = await tx.update(users)
        .set({ doc: sql`${users.doc} || ${JSON.stringify({ work: pickWork(work.doc), work_id: work._id })}::jsonb` }).where(eq(users._id, me._id)).returning()
      return user
    })
    return ok(userDoc(row, true))
  })

  // ---- WeChat credential of a meeting's app ----
  app.post('/user_credentials', {
    schema: { body: strict({ user_id: objectId, app_id: z.string().trim().regex(/^[0-9A-Za-z_-]{2,64}$/, 'invalid app_id'), open_id: z.string().trim().regex(/^[0-9A-Za-z_-]{6,64}$/, 'invalid open_id') }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    own(request.body.user_id, me._id, 'credentials')
    const credential = { app_id: request.body.app_id, open_id: request.body.open_id }
    const [taken] = await db.select({ _id: users._id }).from(users)
      .where(and(ne(users._id, me._id), sql`${users.doc} -> 'wechat_credentials' @> ${JSON.stringify([credential])}::jsonb`)).limit(1)
    if (taken) throw conflict(ErrorCode.CredentialTaken, 'this WeChat account is tied to another user')
    // One statement: the app's previous credential (if any) is replaced.
    await db.update(users).set({
      doc: sql`jsonb_set(${users.doc}, '{wechat_credentials}', coalesce((select jsonb_agg(c) from jsonb_array_elements(coalesce(${users.doc} -> 'wechat_credentials', '[]'::jsonb)) c
        where c ->> 'app_id' <> ${credential.app_id}), '[]'::jsonb) || ${JSON.stringify([credential])}::jsonb)`,
    }).where(eq(users._id, me._id))
    reply.status(201)
    return ok({ user_id: me._id, ...credential })
  })

  // ---- tickets of a user ----
  app.get('/users/:id/tickets', {
    schema: { params: strict({ id: objectId }), querystring: strict({ meeting_id: objectId.optional(), activity_id: objectId.optional(), status: int(0, 3).optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    if (request.params.id !== me._id && !STAFF.some((r) => me.roles.includes(r))) throw forbidden('you can only see your own tickets')
    const q = request.query
    const where = and(eq(tickets.user_id, request.params.id), eq(tickets.deleted, 0),
      q.meeting_id ? eq(tickets.meeting_id, q.meeting_id) : undefined, q.activity_id ? eq(tickets.activity_id, q.activity_id) : undefined,
      q.status !== undefined ? eq(tickets.status, q.status) : undefined)
    const total = await countWhere(db, tickets, where)
    const rows = await db.select().from(tickets).where(where).orderBy(desc(tickets.created), desc(tickets._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const ids = [...new Set(rows.map((r) => r.activity_id))]
    const acts = ids.length ? await db.select().from(activities).where(inArray(activities._id, ids)) : []
    return ok(rows.map((r) => {
      const a = acts.find((x) => x._id === r.activity_id)
      const d = (a?.doc ?? {}) as { title?: unknown; covers?: unknown }
      return { ...ticketDoc(r), activity: a ? { _id: a._id, title: d.title, start: a.start, end: a.end, covers: d.covers ?? [] } : null }
    }), total)
  })
}

function pickWork(doc: Record<string, unknown>): { title?: unknown; company?: unknown } {
  return { title: doc.title ?? '', company: doc.company ?? '' }
}
