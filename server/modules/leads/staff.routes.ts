/**
 * A company's lead-capture staff (issue 16): the bound exhibitor invites people by phone or by a code to share, and
 * removes them; the invited see and accept their invitations.
 *   GET    /exhibitor/staff (enterprise_id)            the bound exhibitor: invitations and staff
 *   POST   /exhibitor/staff { enterprise_id, phone? }  the bound exhibitor invites (by phone, or a code to share): 201 `{ _id, code, phone, status }`
 *   DELETE /exhibitor/staff/{id}                       the bound exhibitor withdraws an invitation or removes a member
 *   GET    /exhibitor/staff/invitations                open invitations to my phone
 *   POST   /exhibitor/staff/accept { code }            I join the company's staff; 4183 unknown / not mine, 4184 already in
 */
import crypto from 'node:crypto'
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { enterpriseStaff, enterprises, users } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { companyLogo, companyTitle, leadCompany } from './leads'
import { personDoc } from '../accounts/users'
import { language, mainlandMobile, objectId, strict, text } from '../../lib/validation'

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const inviteCode = () => Array.from(crypto.randomBytes(8), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('')

export default async function leadStaffRoutes(app: App, { db }: Context): Promise<void> {
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
}
