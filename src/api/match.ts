/**
 * The match service (SPEC §7): JSON calls with its own short-lived bearer token, signed by /fu/api
 * (POST /tokens/match, one-hour expiry) and cached until a minute before it expires. A token the service refuses
 * (401, code 4013: expired early, or the server's secret changed) is dropped and fetched again once.
 */
import type { LanguageCode, ObjectId } from '@fu-types/entities'
import type { MatchCompaniesRequest, MatchCompany, MatchSource, MatchToken } from '@fu-types/api'
import { ErrorCode, type ApiErrorBody } from '@fu-types/errors'
import { createParser } from 'eventsource-parser'
import { platform } from '@/platform'
import { StreamAbortedError } from '@/platform/stream'
import { buildQuery } from './encode'
import { ApiError, REQUEST_TIMEOUT_MS, request, type RequestOptions } from './http'

export const MATCH_LIMIT = 10
const RENEW_BEFORE_MS = 60_000
const SESSION_ID_LENGTH = 8

let matchBase: string | undefined
let cached: { token: string; expiresMs: number } | undefined
let pending: Promise<string> | undefined

/** Where the match service lives (another host in production); default: /match beside /fu/api. */
export function setMatchServiceBase(base: string | undefined): void {
  matchBase = base
  cached = undefined
}

const base = () => matchBase ?? `${platform().apiBase}/match`

export function matchToken(now = Date.now()): Promise<string> {
  if (cached && now < cached.expiresMs - RENEW_BEFORE_MS) return Promise.resolve(cached.token)
  pending ??= request<MatchToken>('/tokens/match', { method: 'POST' })
    .then(answer => {
      cached = { token: answer.token, expiresMs: answer.expires * 1000 }
      return answer.token
    })
    .finally(() => { pending = undefined })
  return pending
}

/** One call to the service; a refused token is renewed and the call made once more. */
async function matchCall<T>(path: string, options: RequestOptions): Promise<T> {
  const call = async () => request<T>(path, { ...options, base: base(), authorization: await matchToken() })
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ApiError && error.code === ErrorCode.MatchTokenInvalid)) throw error
    cached = undefined
    return call()
  }
}

/** Suppliers or clients for a company, kept to the meeting and never the asking user (filtered here, as SPEC §7 says). */
export async function matchCompanies(query: MatchCompaniesRequest, userId?: ObjectId): Promise<MatchCompany[]> {
  const found = await matchCall<MatchCompany[]>('/companies', { method: 'POST', json: true, body: { limit: MATCH_LIMIT, ...query } })
  return found.filter(c => (!c.meeting_id || c.meeting_id === query.meeting_id) && (!userId || c.user_id !== userId))
}

/** SPEC §7: an 8-character session id under which the answer streams. */
function matchSessionId(): string {
  let sid = ''
  while (sid.length < SESSION_ID_LENGTH) sid += Math.floor(Math.random() * 36).toString(36)
  return sid
}

interface MatchQuestion { question: string; meeting_id?: ObjectId; language?: LanguageCode }
export interface MatchAnswer { text: string; sources: MatchSource[] }

/**
 * Stops an answer under way. Not the DOM's AbortSignal: the mini-program's runtime may have no AbortController.
 */
interface StopSignal {
  readonly stopped: boolean
  onStop(listener: () => void): void
}

export function stopper(): { signal: StopSignal; stop: () => void } {
  const listeners: (() => void)[] = []
  const signal = { stopped: false, onStop: (listener: () => void) => { if (signal.stopped) listener(); else listeners.push(listener) } }
  return { signal, stop: () => { if (signal.stopped) return; signal.stopped = true; listeners.splice(0).forEach(l => l()) } }
}

export { StreamAbortedError as MatchStoppedError }

export interface ServerSentEvent { event: string; data: string }

/**
 * A reader of server-sent events fed text as it arrives, cut anywhere (eventsource-parser: blank lines end an
 * event, `data:` lines join with a line break, `event:` names it, default `message`). A `[DONE]` message ends the
 * stream: nothing after it is read.
 */
export function serverSentEvents(onEvent: (event: ServerSentEvent) => void): { feed: (text: string) => void; readonly ended: boolean } {
  let ended = false
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (ended) return
      const name = event ?? 'message'
      if (name === 'message' && data === '[DONE]') { ended = true; return }
      onEvent({ event: name, data })
    },
  })
  return { feed: text => { if (!ended) parser.feed(text) }, get ended() { return ended } }
}

/** Server-sent events of a whole text, as serverSentEvents reads them. */
export function parseEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = []
  const reader = serverSentEvents(event => events.push(event))
  reader.feed(`${text}\n\n`)
  return events
}

/**
 * Asks the copilot: POST /query starts the answer, GET /stream?sid= streams it as server-sent events through the
 * runtime's streaming transport (platform().stream); each text event goes to `onChunk` as it arrives, the
 * `sources` event lists the items the answer cites as [n]. `stop` aborts the request (the promise then rejects
 * with MatchStoppedError); a refused match token is renewed once, as for the other calls.
 */
export async function askMatch(ask: MatchQuestion, onChunk: (text: string) => void = () => undefined, options: { signal?: StopSignal } = {}): Promise<MatchAnswer> {
  const sid = matchSessionId()
  await matchCall<unknown>('/query', { method: 'POST', json: true, body: { ...ask, limit: MATCH_LIMIT, sid } })
  if (options.signal?.stopped) throw new StreamAbortedError()
  return streamAnswer(sid, onChunk, options.signal, true)
}

async function streamAnswer(sid: string, onChunk: (text: string) => void, signal: StopSignal | undefined, mayRenew: boolean): Promise<MatchAnswer> {
  const token = await matchToken()
  const chunks: string[] = []
  let sources: MatchSource[] = []
  const reader = serverSentEvents(({ event, data }) => {
    if (event === 'sources') {
      sources = JSON.parse(data) as MatchSource[]
    } else if (event === 'message') {
      chunks.push(data)
      onChunk(data)
    }
  })
  const call = platform().stream({
    url: `${base()}/stream${buildQuery({ sid })}`,
    method: 'GET',
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    timeoutMs: REQUEST_TIMEOUT_MS,
    onText: text => reader.feed(text),
  })
  signal?.onStop(() => call.abort())
  const response = await call.done
  if (response.status >= 200 && response.status < 300) return { text: chunks.join(''), sources }
  const body = (response.data && typeof response.data === 'object' ? response.data : {}) as Partial<ApiErrorBody>
  const error = new ApiError(response.status, {
    code: typeof body.code === 'number' ? body.code : response.status,
    message: typeof body.message === 'string' ? body.message : typeof response.data === 'string' ? response.data : '',
  }, response.headers)
  if (mayRenew && error.code === ErrorCode.MatchTokenInvalid) {
    cached = undefined
    return streamAnswer(sid, onChunk, signal, false)
  }
  throw error
}

export function resetMatchForTesting(): void {
  matchBase = undefined
  cached = undefined
  pending = undefined
}
