/**
 * The match service (SPEC §7): JSON calls with its own short-lived bearer token, signed by /fu/api
 * (POST /tokens/match, one-hour expiry) and cached until a minute before it expires. A token the service refuses
 * (401, code 4013: expired early, or the server's secret changed) is dropped and fetched again once.
 */
import type { LanguageCode, ObjectId } from '@fu-types/entities'
import type { MatchCompaniesRequest, MatchCompany, MatchSource, MatchToken } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { platform } from '@/platform'
import { ApiError, request, type RequestOptions } from './http'

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

export interface MatchQuestion { question: string; meeting_id?: ObjectId; language?: LanguageCode }
export interface MatchAnswer { text: string; sources: MatchSource[] }

/**
 * Asks the copilot: POST /query starts the answer, GET /stream?sid= returns it as server-sent events; text
 * chunks go to `onChunk` in order, the `sources` event lists the items the answer's numbered lines name.
 * The transport delivers the stream whole, so chunks arrive together at the end.
 */
export async function askMatch(ask: MatchQuestion, onChunk: (text: string) => void = () => undefined): Promise<MatchAnswer> {
  const sid = matchSessionId()
  await matchCall<unknown>('/query', { method: 'POST', json: true, body: { ...ask, limit: MATCH_LIMIT, sid } })
  const stream = await matchCall<unknown>('/stream', { query: { sid }, raw: true })
  const events = parseEvents(typeof stream === 'string' ? stream : '')
  const chunks = events.filter(e => e.event === 'message').map(e => e.data)
  chunks.forEach(onChunk)
  const sources = events.find(e => e.event === 'sources')
  return { text: chunks.join(''), sources: sources ? (JSON.parse(sources.data) as MatchSource[]) : [] }
}

export interface ServerSentEvent { event: string; data: string }

/**
 * Server-sent events as an EventSource reads them: blank lines end an event, its `data:` lines join with a line
 * break, `event:` names it (default `message`); a `[DONE]` message ends the stream.
 */
export function parseEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = []
  let name = 'message'
  let data: string[] = []
  for (const line of `${text}\n\n`.split(/\r?\n/)) {
    if (line === '') {
      if (data.length) {
        const event = { event: name, data: data.join('\n') }
        if (event.event === 'message' && event.data === '[DONE]') break
        events.push(event)
      }
      name = 'message'
      data = []
    } else if (line.startsWith('data:')) {
      data.push(line.slice(5).replace(/^ /, ''))
    } else if (line.startsWith('event:')) {
      name = line.slice(6).trim()
    }
  }
  return events
}

export function resetMatchForTesting(): void {
  matchBase = undefined
  cached = undefined
  pending = undefined
}
