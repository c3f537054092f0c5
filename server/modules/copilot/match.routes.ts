/**
 * The match service (SPEC §7), mounted at /fu/api/match (the client's default base; setMatchServiceBase points
 * elsewhere). It has its own short-lived bearer token, given to a signed-in user by POST /tokens/match
 * (modules/copilot/matchToken.ts), and JSON bodies:
 * - POST /match/companies: suppliers or clients of the meeting, ranked by modules/copilot/matchCompanies.ts;
 * - POST /match/query { question, sid, limit?, meeting_id?, language? } stores the question under the 8-character sid,
 *   GET /match/stream?sid= answers it as server-sent events: text chunks as they come (from the language model of
 *   lib/llm.ts when one is configured, else the retrieval answer of modules/copilot/matchAnswer.ts), one `sources` event, then
 *   `[DONE]`;
 * - POST /match/coze/token: a fresh token of the same shape, for a chat widget that needs its own.
 */
import { Readable } from 'node:stream'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq, gt, lt } from 'drizzle-orm'
import { matchQueries, meetings } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { llmConfig, streamLlmAnswer } from './answer'
import { ANSWER_ITEMS, composeAnswer, localized, retrieve, sourcesOf, type MatchAnswer, type MatchLanguage, type MatchSource, type Retrieved } from './matchAnswer'
import { matchCompanies } from './matchCompanies'
import { countAssistantCall, matchLimitsFromEnv, takeModelAnswer } from './matchLimits'
import { makeMatchToken, MATCH_TOKEN_TTL, readMatchToken } from './matchToken'
import { int, language, objectId, requestOf, strict, text, z } from '../../lib/validation'
import type { MatchCompaniesRequest } from '../../../types/api'

export const MATCH_LIMIT = 10
const SID = z.string().regex(/^[0-9a-z]{8}$/i, 'sid: 8 letters or digits')

declare module 'fastify' {
  interface FastifyRequest {
    /** The user a valid match token was issued to (routes under /match only). */
    matchUser?: string
  }
}

const event = (data: string, name?: string) => `${name ? `event: ${name}\n` : ''}${data.split('\n').map((line) => `data: ${line}`).join('\n')}\n\n`

/** Server-sent events of a composed answer: each line one event, then the sources, then [DONE]. */
export function* answerEvents(answer: MatchAnswer): Generator<string> {
  const lines = answer.text.split('\n')
  for (const [i, line] of lines.entries()) yield event(i < lines.length - 1 ? `${line}\n` : line)
  yield event(JSON.stringify(answer.sources), 'sources')
  yield event('[DONE]')
}

const FALLBACK_NOTE: Record<MatchLanguage, string> = {
  zh: '（智能回答暂不可用，以下内容直接来自会议资料。）',
  en: '(The AI answer is unavailable right now; this comes straight from the event\'s pages.)',
  ja: '（AI の回答は現在利用できません。以下はイベントの情報そのままです。）',
  ko: '(AI 답변을 지금 사용할 수 없어 행사 정보에서 바로 가져온 내용입니다.)',
}
const CUT_NOTE: Record<MatchLanguage, string> = {
  zh: '\n\n（回答中断，请查看下方来源。）',
  en: '\n\n(The answer was cut off; see the sources below.)',
  ja: '\n\n（回答が途中で切れました。下の出典をご覧ください。）',
  ko: '\n\n(답변이 중단되었습니다. 아래 출처를 확인하세요.)',
}

/**
 * The model's answer as events, token by token as they arrive, then the sources it was given (numbered as in its
 * prompt, so its [n] point at them), then [DONE]. A model that fails before its first token gives way to the
 * retrieval answer with a note; one that fails midway ends with a note. Never an error: the stream has begun.
 */
export async function* llmAnswerEvents(question: string, retrieved: Retrieved, lang: MatchLanguage, signal: AbortSignal, warn: (message: string) => void = () => undefined): AsyncGenerator<string> {
  const config = llmConfig()!
  const items = retrieved.items.slice(0, ANSWER_ITEMS)
  let sent = false
  let sources: MatchSource[] = sourcesOf(items)
  try {
    for await (const text of streamLlmAnswer(config, { question, items, lang, meetingTitle: localized(retrieved.meetingTitle, lang) }, signal)) {
      sent = true
      yield event(text)
    }
  } catch (error) {
    if (signal.aborted) return
    if (sent) {
      yield event(CUT_NOTE[lang])
    } else {
      const fallback = composeAnswer(question, retrieved, lang)
      sources = fallback.sources
      yield event(`${FALLBACK_NOTE[lang]}\n`)
      for (const line of fallback.text.split('\n')) yield event(`${line}\n`)
    }
    warn(`copilot: the language model failed (${error instanceof Error ? error.message : String(error)}); answered from retrieval`)
  }
  yield event(JSON.stringify(sources), 'sources')
  yield event('[DONE]')
}

