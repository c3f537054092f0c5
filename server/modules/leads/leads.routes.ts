/**
 * Lead capture for exhibitors (issue 16; not in SPEC §7 — new calls under /exhibitor and /user/lead; modules/leads/leads.ts).
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
 *   GET    /exhibitor/staff (enterprise_id)            the bound exhibitor: invitations and staff
 *   POST   /exhibitor/staff { enterprise_id, phone? }  the bound exhibitor invites (by phone, or a code to share): 201 `{ _id, code, phone, status }`
 *   DELETE /exhibitor/staff/{id}                       the bound exhibitor withdraws an invitation or removes a member
 *   GET    /exhibitor/staff/invitations                open invitations to my phone
 *   POST   /exhibitor/staff/accept { code }            I join the company's staff; 4183 unknown / not mine, 4184 already in
 *   GET    /user/lead/requests (status?)               the share requests of companies that scanned me (pending first)
 *   PUT    /user/lead/requests/{id} { answer: granted|declined }   I share my card with the company, or not (and may change my mind)
 */
import crypto from 'node:crypto'
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { pgError } from '../../db/client'
import { activities, enterpriseStaff, enterprises, leads, meetings, tickets, users } from '../../db/schema'
import { LEAD_CONSENTS, LEAD_SOURCES, normaliseLeadTags, parseLeadCode, validateLeadEdit } from '../../../src/core/leads'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import {
  addSource, companyLogo, companyTitle, EXPORT_FORMATS, EXPORT_LINK_SECONDS, exportCsv, exportToken, exportXlsx, leadCompany, leadDocs,
  leadScanRateLimit, leadWhere, readExportToken,
} from './leads'
import { countWhere, page } from '../../lib/lists'
import { areFriends, personDoc } from '../accounts/users'
import { language, mainlandMobile, objectId, strict, text } from '../../lib/validation'

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const inviteCode = () => Array.from(crypto.randomBytes(8), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('')
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

  // ---- staff ----

  async function ownCompany(userId: string, enterpriseId: string) {
    const { enterprise, role } = await leadCompany(db, userId, enterpriseId)
    if (role !== 'owner') throw forbidden('no permission: only the company\'s bound exhibitor manages its staff')
    return enterprise
  }

  app.get('/exhibitor/staff', { schema: { querystring: strict({ enterprise_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const enterprise = await ownCompany(me._id, request.query.enterprise_id)
    const rows = await db.select().from(enterpriseStaff).where(and(eq(enterpriseStaff.enterprise_id, enterprise._id), ne(enterpriseStaff.status, 'removed')))
      .orderBy(desc(enterpriseStaff.created), asc(enterpriseStaff._id))
    const ids = rows.map((r) => r.user_id).filter((x): x is string => Boolean(x))
    const people = ids.length ? await db.select({ _id: users._id, doc: users.doc, phone: users.phone }).from(users).where(inArray(users._id, ids)) : []
    return ok(rows.map((r) => {
      const person = people.find((p) => p._id === r.user_id)
      return { _id: r._id, code: r.code, phone: r.phone ?? person?.phone ?? null, status: r.status, created: r.created, accepted: r.accepted,
        user: person ? personDoc(person._id, person.doc) : null }
    }), rows.length)
  })

  app.post('/exhibitor/staff', { schema: { body: strict({ enterprise_id: objectId, phone: mainlandMobile.optional() }) } }, async (request, reply) => {
    const me = requireUser(request)
    const enterprise = await ownCompany(me._id, request.body.enterprise_id)
    const phone = request.body.phone
    if (phone && phone === me.phone) throw badRequest(ErrorCode.StaffAlreadyMember, 'this is your own phone')
    if (phone) {
      const [taken] = await db.select({ _id: enterpriseStaff._id }).from(enterpriseStaff).leftJoin(users, eq(users._id, enterpriseStaff.user_id))
        .where(and(eq(enterpriseStaff.enterprise_id, enterprise._id), or(and(eq(enterpriseStaff.phone, phone), eq(enterpriseStaff.status, 'invited')),
          and(eq(enterpriseStaff.status, 'active'), eq(users.phone, phone))))).limit(1)
      if (taken) throw conflict(ErrorCode.StaffAlreadyMember, 'this phone is invited or on the staff already')
    }
    const [row] = await db.insert(enterpriseStaff).values({ _id: newId(), enterprise_id: enterprise._id, meeting_id: enterprise.meeting_id, code: inviteCode(), phone: phone ?? null, invited_by: me._id }).returning()
    reply.status(201)
    return ok({ _id: row._id, code: row.code, phone: row.phone, status: row.status, created: row.created })
  })

  app.delete('/exhibitor/staff/:id', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(enterpriseStaff).where(eq(enterpriseStaff._id, request.params.id)).limit(1)
    if (!row || row.status === 'removed') throw notFound('staff invitation')
    await ownCompany(me._id, row.enterprise_id)
    await db.update(enterpriseStaff).set({ status: 'removed' }).where(eq(enterpriseStaff._id, row._id))
    return ok({ _id: row._id, status: 'removed' })
  })

  async function invitationDocs(rows: (typeof enterpriseStaff.$inferSelect)[], lang?: string) {
    const ids = [...new Set(rows.map((r) => r.enterprise_id))]
    const companies = ids.length ? await db.select().from(enterprises).where(inArray(enterprises._id, ids)) : []
    return rows.map((r) => {
      const e = companies.find((c) => c._id === r.enterprise_id)
      return { _id: r._id, code: r.code, enterprise_id: r.enterprise_id, meeting_id: r.meeting_id, company: e ? companyTitle(e, lang) : '', logo: e ? companyLogo(e) : '', created: r.created }
    })
  }

  app.get('/exhibitor/staff/invitations', { schema: { querystring: strict({ lang: language.optional() }) } }, async (request) => {
    const me = requireUser(request)
    if (!me.phone) return ok([], 0)
    const rows = await db.select().from(enterpriseStaff).where(and(eq(enterpriseStaff.phone, me.phone), eq(enterpriseStaff.status, 'invited'))).orderBy(desc(enterpriseStaff.created))
    return ok(await invitationDocs(rows, request.query.lang), rows.length)
  })

  app.post('/exhibitor/staff/accept', { schema: { body: strict({ code: text(20, 4).transform((c) => c.toUpperCase()) }) } }, async (request) => {
    const me = requireUser(request)
    const invalid = (status = 404) => new ApiError(status, ErrorCode.StaffInvitationInvalid, 'this invitation is unknown, withdrawn or used')
    const [row] = await db.select().from(enterpriseStaff).where(eq(enterpriseStaff.code, request.body.code)).limit(1)
    if (!row || row.status !== 'invited') throw invalid()
    if (row.phone && row.phone !== me.phone) throw invalid(403)
    const [enterprise] = await db.select().from(enterprises).where(and(eq(enterprises._id, row.enterprise_id), eq(enterprises.deleted, 0))).limit(1)
    if (!enterprise) throw invalid()
    if (enterprise.user_id === me._id) throw conflict(ErrorCode.StaffAlreadyMember, 'you are this company\'s exhibitor')
    try {
      const [saved] = await db.update(enterpriseStaff).set({ user_id: me._id, status: 'active', accepted: nowSeconds() })
        .where(and(eq(enterpriseStaff._id, row._id), eq(enterpriseStaff.status, 'invited'))).returning()
      if (!saved) throw invalid()
    } catch (err) {
      if (pgError(err)?.code === '23505') throw conflict(ErrorCode.StaffAlreadyMember, 'you are on this company\'s staff already')
      throw err
    }
    return ok((await invitationDocs([row]))[0])
  })

  // ---- the visitor's side: share requests ----

  app.get('/user/lead/requests', {
    schema: { querystring: strict({ status: z.enum(['pending', 'answered', 'all']).optional(), lang: language.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const status = q.status ?? 'pending'
    const where = and(eq(leads.user_id, me._id), status === 'pending' ? eq(leads.consent, 'pending') : status === 'answered' ? inArray(leads.consent, ['granted', 'declined']) : inArray(leads.consent, ['pending', 'granted', 'declined']))
    const total = await countWhere(db, leads, where)
    const rows = await db.select().from(leads).where(where).orderBy(desc(leads.updated), desc(leads._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const ids = [...new Set(rows.map((r) => r.enterprise_id))]
    const companies = ids.length ? await db.select().from(enterprises).where(inArray(enterprises._id, ids)) : []
    return ok(rows.map((r) => {
      const e = companies.find((c) => c._id === r.enterprise_id)
      return { _id: r._id, enterprise_id: r.enterprise_id, meeting_id: r.meeting_id, company: e ? companyTitle(e, q.lang) : '', logo: e ? companyLogo(e) : '', consent: r.consent, created: r.created, answered: r.answered }
    }), total)
  })

  app.put('/user/lead/requests/:id', {
    schema: { params: strict({ id: objectId }), body: strict({ answer: z.enum(['granted', 'declined']) }) },
  }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(leads).where(eq(leads._id, request.params.id)).limit(1)
    if (!row) throw notFound('share request')
    if (row.user_id !== me._id) throw forbidden('this request is not addressed to you')
    // Contacting a company (appointment, question) shared the card by itself: nothing to answer.
    if (row.consent === 'contacted') throw conflict(ErrorCode.ValidationFailed, 'you contacted this company: your card is shared with it')
    const [saved] = await db.update(leads).set({ consent: request.body.answer, answered: nowSeconds() }).where(eq(leads._id, row._id)).returning()
    return ok({ _id: saved._id, consent: saved.consent, answered: saved.answered })
  })
}
