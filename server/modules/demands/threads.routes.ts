/**
 * The meeting's discussion board (/meeting/thread/list; the thread itself with ?thread_id=):
 * GET /threads (meeting_id or _id, newest first), POST /threads, GET/POST /threads/{id}/replies,
 * POST/DELETE /threads/{id}/likes, POST /threads/{id}/reports.
 * Reading follows the meeting's guest rule (SPEC §6); posting a thread or a reply needs a signed-in participant of the
 * meeting (4116), content 1–500 characters, sensitive content refused with its category (4300), at most
 * THREADS_PER_MINUTE posts and replies a minute (429 / 4290). Likes and reports need a signed-in user; a report is
 * one per person and item (409 / 4302 the second time).
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pgError } from '../../db/client'
import { likes, threadReplies, threadReports, threads } from '../../db/schema'
import { allowRead, requireParticipant } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { ApiError, conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { rejectWechatRisky } from '../moderation/wechatTextCheck'
import { personDocs } from '../accounts/users'
import { objectId, strict, text, z } from '../../lib/validation'

type ThreadRow = typeof threads.$inferSelect

/** SPEC §9: posts and replies are at most this many characters. */
export const THREAD_TEXT_MAX = 500
/** SPEC §8 "do not operate frequently": posts and replies per person per minute. */
export const THREADS_PER_MINUTE = 5
export const REPORT_REASONS = ['spam', 'abuse', 'false', 'other'] as const

/** Counted in characters (code points, as the client counts them): an emoji is one. */
const content = text(THREAD_TEXT_MAX * 2, 1).refine((t) => [...t].length <= THREAD_TEXT_MAX, `at most ${THREAD_TEXT_MAX} characters`)

const authors = personDocs

/** Threads as the board shows them: the author, reply and like counts, and whether the viewer liked each. */
export async function threadDocs(db: Tx, rows: ThreadRow[], viewer?: string) {
  if (!rows.length) return []
  const ids = rows.map((r) => r._id)
  const people = await authors(db, rows.map((r) => r.user_id))
  const replies = await db.select({ id: threadReplies.thread_id, n: sql<number>`count(*)::int` }).from(threadReplies)
    .where(and(inArray(threadReplies.thread_id, ids), eq(threadReplies.deleted, 0))).groupBy(threadReplies.thread_id)
  const likeWhere = and(eq(likes.kind, 'like'), eq(likes.target_type, 'thread'), inArray(likes.target_id, ids))
  const likeCounts = await db.select({ id: likes.target_id, n: sql<number>`count(*)::int` }).from(likes).where(likeWhere).groupBy(likes.target_id)
  const liked = viewer
    ? new Set((await db.select({ id: likes.target_id }).from(likes).where(and(likeWhere, eq(likes.user_id, viewer)))).map((r) => r.id))
    : new Set<string>()
  return rows.map((row) => ({
    _id: row._id,
    meeting_id: row.meeting_id,
    user_id: row.user_id,
    content: String((row.doc as { content?: string }).content ?? ''),
    created: row.created,
    user: people.get(row.user_id)!,
    reply_total: replies.find((r) => r.id === row._id)?.n ?? 0,
    like_total: likeCounts.find((r) => r.id === row._id)?.n ?? 0,
    liked: liked.has(row._id) ? 1 as const : 0 as const,
    mine: viewer === row.user_id ? 1 as const : 0 as const,
  }))
}

