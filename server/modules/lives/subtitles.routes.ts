/**
 * What a live leaves in words (SPEC §7): GET /lives/{id}/subtitles and /subtitles?live_id= (per language, from an
 * offset), /lives/{id}/minutes (the minutes of an ended live), /lives/{id}/chats/count and /chats/count?live_id=.
 * Only those who may watch the live read its subtitles and minutes.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { liveChats, liveMinutes, liveSubtitles } from '../../db/schema'
import { ensureMinutes, minutesIn, type MinutesRow } from './minutes'
import { allowRead } from '../meetings/access'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { int, language, objectId, strict } from '../../lib/validation'
import { loadLive, requireWatching } from './liveAccess'

export default async function subtitleRoutes(app: App, { db }: Context): Promise<void> {
  const idParams = strict({ id: objectId })
  const subtitleQuery = { language: language.optional(), since: int(0).optional(), ...page }
  async function subtitles(request: FastifyRequest, liveId: string, q: { language?: 'zh' | 'en' | 'ja' | 'ko'; since?: number; limit?: number; skip?: number }) {
    const live = await loadLive(db, liveId)
    await allowRead(db, request, live.meeting_id)
    await requireWatching(db, request, live)
    const where = and(eq(liveSubtitles.live_id, live._id), q.since !== undefined ? gt(liveSubtitles.offset, q.since) : undefined)
    const total = await countWhere(db, liveSubtitles, where)
    const rows = await db.select().from(liveSubtitles).where(where).orderBy(asc(liveSubtitles.offset), asc(liveSubtitles._id)).limit(q.limit ?? 100).offset(q.skip ?? 0)
    return ok(rows.map((r) => {
      const text = (r.doc as { text?: Record<string, string> }).text ?? {}
      // One language: the translation, else the line as spoken (a line not translated yet still shows).
      const one = q.language ? (text[q.language] || (r.language ? text[r.language] : undefined) || '') : undefined
      return {
        _id: r._id, live_id: r.live_id, offset: r.offset, end: r.end_offset ?? null, spoken: r.language ?? null,
        text: q.language ? one : text,
        ...(q.language ? { language: text[q.language] ? q.language : r.language ?? q.language } : {}),
      }
    }), total)
  }

  // The minutes of an ended live (modules/lives/minutes.ts), written on first ask when the job has not yet: status
  // 'none' (not ended, or nothing was said), 'pending' (being written), 'ready' with summary, key points, decisions, Q&A.
  app.get('/lives/:id/minutes', { config: { auth: 'guest' }, schema: { params: idParams, querystring: strict({ language: language.optional() }) } }, async (request) => {
    const live = await loadLive(db, request.params.id)
    await allowRead(db, request, live.meeting_id)
    await requireWatching(db, request, live)
    let row: MinutesRow | null = null
    try {
      row = await ensureMinutes(db, live._id, nowSeconds())
    } catch (err) {
      request.log.warn({ err }, 'minutes could not be written')
    }
    if (!row) {
      const [pending] = await db.select({ status: liveMinutes.status }).from(liveMinutes).where(eq(liveMinutes.live_id, live._id)).limit(1)
      return ok({ live_id: live._id, status: pending ? 'pending' : 'none' })
    }
    const lang = request.query.language ?? 'en'
    return ok({ live_id: live._id, status: 'ready', source: row.source, created: row.created, ...minutesIn(row, lang) })
  })
  app.get('/lives/:id/subtitles', { config: { auth: 'guest' }, schema: { params: idParams, querystring: strict(subtitleQuery) } },
    (request) => subtitles(request, request.params.id, request.query))
  // SPEC §7 also names them without the live in the path: GET /subtitles?live_id=, GET /chats/count?live_id=.
  app.get('/subtitles', { config: { auth: 'guest' }, schema: { querystring: strict({ live_id: objectId, ...subtitleQuery }) } },
    (request) => subtitles(request, request.query.live_id, request.query))

  async function chatCount(request: FastifyRequest, liveId: string) {
    const live = await loadLive(db, liveId)
    await allowRead(db, request, live.meeting_id)
    const total = await countWhere(db, liveChats, and(eq(liveChats.live_id, live._id), eq(liveChats.deleted, 0)))
    return ok({ total }, total)
  }
  app.get('/lives/:id/chats/count', { config: { auth: 'guest' }, schema: { params: idParams } }, (request) => chatCount(request, request.params.id))
  app.get('/chats/count', { config: { auth: 'guest' }, schema: { querystring: strict({ live_id: objectId }) } }, (request) => chatCount(request, request.query.live_id))
}
