/**
 * Connections (SPEC §4, §6, §7): GET/POST /user/friends, GET/POST /user/friend/applications,
 * DELETE /user/friend/applications/{id} (lists narrowed to one person by `with_user`);
 * GET /user/friends?with_user tells whether we are connected. Application: submitted → accepted | ignored | cancelled.
 * Special-identity users cannot exchange cards (4301). Friends see each other's contact details.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { friendApplications, friends, users } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { recordConsent } from '../my/consents'
import { ApiError, badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { userDoc } from '../accounts/users'
import { objectId, strict, text, z } from '../../lib/validation'

const specialIdentity = () => new ApiError(403, ErrorCode.SpecialIdentity, 'special-identity users cannot exchange business cards')

export default async function friendRoutes(app: App, { db }: Context): Promise<void> {
  // `with_user`: only that person, if we are connected (a card screen asks; friends may also come from the seed or an admin).
  app.get('/user/friends', { schema: { querystring: strict({ with_user: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const where = and(eq(friends.user_id, me._id), request.query.with_user ? eq(friends.friend_id, request.query.with_user) : undefined)
    const total = await countWhere(db, friends, where)
    const rows = await db.select({ user: users }).from(friends).innerJoin(users, eq(users._id, friends.friend_id))
      .where(where).orderBy(desc(friends.created), friends.friend_id).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(rows.map((r) => userDoc(r.user, true)), total)
  })

  app.post('/user/friend/applications', {
    schema: { body: strict({ friend_id: objectId, reason: text(200).optional() }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    const { friend_id, reason } = request.body
    if (friend_id === me._id) throw badRequest(ErrorCode.ValidationFailed, 'you cannot add yourself')
    const [other] = await db.select().from(users).where(and(eq(users._id, friend_id), eq(users.deleted, 0))).limit(1)
    if (!other) throw notFound('user')
    if (me.special_identity || other.special_identity) throw specialIdentity()
    if (reason) rejectSensitive({ reason })
    const [already] = await db.select({ u: friends.user_id }).from(friends).where(and(eq(friends.user_id, me._id), eq(friends.friend_id, friend_id))).limit(1)
    if (already) throw conflict(ErrorCode.ValidationFailed, 'you are already connected')
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx.insert(friendApplications).values({ _id: newId(), user_id: me._id, friend_id, reason: reason || null }).returning()
        // The consent log (issue 16): my card (contact details) goes to this person once they accept.
        await recordConsent(tx, me._id, 'card_sharing', { targetId: friend_id, detail: { via: 'friend_application' } })
        return saved
      })
      reply.status(201)
      return ok(row)
    } catch (err) {
      if (pgError(err)?.code === '23505') throw conflict(ErrorCode.ValidationFailed, 'you have already applied; wait for an answer')
      throw err
    }
  })

  app.get('/user/friend/applications', {
    // `with_user`: only those with this person (a card screen asks whether a request is pending either way).
    schema: { querystring: strict({ type: z.enum(['received', 'sent']).optional(), status: z.enum(['submitted', 'cancelled', 'ignored', 'accepted']).optional(), with_user: objectId.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const sent = q.type === 'sent'
    const where = and(sent ? eq(friendApplications.user_id, me._id) : eq(friendApplications.friend_id, me._id), q.status ? eq(friendApplications.status, q.status) : undefined,
      q.with_user ? (sent ? eq(friendApplications.friend_id, q.with_user) : eq(friendApplications.user_id, q.with_user)) : undefined)
    const total = await countWhere(db, friendApplications, where)
    const rows = await db.select().from(friendApplications).where(where).orderBy(desc(friendApplications.created), desc(friendApplications._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    const otherIds = [...new Set(rows.map((r) => (sent ? r.friend_id : r.user_id)))]
    const others = otherIds.length ? await db.select().from(users).where(inArray(users._id, otherIds)) : []
    return ok(rows.map((r) => {
      const other = others.find((u) => u._id === (sent ? r.friend_id : r.user_id))
      return { ...r, user: other ? userDoc(other, false) : null }
    }), total)
  })

  // Accept (default) or ignore an application addressed to me.
  app.post('/user/friends', {
    // By application, or by the applicant (`friend_id`: their submitted application to me).
    schema: {
      body: strict({ application_id: objectId.optional(), friend_id: objectId.optional(), status: z.enum(['accepted', 'ignored']).optional() })
        .refine((b) => Boolean(b.application_id) !== Boolean(b.friend_id), 'give application_id or friend_id'),
    },
  }, async (request, reply) => {
    const me = requireUser(request)
    const next = request.body.status ?? 'accepted'
    const { application_id, friend_id } = request.body
    const saved = await db.transaction(async (tx) => {
      const [application] = await tx.select().from(friendApplications)
        .where(application_id ? eq(friendApplications._id, application_id)
          : and(eq(friendApplications.user_id, friend_id!), eq(friendApplications.friend_id, me._id), eq(friendApplications.status, 'submitted')))
        .for('update').limit(1)
      if (!application) throw notFound('friend application')
      if (application.friend_id !== me._id) throw forbidden('this application is not addressed to you')
      if (application.status !== 'submitted') throw conflict(ErrorCode.ValidationFailed, `this application is ${application.status}`)
      if (next === 'accepted') {
        const [applicant] = await tx.select({ special: users.special_identity }).from(users).where(eq(users._id, application.user_id)).limit(1)
        if (me.special_identity || applicant?.special) throw specialIdentity()
        await tx.insert(friends).values([{ user_id: me._id, friend_id: application.user_id }, { user_id: application.user_id, friend_id: me._id }]).onConflictDoNothing()
        await recordConsent(tx, me._id, 'card_sharing', { targetId: application.user_id, detail: { via: 'accepted_application' } })
        // Any application the other way is settled too.
        await tx.update(friendApplications).set({ status: 'accepted' })
          .where(and(eq(friendApplications.user_id, me._id), eq(friendApplications.friend_id, application.user_id), eq(friendApplications.status, 'submitted')))
      }
      const [row] = await tx.update(friendApplications).set({ status: next }).where(eq(friendApplications._id, application._id)).returning()
      return row
    })
    reply.status(next === 'accepted' ? 201 : 200)
    return ok(saved)
  })

  app.delete('/user/friend/applications/:id', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(friendApplications).where(eq(friendApplications._id, request.params.id)).limit(1)
    if (!row) throw notFound('friend application')
    if (row.user_id !== me._id) throw forbidden('only the applicant can cancel an application')
    const [saved] = await db.update(friendApplications).set({ status: 'cancelled' })
      .where(and(eq(friendApplications._id, row._id), eq(friendApplications.status, 'submitted'))).returning()
    if (!saved) throw conflict(ErrorCode.ValidationFailed, `this application is ${row.status}`)
    return ok(saved)
  })

}