export default async function threadRoutes(app: App, { db, wechat }: Context): Promise<void> {
  async function loadThread(id: string): Promise<ThreadRow> {
    const [row] = await db.select().from(threads).where(and(eq(threads._id, id), eq(threads.deleted, 0))).limit(1)
    if (!row) throw notFound('thread')
    return row
  }

  async function tooFrequent(userId: string) {
    const since = nowSeconds() - 60
    const posts = await countWhere(db, threads, and(eq(threads.user_id, userId), gte(threads.created, since)))
    const answers = await countWhere(db, threadReplies, and(eq(threadReplies.user_id, userId), gte(threadReplies.created, since)))
    if (posts + answers >= THREADS_PER_MINUTE) throw new ApiError(429, ErrorCode.TooFrequent, 'do not operate frequently: wait a minute before posting again')
  }

  app.get('/threads', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId.optional(), _id: objectId.optional(), ...page }) },
  }, async (request) => {
    const q = request.query
    const viewer = request.user?._id
    if (q._id) {
      const rows = await db.select().from(threads).where(and(eq(threads._id, q._id), eq(threads.deleted, 0))).limit(1)
      if (!rows.length) throw notFound('thread')
      await allowRead(db, request, rows[0].meeting_id)
      return ok(await threadDocs(db, rows, viewer), 1)
    }
    if (!q.meeting_id) throw new ApiError(400, ErrorCode.ValidationFailed, 'meeting_id or _id is required')
    await allowRead(db, request, q.meeting_id)
    const where = and(eq(threads.meeting_id, q.meeting_id), eq(threads.deleted, 0))
    const total = await countWhere(db, threads, where)
    const rows = await db.select().from(threads).where(where).orderBy(desc(threads.created), desc(threads._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await threadDocs(db, rows, viewer), total)
  })

  app.post('/threads', { schema: { body: strict({ meeting_id: objectId, content }) } }, async (request, reply) => {
    const me = requireUser(request)
    const b = request.body
    await requireParticipant(db, me._id, b.meeting_id)
    rejectSensitive({ content: b.content })
    await rejectWechatRisky(db, wechat, { userId: me._id, fields: { content: b.content }, scene: 3 }, request.log)
    await tooFrequent(me._id)
    const [row] = await db.insert(threads).values({ _id: newId(), meeting_id: b.meeting_id, user_id: me._id, doc: { content: b.content }, created: nowSeconds() }).returning()
    reply.status(201)
    return ok((await threadDocs(db, [row], me._id))[0])
  })

  app.get('/threads/:id/replies', {
    config: { auth: 'guest' },
    schema: { params: strict({ id: objectId }), querystring: strict({ ...page }) },
  }, async (request) => {
    const thread = await loadThread(request.params.id)
    await allowRead(db, request, thread.meeting_id)
    const where = and(eq(threadReplies.thread_id, thread._id), eq(threadReplies.deleted, 0))
    const total = await countWhere(db, threadReplies, where)
    // Oldest first: a conversation reads top to bottom.
    const rows = await db.select().from(threadReplies).where(where).orderBy(asc(threadReplies.created), asc(threadReplies._id))
      .limit(request.query.limit ?? 20).offset(request.query.skip ?? 0)
    const people = await authors(db, rows.map((r) => r.user_id))
    return ok(rows.map(({ deleted: _d, ...r }) => ({ ...r, user: people.get(r.user_id)! })), total)
  })

  app.post('/threads/:id/replies', { schema: { params: strict({ id: objectId }), body: strict({ content }) } }, async (request, reply) => {
    const me = requireUser(request)
    const thread = await loadThread(request.params.id)
    await requireParticipant(db, me._id, thread.meeting_id)
    rejectSensitive({ content: request.body.content })
    await rejectWechatRisky(db, wechat, { userId: me._id, fields: { content: request.body.content }, scene: 2 }, request.log)
    await tooFrequent(me._id)
    const [row] = await db.insert(threadReplies).values({ _id: newId(), thread_id: thread._id, user_id: me._id, content: request.body.content, created: nowSeconds() }).returning()
    reply.status(201)
    const { deleted: _d, ...rest } = row
    return ok({ ...rest, user: (await authors(db, [me._id])).get(me._id) })
  })

  const ofThread = (threadId: string) => and(eq(likes.kind, 'like'), eq(likes.target_type, 'thread'), eq(likes.target_id, threadId))
  async function likeState(threadId: string, userId: string) {
    const like_total = await countWhere(db, likes, ofThread(threadId))
    const [mine] = await db.select({ _id: likes._id }).from(likes).where(and(ofThread(threadId), eq(likes.user_id, userId))).limit(1)
    return { thread_id: threadId, liked: mine ? 1 : 0, like_total }
  }
  app.post('/threads/:id/likes', { schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request, reply) => {
    const me = requireUser(request)
    await loadThread(request.params.id)
    await db.insert(likes).values({ _id: newId(), kind: 'like', target_type: 'thread', target_id: request.params.id, user_id: me._id }).onConflictDoNothing()
    reply.status(201)
    return ok(await likeState(request.params.id, me._id))
  })
  app.delete('/threads/:id/likes', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    await db.delete(likes).where(and(ofThread(request.params.id), eq(likes.user_id, me._id)))
    return ok(await likeState(request.params.id, me._id))
  })

  app.post('/threads/:id/reports', {
    schema: { params: strict({ id: objectId }), body: strict({ reason: z.enum(REPORT_REASONS), reply_id: objectId.optional() }) },
  }, async (request, reply) => {
    const me = requireUser(request)
    const thread = await loadThread(request.params.id)
    const replyId = request.body.reply_id
    if (replyId) {
      const [row] = await db.select({ _id: threadReplies._id }).from(threadReplies)
        .where(and(eq(threadReplies._id, replyId), eq(threadReplies.thread_id, thread._id), eq(threadReplies.deleted, 0))).limit(1)
      if (!row) throw notFound('reply')
    }
    try {
      await db.insert(threadReports).values({
        _id: newId(), target_type: replyId ? 'reply' : 'thread', target_id: replyId ?? thread._id, thread_id: thread._id, user_id: me._id, reason: request.body.reason,
      })
    } catch (err) {
      if (pgError(err)?.code === '23505') throw conflict(ErrorCode.CommentExists, 'you have already reported this')
      throw err
    }
    reply.status(201)
    return ok({ reported: 1 })
  })
}
