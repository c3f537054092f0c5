/**
 * Company/provider calls (SPEC §7). A provider is the organisation that runs a meeting's activities and brings exhibitors
 * (the meeting's `activity_provider_id`); its staff are users whose `provider_id` is it, the exhibitors it brought are
 * enterprises whose `provider_id` is it. Readable by the provider's staff and organisers (403 otherwise).
 *   GET /provider/users      (provider_id? = the meeting's, meeting_id?) the provider's staff
 *   GET /provider/exhibitors (provider_id, exhibitor_id?) the provider's exhibitors; with exhibitor_id, that one if it is theirs
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { AuthUser } from '../../http/auth'
import { enterprises, meetings, users } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { ApiError, ErrorCode, forbidden, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { userDoc } from '../accounts/users'
import { objectId, strict } from '../../lib/validation'

export default async function providerRoutes(app: App, { db }: Context): Promise<void> {
  async function requireProviderReader(me: AuthUser, providerId: string) {
    if (me.roles.includes('organizer')) return
    const [row] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, me._id)).limit(1)
    if ((row?.doc as { provider_id?: string })?.provider_id !== providerId) throw forbidden('only the provider\'s staff and organisers may see this')
  }

  async function providerOf(providerId: string | undefined, meetingId: string | undefined): Promise<string> {
    if (providerId) return providerId
    if (!meetingId) throw new ApiError(400, ErrorCode.ValidationFailed, 'provider_id or meeting_id is needed')
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
    if (!meeting) throw notFound('meeting')
    const id = (meeting.doc as { activity_provider_id?: string }).activity_provider_id
    if (!id) throw notFound('provider of this meeting')
    return id
  }

  app.get('/provider/users', { schema: { querystring: strict({ provider_id: objectId.optional(), meeting_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const providerId = await providerOf(request.query.provider_id, request.query.meeting_id)
    await requireProviderReader(me, providerId)
    const where = and(eq(users.deleted, 0), sql`${users.doc} ->> 'provider_id' = ${providerId}`)
    const total = await countWhere(db, users, where)
    const rows = await db.select().from(users).where(where).orderBy(asc(users.created), asc(users._id)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    // Colleagues see each other's work contact details; the list is closed to others anyway.
    return ok(rows.map((r) => ({ ...userDoc(r, true), provider_id: providerId })), total)
  })

  app.get('/provider/exhibitors', {
    schema: { querystring: strict({ provider_id: objectId, exhibitor_id: objectId.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    await requireProviderReader(me, q.provider_id)
    const where = and(eq(enterprises.deleted, 0), sql`${enterprises.doc} ->> 'provider_id' = ${q.provider_id}`, q.exhibitor_id ? eq(enterprises._id, q.exhibitor_id) : undefined)
    const total = await countWhere(db, enterprises, where)
    const rows = await db.select().from(enterprises).where(where).orderBy(desc(enterprises.weight), asc(enterprises._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    // The binding code is a secret of the exhibitor (questions.ts never returns it either).
    return ok(rows.map((r) => toDoc(r, ['deleted', 'bind_code', 'user_id'])), total)
  })
}
