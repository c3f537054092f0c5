/**
 * Votes (SPEC §7, §8): GET /vote/get, /vote/player/get, /vote/answer/list, POST /vote/answer/add, DELETE /vote/answer/delete.
 * Limits: 12003 voting ended, 12000 the person's votes used up, 12001 today's votes used up. Each limit is one
 * conditional upsert on vote_tallies (`… on conflict do update … where total < limit returning`) inside the vote's
 * transaction, so concurrent votes never pass a limit; a refused vote rolls the whole transaction back.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { meetings, voteAnswers, votePlayers, votes, voteTallies } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { ApiError, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { boolish, objectId, strict, z } from '../../lib/validation'
import { zoneDay } from '../../lib/zoneDay'

type VoteRow = typeof votes.$inferSelect


const ended = () => new ApiError(400, ErrorCode.VoteEnded, 'voting has ended')

async function loadVote(db: Tx, id: string): Promise<VoteRow & { timezone: string }> {
  const [row] = await db.select({ vote: votes, timezone: sql<string | null>`${meetings.doc} ->> 'timezone'` })
    .from(votes).leftJoin(meetings, eq(meetings._id, votes.meeting_id)).where(eq(votes._id, id)).limit(1)
  if (!row || row.vote.deleted) throw notFound('vote')
  return { ...row.vote, timezone: row.timezone || 'Asia/Shanghai' }
}

/** Raises one counter by 1 unless it reached `limit` (0 = unlimited); false when the limit is reached. */
async function bump(tx: Tx, voteId: string, userId: string, day: string, limit: number): Promise<boolean> {
  const guard = limit > 0 ? sql`where ${voteTallies.total} < ${limit}` : sql``
  const rows = await tx.execute(sql`
    insert into ${voteTallies} (vote_id, user_id, day, total) values (${voteId}, ${userId}, ${day}, 1)
    on conflict (vote_id, user_id, day) do update set total = ${voteTallies.total} + 1 ${guard}
    returning total`)
  const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])
  return list.length > 0
}

async function usage(db: Tx, voteId: string, userId: string, today: string) {
  const rows = await db.select().from(voteTallies).where(and(eq(voteTallies.vote_id, voteId), eq(voteTallies.user_id, userId)))
  return {
    used_total: rows.find((r) => r.day === '')?.total ?? 0,
    used_today: rows.find((r) => r.day === today)?.total ?? 0,
  }
}

