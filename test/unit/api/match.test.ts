/**
 * The match service is another host with no reference implementation yet, so a fake transport answers here;
 * what is tested is the client's own rules: JSON, its bearer token cached until near expiry, filtering, the stream.
 */
import { askMatch, matchCompanies, matchToken, parseEvents, resetMatchForTesting } from '@/api/match'
import { resetHttpStateForTesting } from '@/api/http'
import { setPlatformForTesting, type TransportRequest, type TransportResponse } from '@/platform'
import { fakePlatform } from '../../support/fakePlatform'

let sent: TransportRequest[]
let tokens = 0
const HOUR = 3600

function answer(req: TransportRequest): TransportResponse {
  const path = new URL(req.url).pathname
  if (path.endsWith('/tokens/match')) { tokens += 1; return { status: 200, headers: {}, data: { results: { token: `match-${tokens}`, expires: Math.floor(Date.now() / 1000) + HOUR } } } }
  if (path.endsWith('/match/companies')) {
    return { status: 200, headers: {}, data: { results: [{ _id: 'a', meeting_id: 'm1' }, { _id: 'b', meeting_id: 'm2' }, { _id: 'c', meeting_id: 'm1', user_id: 'me' }] } }
  }
  if (path.endsWith('/match/query')) return { status: 200, headers: {}, data: { results: { sid: 'x' } } }
  return { status: 200, headers: {}, data: 'data: Hello\n\ndata: world\n\ndata: [DONE]\n\n' }
}

beforeEach(() => {
  sent = []
  tokens = 0
  resetMatchForTesting()
  resetHttpStateForTesting()
  setPlatformForTesting(fakePlatform({ apiBase: 'http://api.test/fu/api', request: async req => { sent.push(req); return answer(req) } }))
})
afterEach(() => jest.restoreAllMocks())

it('gets one token and reuses it until a minute before its hour is up', async () => {
  const now = Date.now()
  expect(await Promise.all([matchToken(now), matchToken(now)])).toEqual(['match-1', 'match-1'])
  expect(await matchToken(now + (HOUR - 61) * 1000)).toBe('match-1')
  expect(await matchToken(now + (HOUR - 59) * 1000)).toBe('match-2')
  expect(tokens).toBe(2)
})

it('posts JSON with the match token and keeps companies of the meeting that are not the user\'s', async () => {
  const found = await matchCompanies({ query_type: 'suppliers', meeting_id: 'm1' }, 'me')
  expect(found.map(c => c._id)).toEqual(['a'])
  const call = sent.find(r => r.url.endsWith('/match/companies'))!
  expect(call.headers['content-type']).toBe('application/json')
  expect(call.headers.Authorization).toBe('Bearer match-1')
  expect(JSON.parse(call.body!)).toEqual({ limit: 10, query_type: 'suppliers', meeting_id: 'm1' })
})

it('asks with an 8-character session id and reads the answer from /stream?sid', async () => {
  const chunks: string[] = []
  expect(await askMatch('Where is the venue?', c => chunks.push(c))).toBe('Helloworld')
  expect(chunks).toEqual(['Hello', 'world'])
  const { sid } = JSON.parse(sent.find(r => r.url.endsWith('/match/query'))!.body!)
  expect(sid).toMatch(/^[0-9a-z]{8}$/)
  expect(sent[sent.length - 1].url).toBe(`http://api.test/fu/api/match/stream?sid=${sid}`)
  expect(parseEvents('data: a\ndata: [DONE]\ndata: b')).toEqual(['a'])
})
