/**
 * A user's consent that a meeting's organiser may use their data (SPEC §7 Meetings: POST/GET /demand/meetings/authorization):
 *   POST { meeting_id, scopes? (profile, contact; default profile) } records it (again: the scopes are replaced) → 201
 *   GET  ?meeting_id (&user_id for organisers) → { meeting_id, user_id, authorized 0|1, scopes, created }
 */
import { and, eq } from 'drizzle-orm'
import { meetingAuthorizations, meetings } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { recordConsent } from '../my/consents'
import { ok, type App, type Context } from '../../http/http'
import { objectId, strict, z } from '../../lib/validation'

const scope = z.enum(['profile', 'contact'])

export default async function meetingAuthorizationRoutes(app: App, { db }: Context): Promise<void> {
  app.post('/demand/meetings/authorization', {
    schema: { body: strict({ meeting_id: objectId, scopes: z.array(scope).min(1).max(2).optional() }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    const [meeting] = await db.select({ _id: meetings._id }).from(meetings).where(and(eq(meetings._id, request.body.meeting_id), eq(meetings.deleted, 0))).limit(1)
    if (!meeting) throw notFound('meeting')
    const scopes = [...new Set(request.body.scopes ?? ['profile'])]
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(meetingAuthorizations).values({ meeting_id: meeting._id, user_id: me._id, scopes, created: nowSeconds() })
        .onConflictDoUpdate({ target: [meetingAuthorizations.meeting_id, meetingAuthorizations.user_id], set: { scopes, created: nowSeconds() } }).returning()
      // The consent log (issue 16): every decision is a row of its own, with what was shared.
      await recordConsent(tx, me._id, 'meeting_authorization', { targetId: meeting._id, detail: { scopes } })
      return saved
    })
    reply.status(201)
    return ok({ ...row, authorized: 1 })
  })

  app.get('/demand/meetings/authorization', {
    schema: { querystring: strict({ meeting_id: objectId, user_id: objectId.optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    const userId = request.query.user_id ?? me._id
    if (userId !== me._id && !me.roles.includes('organizer')) throw forbidden('you can only see your own authorisation')
    const [row] = await db.select().from(meetingAuthorizations)
      .where(and(eq(meetingAuthorizations.meeting_id, request.query.meeting_id), eq(meetingAuthorizations.user_id, userId))).limit(1)
    return ok(row ? { ...row, authorized: 1 } : { meeting_id: request.query.meeting_id, user_id: userId, authorized: 0, scopes: [], created: null })
  })
}
