/** GET /users, PUT /users/{id}, PUT /users/{id}/email: profiles, and the set-once phone / e-mail rules of SPEC §5. */
import { and, eq, ne } from 'drizzle-orm'
import { userMeetings, users } from '../../db/schema'
import { pendingDeletion } from '../my/accountDeletion'
import { requireUser } from '../../http/auth'
import { verifyCode } from './codes'
import { ApiError, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { areFriends, exhibitorsOf, userDoc } from './users'
import { areaCode, boolish, email, flag, imageUrl, language, nameText, objectId, phone, strict, text, z } from '../../lib/validation'

const code = z.string().trim().regex(/^\d{4,8}$/, 'code must be 4 to 8 digits')

export default async function userRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/users', {
    schema: { querystring: strict({ _id: objectId.optional(), with_exhibitor: boolish.optional(), with_wechat_credentials: boolish.optional(), meeting_id: objectId.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const id = request.query._id ?? me._id
    const [row] = await db.select().from(users).where(eq(users._id, id)).limit(1)
    if (!row) throw notFound('user')
    const self = id === me._id
    const doc = userDoc(row, self || (await areFriends(db, me._id, id)))
    if (request.query.with_exhibitor) doc.exhibitor = (await exhibitorsOf(db, [id])).get(id) ?? null
    if (!self || !request.query.with_wechat_credentials) delete doc.wechat_credentials
    // One's own profile within a meeting (PUT /users/{id}/meetings/{mid}, modules/accounts/accounts.routes.ts).
    if (self && request.query.meeting_id) {
      const [inMeeting] = await db.select().from(userMeetings).where(and(eq(userMeetings.user_id, id), eq(userMeetings.meeting_id, request.query.meeting_id))).limit(1)
      doc.meeting = { meeting_id: request.query.meeting_id, ...(inMeeting?.doc ?? {}) }
    }
    // My own account while its deletion is pending (issue 16): the hub says when, and offers to keep it.
    if (self) {
      const pending = await pendingDeletion(db, id)
      if (pending) doc.account_deletion_due = pending.due
    }
    if (row.deleted) doc.deleted = 1
    return ok([doc], 1)
  })

  app.put('/users/:id', {
    schema: {
      params: strict({ id: objectId }),
      body: strict({
        username: nameText(40, 1).optional(),
        avatar: imageUrl().or(z.literal('')).optional(),
        work: strict({ title: nameText(80).optional(), company: nameText(120).optional() }).optional(),
        industries: z.array(objectId).max(999).optional(),
        industry_category_id: objectId.optional(),
        contact_wechat: text(64).optional(),
        contact_email: email.optional(),
        language: language.optional(),
        /** 1 = appear in the connections list (SPEC §6). */
        show_in_connections: flag.optional(),
        phone: phone.optional(),
        area_code: areaCode.optional(),
        code: code.optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    if (request.params.id !== me._id) throw forbidden('you can only edit your own profile')
    const { phone: newPhone, area_code, code: verifyCodeValue, ...profile } = request.body
    // Codes are checked outside the transaction so that wrong guesses are counted.
    if (newPhone) {
      const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users._id, me._id)).limit(1)
      if (current?.phone) throw conflict(ErrorCode.AccountFieldLocked, 'this account already has a phone number')
      const [usedElsewhere] = await db.select({ _id: users._id }).from(users).where(and(eq(users.phone, newPhone), ne(users._id, me._id))).limit(1)
      if (usedElsewhere) throw conflict(ErrorCode.AccountPhoneTaken, 'this phone number is used by another account')
      if (verifyCodeValue) await verifyCode(db, 'sms', newPhone, verifyCodeValue, true)
    }
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users._id, me._id)).limit(1)
      const set: Partial<typeof users.$inferInsert> = { doc: { ...row.doc, ...profile } }
      if (newPhone) {
        if (row.phone) throw conflict(ErrorCode.AccountFieldLocked, 'this account already has a phone number')
        if (!verifyCodeValue) throw new ApiError(400, ErrorCode.CodeInvalid, 'verification code required')
        const [taken] = await tx.select({ _id: users._id }).from(users).where(and(eq(users.phone, newPhone), ne(users._id, me._id))).limit(1)
        if (taken) throw conflict(ErrorCode.AccountPhoneTaken, 'this phone number is used by another account')
        set.phone = newPhone
        set.area_code = area_code ?? '86'
      }
      const [saved] = await tx.update(users).set(set).where(eq(users._id, me._id)).returning()
      return saved
    })
    return ok(userDoc(updated, true))
  })

  app.put('/users/:id/email', { schema: { params: strict({ id: objectId }), body: strict({ email, code }) } }, async (request) => {
    const me = requireUser(request)
    if (request.params.id !== me._id) throw forbidden('you can only edit your own e-mail')
    const [current] = await db.select({ email: users.email }).from(users).where(eq(users._id, me._id)).limit(1)
    if (current?.email) throw conflict(ErrorCode.AccountFieldLocked, 'this account already has an e-mail address')
    const [usedElsewhere] = await db.select({ _id: users._id }).from(users).where(and(eq(users.email, request.body.email), ne(users._id, me._id))).limit(1)
    if (usedElsewhere) throw conflict(ErrorCode.AccountEmailTaken, 'this e-mail address is used by another account')
    await verifyCode(db, 'mail', request.body.email, request.body.code, true)
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users._id, me._id)).limit(1)
      if (row.email) throw conflict(ErrorCode.AccountFieldLocked, 'this account already has an e-mail address')
      const [taken] = await tx.select({ _id: users._id }).from(users).where(and(eq(users.email, request.body.email), ne(users._id, me._id))).limit(1)
      if (taken) throw conflict(ErrorCode.AccountEmailTaken, 'this e-mail address is used by another account')
      const [saved] = await tx.update(users).set({ email: request.body.email }).where(eq(users._id, me._id)).returning()
      return saved
    })
    return ok(userDoc(updated, true))
  })
}
