/**
 * Lead capture for exhibitors (issue 16; not in SPEC §7 — new calls under /exhibitor and /user/lead; modules/leads/leads.ts; the staff: staff.routes.ts; the visitor's answers: leadRequests.routes.ts).
 * "Company side" means the company's bound exhibitor (enterprises.user_id) or its active staff; anyone else 403.
 *   GET    /exhibitor/lead/companies                   the companies I capture leads for: `[{ enterprise_id, meeting_id, title, logo, role }]`
 *   POST   /exhibitor/leads/scan { enterprise_id, code, activity_id? }   company side: a ticket QR / printed code or a card link →
 *                                                     the lead (201 new, 200 known); the person is asked to share their card
 *                                                     (consent 'pending') unless already connected; 4180 unknown code, 4181 a
 *                                                     short code of several activities (`data.activities`), 4185 oneself;
 *                                                     429 / 4290 past FU_LEAD_SCAN_RATE_LIMIT scans a minute per staff member
 *   GET    /exhibitor/leads (enterprise_id, keyword?, source?, consent?, skip, limit)   company side: newest first, with total
 *   GET    /exhibitor/leads/{id}                       company side: one lead
 *   PUT    /exhibitor/leads/{id} { rating?, tags?, notes? }   company side: rating 1–5 or null, ≤ 10 tags of ≤ 20, notes ≤ 2000 (400 / 4220 with data.fields)
 *   POST   /exhibitor/leads/export { enterprise_id, format csv|xlsx, keyword?, lang? }   company side: `{ url, name, expires }`,
 *                                                     a signed download link valid 10 minutes
 *   GET    /exhibitor/leads/export/file?t={token}      public (the token is the credential; access is checked again): the file; 410 / 4182 expired
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { activities, enterpriseStaff, enterprises, leads, meetings, tickets, users } from '../../db/schema'
import { LEAD_CONSENTS, LEAD_SOURCES, normaliseLeadTags, parseLeadCode, validateLeadEdit } from '@core/leads'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { addSource, companyLogo, EXPORT_FORMATS, EXPORT_LINK_SECONDS, exportCsv, exportToken, exportXlsx, leadCompany, leadDocs, leadScanRateLimit, leadWhere, readExportToken } from './leads'
import { countWhere, page } from '../../lib/lists'
import { areFriends } from '../accounts/users'
import { language, objectId, strict, text } from '../../lib/validation'

const DEFAULT_ZONE = 'Asia/Shanghai'

export default async function leadRoutes(app: App, { db, signSecret }: Context): Promise<void> {
  async function oneLead(userId: string, leadId: string) {
    const [lead] = await db.select().from(leads).where(eq(leads._id, leadId)).limit(1)
    if (!lead) throw notFound('lead')
    await leadCompany(db, userId, lead.enterprise_id)
    return lead
  }

  app.get('/exhibitor/lead/companies', { schema: { description: 'The companies I capture leads for (bound exhibitor or staff).' } }, async (request) => {
    const me = requireUser(request)
    const owned = await db.select().from(enterprises).where(and(eq(enterprises.user_id, me._id), eq(enterprises.deleted, 0)))
    const staffOf = await db.select({ enterprise: enterprises }).from(enterpriseStaff).innerJoin(enterprises, eq(enterprises._id, enterpriseStaff.enterprise_id))
      .where(and(eq(enterpriseStaff.user_id, me._id), eq(enterpriseStaff.status, 'active'), eq(enterprises.deleted, 0)))
    const list = [...owned.map((e) => ({ e, role: 'owner' as const })), ...staffOf.filter((s) => !owned.some((o) => o._id === s.enterprise._id)).map((s) => ({ e: s.enterprise, role: 'staff' as const }))]
    return ok(list.map(({ e, role }) => ({ enterprise_id: e._id, meeting_id: e.meeting_id, title: (e.doc as { exhibitor?: { company?: { title?: unknown } } }).exhibitor?.company?.title ?? '', logo: companyLogo(e), role })), list.length)
  })

  // ---- capture ----

  app.post('/exhibitor/leads/scan', {
    config: { rateLimit: leadScanRateLimit() },
    schema: {
      description: 'A scanned or typed ticket code, or a card link, becomes a lead of the company.',
      body: strict({ enterprise_id: objectId, code: text(500, 1), activity_id: objectId.optional() }),
    },
  }, async (request, reply) => {
    const me = requireUser(request)
    const { enterprise } = await leadCompany(db, me._id, request.body.enterprise_id)
    const parsed = parseLeadCode(request.body.code)
    let personId: string | undefined
    let source: 'scan_ticket' | 'scan_card'
    const unknown = () => new ApiError(404, ErrorCode.LeadCodeUnknown, 'no ticket or card of this meeting has this code')
    if (parsed.kind === 'card') {
      source = 'scan_card'
      const [person] = await db.select({ _id: users._id }).from(users).where(and(eq(users._id, parsed.userId), eq(users.deleted, 0))).limit(1)
      if (!person) throw unknown()
      personId = person._id
    } else if (parsed.kind === 'ticket') {
      source = 'scan_ticket'
      const activityId = parsed.activityId ?? request.body.activity_id
      const found = await db.select({ user_id: tickets.user_id, agent_id: tickets.agent_id, phone: tickets.phone, activity_id: tickets.activity_id }).from(tickets)
        .where(and(eq(tickets.meeting_id, enterprise.meeting_id), eq(tickets.code, parsed.code), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0),
          activityId ? eq(tickets.activity_id, activityId) : undefined)).limit(50)
      if (!found.length) throw unknown()
      if (new Set(found.map((t) => t.activity_id)).size > 1) {
        const rows = await db.select({ _id: activities._id, doc: activities.doc }).from(activities).where(inArray(activities._id, [...new Set(found.map((t) => t.activity_id))]))
        throw conflict(ErrorCode.LeadCodeAmbiguous, 'tickets of several activities have this code: choose the activity', {
          activities: rows.map((a) => ({ _id: a._id, title: (a.doc as { title?: unknown }).title ?? '' })),
        })
      }
      const ticket = found[0]
      // A ticket an agent registered belongs to its guest, known by the phone on the ticket.
      if (ticket.agent_id) {
        const [guest] = ticket.phone ? await db.select({ _id: users._id }).from(users).where(eq(users.phone, ticket.phone)).limit(1) : []
        if (!guest) throw unknown()
        personId = guest._id
      } else personId = ticket.user_id
    } else {
      throw badRequest(ErrorCode.ValidationFailed, 'not a ticket code or a business card link')
    }
    if (personId === me._id || personId === enterprise.user_id) throw badRequest(ErrorCode.LeadSelf, 'this is your own ticket or card')
    const connected = (await areFriends(db, me._id, personId)) || (enterprise.user_id ? await areFriends(db, enterprise.user_id, personId) : false)
    const now = nowSeconds()
    const [existing] = await db.select({ _id: leads._id }).from(leads).where(and(eq(leads.enterprise_id, enterprise._id), eq(leads.user_id, personId))).limit(1)
    const [row] = await db.insert(leads).values({
      _id: newId(), enterprise_id: enterprise._id, meeting_id: enterprise.meeting_id, user_id: personId, source, sources: [source],
      consent: connected ? 'granted' : 'pending', answered: connected ? now : null, captured_by: me._id, created: now, updated: now,
    }).onConflictDoUpdate({
      target: [leads.enterprise_id, leads.user_id],
      set: {
        sources: addSource(source), updated: now, captured_by: sql`coalesce(${leads.captured_by}, ${me._id})`,
        // A connection made since counts as shared; a decline stays a decline (the person answered).
        consent: connected ? sql`case when ${leads.consent} = 'pending' then 'granted' else ${leads.consent} end` : sql`${leads.consent}`,
      },
    }).returning()
    reply.status(existing ? 200 : 201)
    return ok({ ...(await leadDocs(db, [row]))[0], created_now: existing ? 0 : 1 })
  })

  // ---- the list, one lead, the exhibitor's notes ----

  const listQuery = strict({
    enterprise_id: objectId, keyword: text(60).optional(), source: z.enum(LEAD_SOURCES).optional(), consent: z.enum(LEAD_CONSENTS).optional(), ...page,
  })
  app.get('/exhibitor/leads', { schema: { description: 'The company\'s leads, newest first.', querystring: listQuery } }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const { enterprise } = await leadCompany(db, me._id, q.enterprise_id)
    const where = leadWhere(enterprise._id, q)
    const total = await countWhere(db, leads, where)
    const rows = await db.select().from(leads).where(where).orderBy(desc(leads.created), desc(leads._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await leadDocs(db, rows), total)
  })

  app.get('/exhibitor/leads/:id', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const lead = await oneLead(me._id, request.params.id)
    return ok((await leadDocs(db, [lead]))[0])
  })

  app.put('/exhibitor/leads/:id', {
    schema: {
      params: strict({ id: objectId }),
      body: strict({ rating: z.number().int().nullable().optional(), tags: z.array(z.string().max(200)).max(50).optional(), notes: z.string().max(10_000).optional() }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const lead = await oneLead(me._id, request.params.id)
    const b = request.body
    const errors = validateLeadEdit(b)
    if (Object.keys(errors).length) throw badRequest(ErrorCode.ValidationFailed, 'check the rating, tags and notes', { fields: errors })
    const [saved] = await db.update(leads).set({
      ...(b.rating !== undefined ? { rating: b.rating } : {}),
      ...(b.tags !== undefined ? { tags: normaliseLeadTags(b.tags) } : {}),
      ...(b.notes !== undefined ? { notes: b.notes.trim() } : {}),
      updated: nowSeconds(),
    }).where(eq(leads._id, lead._id)).returning()
    return ok((await leadDocs(db, [saved]))[0])
  })

  // ---- export ----

  app.post('/exhibitor/leads/export', {
    schema: { body: strict({ enterprise_id: objectId, format: z.enum(EXPORT_FORMATS), keyword: text(60).optional(), lang: language.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const b = request.body
    const { enterprise } = await leadCompany(db, me._id, b.enterprise_id)
    const expires = nowSeconds() + EXPORT_LINK_SECONDS
    const token = exportToken(signSecret, { e: enterprise._id, u: me._id, f: b.format, ...(b.keyword ? { k: b.keyword } : {}), l: b.lang ?? 'zh', x: expires })
    return ok({ url: `/fu/api/exhibitor/leads/export/file?t=${token}`, name: `leads.${b.format}`, expires })
  })

  app.get('/exhibitor/leads/export/file', {
    config: { auth: 'public' },
    schema: { description: 'The leads file behind a signed export link (CSV or XLSX); `t` is the link\'s token.', querystring: strict({ t: z.string().max(1000) }) },
  }, async (request, reply) => {
    const claims = readExportToken(signSecret, request.query.t, nowSeconds())
    if (!claims) throw new ApiError(410, ErrorCode.LeadExportExpired, 'this download link has expired: export again')
    // Still on the company's side now (a removed member's old link stops working).
    const { enterprise } = await leadCompany(db, claims.u, claims.e)
    const rows = await db.select().from(leads).where(leadWhere(enterprise._id, { keyword: claims.k })).orderBy(desc(leads.created), desc(leads._id)).limit(50_000)
    const docs = await leadDocs(db, rows)
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, enterprise.meeting_id)).limit(1)
    const zone = String((meeting?.doc as { timezone?: unknown } | undefined)?.timezone ?? DEFAULT_ZONE)
    const timeZone = (() => { try { new Intl.DateTimeFormat('en', { timeZone: zone }); return zone } catch { return DEFAULT_ZONE } })()
    const date = new Date().toISOString().slice(0, 10)
    const name = `leads-${date}.${claims.f}`
    reply.header('cache-control', 'no-store')
    reply.header('content-disposition', `attachment; filename="${name}"`)
    if (claims.f === 'csv') {
      reply.type('text/csv; charset=utf-8')
      return exportCsv(docs, claims.l, timeZone)
    }
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return exportXlsx(docs, claims.l, timeZone)
  })
}