export default async function voteRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/vote/get', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ _id: objectId.optional(), vote_id: objectId.optional() }).refine((q) => q._id || q.vote_id, '_id or vote_id is required') },
    // One vote: the document itself (not a list).
  }, async (request) => {
    const vote = await loadVote(db, (request.query._id ?? request.query.vote_id)!)
    await allowRead(db, request, vote.meeting_id)
    const now = nowSeconds()
    const doc = toDoc(vote, ['deleted', 'timezone'])
    doc.ended = vote.end && now > vote.end ? 1 : 0
    const [{ total }] = await db.select({ total: sql<number>`coalesce(sum(${votePlayers.count}), 0)::int` }).from(votePlayers)
      .where(and(eq(votePlayers.vote_id, vote._id), eq(votePlayers.deleted, 0)))
    doc.count = total
    if (request.user) Object.assign(doc, await usage(db, vote._id, request.user._id, zoneDay(now, vote.timezone)))
    return ok(doc)
  })

  app.get('/vote/player/get', {
    config: { auth: 'guest' },
    schema: {
      querystring: strict({ vote_id: objectId.optional(), _id: objectId.optional(), player_id: objectId.optional(), sort: z.enum(['weight', 'count']).optional(), ...page })
        .refine((q) => q._id || q.player_id || q.vote_id, 'player_id, _id or vote_id is required'),
    },
  }, async (request) => {
    const q = request.query
    // One player (player_id or _id): the document itself; otherwise the vote's players as a list.
    const playerId = q.player_id ?? q._id
    if (playerId) {
      const [row] = await db.select().from(votePlayers).where(eq(votePlayers._id, playerId)).limit(1)
      if (!row) throw notFound('vote player')
      const vote = await loadVote(db, row.vote_id)
      await allowRead(db, request, vote.meeting_id)
      return ok(toDoc(row, row.deleted ? [] : ['deleted']))
    }
    const vote = await loadVote(db, q.vote_id!)
    await allowRead(db, request, vote.meeting_id)
    const where = and(eq(votePlayers.vote_id, vote._id), eq(votePlayers.deleted, 0))
    const total = await countWhere(db, votePlayers, where)
    const order = q.sort === 'count' ? [desc(votePlayers.count), desc(votePlayers.weight)] : [desc(votePlayers.weight), desc(votePlayers.count)]
    const rows = await db.select().from(votePlayers).where(where).orderBy(...order, asc(votePlayers._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows.map((r) => toDoc(r, ['deleted'])), total)
  })

  app.get('/vote/answer/list', {
    schema: { querystring: strict({ vote_id: objectId, player_id: objectId.optional(), today: boolish.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const vote = await loadVote(db, q.vote_id)
    const where = and(
      eq(voteAnswers.vote_id, vote._id), eq(voteAnswers.user_id, me._id),
      q.player_id ? eq(voteAnswers.player_id, q.player_id) : undefined,
      q.today ? eq(voteAnswers.day, zoneDay(nowSeconds(), vote.timezone)) : undefined,
    )
    const total = await countWhere(db, voteAnswers, where)
    const rows = await db.select().from(voteAnswers).where(where).orderBy(desc(voteAnswers.created), desc(voteAnswers._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows, total)
  })

  app.post('/vote/answer/add', { schema: { body: strict({ vote_id: objectId, player_id: objectId }) } }, async (request, reply) => {
    const me = requireUser(request)
    const { vote_id, player_id } = request.body
    const vote = await loadVote(db, vote_id)
    const now = nowSeconds()
    if (vote.end && now > vote.end) throw ended()
    const day = zoneDay(now, vote.timezone)
    const result = await db.transaction(async (tx) => {
      const [player] = await tx.update(votePlayers).set({ count: sql`${votePlayers.count} + 1` })
        .where(and(eq(votePlayers._id, player_id), eq(votePlayers.vote_id, vote._id), eq(votePlayers.deleted, 0))).returning()
      if (!player) throw notFound('vote player')
      if (!(await bump(tx, vote._id, me._id, '', vote.per_person_limit))) {
        throw new ApiError(409, ErrorCode.VoteUsedUp, 'your votes are used up', { limit: vote.per_person_limit })
      }
      if (!(await bump(tx, vote._id, me._id, day, vote.per_day_limit))) {
        throw new ApiError(409, ErrorCode.VoteTodayUsedUp, "today's votes are used up", { limit: vote.per_day_limit })
      }
      const [answer] = await tx.insert(voteAnswers).values({ _id: newId(), vote_id: vote._id, player_id, user_id: me._id, day }).returning()
      return { answer, count: player.count }
    })
    reply.status(201)
    return ok({ ...result.answer, count: result.count, ...(await usage(db, vote._id, me._id, day)) })
  })

  // Retracting a vote gives it back (to the day it was cast on).
  app.delete('/vote/answer/delete', {
    schema: { querystring: strict({ _id: objectId.optional(), answer_id: objectId.optional() }).refine((q) => Boolean(q._id) !== Boolean(q.answer_id), '_id or answer_id is required') },
  }, async (request) => {
    const me = requireUser(request)
    const [answer] = await db.select().from(voteAnswers).where(eq(voteAnswers._id, (request.query._id ?? request.query.answer_id)!)).limit(1)
    if (!answer) throw notFound('vote answer')
    if (answer.user_id !== me._id) throw forbidden('not your vote')
    const vote = await loadVote(db, answer.vote_id)
    if (vote.end && nowSeconds() > vote.end) throw ended()
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(voteAnswers).where(eq(voteAnswers._id, answer._id)).returning({ _id: voteAnswers._id })
      if (!gone) throw notFound('vote answer')
      await tx.update(votePlayers).set({ count: sql`greatest(${votePlayers.count} - 1, 0)` }).where(eq(votePlayers._id, answer.player_id))
      await tx.update(voteTallies).set({ total: sql`greatest(${voteTallies.total} - 1, 0)` })
        .where(and(eq(voteTallies.vote_id, vote._id), eq(voteTallies.user_id, me._id), sql`${voteTallies.day} in ('', ${answer.day})`))
    })
    return ok({ _id: answer._id, deleted: 1 })
  })
}
