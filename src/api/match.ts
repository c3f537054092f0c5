/**
 * The match service (SPEC §7): JSON calls with its own short-lived bearer token. /fu/api signs the token
 * (one-hour expiry, POST /tokens/match); it is cached until a minute before it expires.
 */
import type { ObjectId } from '@fu-types/entities'
import type { MatchCompaniesRequest, MatchCompany, MatchToken } from '@fu-types/api'
import { platform } from '@/platform'
import { request } from './http'

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

async function matchCall<T>(path: string, body: Record<string, unknown>): Promise<T> {
  return request<T>(path, { method: 'POST', json: true, base: base(), body, authorization: await matchToken() })
}

/** Suppliers or clients for a company, kept to the meeting and never the asking user (filtered here, as SPEC §7 says). */
export async function matchCompanies(query: MatchCompaniesRequest, userId?: ObjectId): Promise<MatchCompany[]> {
  const found = await matchCall<MatchCompany[]>('/companies', { limit: MATCH_LIMIT, ...query })
  return found.filter(c => (!c.meeting_id || c.meeting_id === query.meeting_id) && (!userId || c.user_id !== userId))
}

/** SPEC §7: an 8-character session id under which the answer streams. */
export function matchSessionId(): string {
  let sid = ''
  while (sid.length < SESSION_ID_LENGTH) sid += Math.floor(Math.random() * 36).toString(36)
  return sid
}

/**
 * Asks the copilot: POST /query starts the answer, GET /stream?sid= returns it as server-sent events,
 * handed to `onChunk` in order. The transport delivers the stream whole, so chunks arrive together at the end.
 */
export async function askMatch(question: string, onChunk: (text: string) => void): Promise<string> {
  const sid = matchSessionId()
  await matchCall<unknown>('/query', { question, limit: MATCH_LIMIT, sid })
  const stream = await request<unknown>('/stream', { base: base(), query: { sid }, authorization: await matchToken(), raw: true })
  const chunks = parseEvents(typeof stream === 'string' ? stream : '')
  chunks.forEach(onChunk)
  return chunks.join('')
}

/** `data:` lines of server-sent events; `[DONE]` ends the stream. */
export function parseEvents(text: string): string[] {
  const chunks: string[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue
    const data = line.slice(5).trimStart()
    if (data === '[DONE]') break
    chunks.push(data)
  }
  return chunks
}

export function resetMatchForTesting(): void {
  matchBase = undefined
  cached = undefined
  pending = undefined
}