export default async function matchRoutes(app: App, { db, signSecret }: Context): Promise<void> {
  const limits = matchLimitsFromEnv()
  app.post('/tokens/match', async (request) => ok(makeMatchToken(signSecret, requireUser(request)._id)))

  await app.register(async (scope) => {
    const service = scope.withTypeProvider<ZodTypeProvider>()
    // The session hook already ran (auth 'public' lets a match token through it); the match token is checked here.
    service.addHook('preValidation', async (request) => {
      request.matchUser = readMatchToken(signSecret, request.headers.authorization)
    })
    const config = { auth: 'public' as const }

    service.post('/companies', {
      config,
      schema: {
        body: requestOf<MatchCompaniesRequest>()(strict({
          query_type: z.enum(['suppliers', 'clients']),
          meeting_id: objectId,
          limit: int(1, 50).optional(),
          client_ids: z.array(objectId).max(50).optional(),
          exclude_id: objectId.optional(),
        })),
      },
    }, async (request) => {
      const b = request.body
      const results = await matchCompanies(db, {
        userId: request.matchUser!, meetingId: b.meeting_id, queryType: b.query_type,
        limit: b.limit ?? MATCH_LIMIT, clientIds: b.client_ids ?? [], excludeId: b.exclude_id,
      })
      return ok(results, results.length)
    })

    service.post('/query', {
      config,
      schema: {
        body: strict({
          question: text(500, 1), sid: SID, limit: int(1, 20).optional(),
          meeting_id: objectId.optional(), language: language.optional(),
        }),
      },
    }, async (request, reply) => {
      await limited(reply, countAssistantCall(db, limits, 'query', request.matchUser!, request.ip))
      const b = request.body
      const meetingId = b.meeting_id ?? await defaultMeeting()
      const now = nowSeconds()
      await db.delete(matchQueries).where(lt(matchQueries.created, now - MATCH_TOKEN_TTL))
      const doc = { question: b.question, limit: b.limit ?? MATCH_LIMIT, language: b.language ?? 'zh' }
      await db.insert(matchQueries).values({ user_id: request.matchUser!, sid: b.sid, meeting_id: meetingId, doc, created: now })
        .onConflictDoUpdate({ target: [matchQueries.user_id, matchQueries.sid], set: { meeting_id: meetingId, doc, created: now } })
      return ok({ sid: b.sid, meeting_id: meetingId })
    })

    service.get('/stream', { config, schema: { querystring: strict({ sid: SID }) } }, async (request, reply) => {
      await limited(reply, countAssistantCall(db, limits, 'stream', request.matchUser!, request.ip))
      const [row] = await db.select().from(matchQueries)
        .where(and(eq(matchQueries.user_id, request.matchUser!), eq(matchQueries.sid, request.query.sid), gt(matchQueries.created, nowSeconds() - MATCH_TOKEN_TTL)))
        .limit(1)
      if (!row) throw notFound('question (POST /match/query first)')
      const q = row.doc as { question: string; limit: number; language: MatchLanguage }
      const retrieved = await retrieve(db, row.meeting_id, q.question, q.limit)
      if (!retrieved) throw notFound('meeting')
      reply.header('cache-control', 'no-cache').header('x-accel-buffering', 'no').type('text/event-stream; charset=utf-8')
      // Without a model, or past the meeting's model budget of the day: the retrieval answer.
      if (!llmConfig() || !(await takeModelAnswer(db, limits, row.meeting_id))) return reply.send(Readable.from(answerEvents(composeAnswer(q.question, retrieved, q.language))))
      // Each event is written as the model gives it (Readable.from pulls the generator as the socket drains); a
      // visitor who stops (closes the connection) stops the model's request too.
      const abort = new AbortController()
      reply.raw.once('close', () => { if (!reply.raw.writableFinished) abort.abort() })
      return reply.send(Readable.from(llmAnswerEvents(q.question, retrieved, q.language, abort.signal, (m) => request.log.warn(m))))
    })

    service.post('/coze/token', { config }, async (request) => ok(makeMatchToken(signSecret, request.matchUser!)))
  }, { prefix: '/match' })

  /** A refusal of the assistant's limits carries Retry-After. */
  async function limited(reply: { header(name: string, value: string): unknown }, counting: Promise<void>): Promise<void> {
    try {
      await counting
    } catch (error) {
      const retryAfter = (error as { data?: { retry_after?: number } }).data?.retry_after
      if (retryAfter) reply.header('retry-after', String(retryAfter))
      throw error
    }
  }

  async function defaultMeeting(): Promise<string> {
    const [row] = await db.select({ _id: meetings._id }).from(meetings).where(and(eq(meetings.is_default, 1), eq(meetings.deleted, 0))).limit(1)
    if (!row) throw notFound('meeting')
    return row._id
  }
}
