/**
 * Live chat (SPEC §7 lives): GET /lives/{id}/chats lists messages oldest first (`since` = unix seconds, `limit`, `skip`;
 * the latest `limit` when no `since`), readable by whoever may read the meeting and watch the live; POST /lives/{id}/chats
 * `{ content }` posts one (token, permission to watch, 1–200 characters, sensitive content → 4300 with its category,
 * at most 10 messages a minute per person → 429 "do not operate frequently"). /chats/count is in lives.ts.
 */
import { and, desc, eq, gte } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { liveChats } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { ApiError, ErrorCode, forbidden } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { personDoc, personDocs } from '../accounts/users'
import { int, objectId, strict, text } from '../../lib/validation'
import { livePermission, loadLive } from './liveAccess'

export const CHAT_MAX_LENGTH = 200
const CHATS_PER_MINUTE = 10

type ChatRow = typeof liveChats.$inferSelect

export default async function liveChatRoutes(app: App, { db }: Context): Promise<void> {
  async function watchableLive(request: FastifyRequest, liveId: string) {
    const live = await loadLive(db, liveId)
    await allowRead(db, request, live.meeting_id)
    const permission = await livePermission(db, request, live)
    if (!permission.allowed) throw forbidden(`no permission to this live (${permission.reason})`)
    return live
  }

  async function chatDocs(rows: ChatRow[]) {
    const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is string => Boolean(id)))]
    const authors = await personDocs(db, ids)
    // A chat line without an author (a system line) keeps an unnamed person.
    return rows.map(({ deleted: _deleted, ...row }) => ({ ...row, user: row.user_id ? authors.get(row.user_id)! : personDoc('', undefined) }))
  }

  app.get('/lives/:id/chats', {
    config: { auth: 'guest' },
    schema: { params: strict({ id: objectId }), querystring: strict({ since: int(0).optional(), ...page }) },
  }, async (request) => {
    const live = await watchableLive(request, request.params.id)
    const q = request.query
    const where = and(eq(liveChats.live_id, live._id), eq(liveChats.deleted, 0), q.since !== undefined ? gte(liveChats.created, q.since) : undefined)
    const total = await countWhere(db, liveChats, where)
    // Newest `limit` (after `skip`), then shown oldest first as a chat reads.
    const rows = await db.select().from(liveChats).where(where).orderBy(desc(liveChats.created), desc(liveChats._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(await chatDocs(rows.reverse()), total)
  })

  app.post('/lives/:id/chats', {
    schema: { params: strict({ id: objectId }), body: strict({ content: text(CHAT_MAX_LENGTH, 1) }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    const live = await watchableLive(request, request.params.id)
    rejectSensitive({ content: request.body.content })
    // A comfort limit (read, then write): a burst of parallel posts may pass it by a few; the length and content rules are exact.
    const recent = await countWhere(db, liveChats, and(eq(liveChats.live_id, live._id), eq(liveChats.user_id, me._id), gte(liveChats.created, nowSeconds() - 60)))
    if (recent >= CHATS_PER_MINUTE) throw new ApiError(429, ErrorCode.TooFrequent, 'do not operate frequently: too many messages, wait a moment')
    const [row] = await db.insert(liveChats).values({ _id: newId(), live_id: live._id, user_id: me._id, content: request.body.content }).returning()
    reply.status(201)
    return ok((await chatDocs([row]))[0])
  })
}
