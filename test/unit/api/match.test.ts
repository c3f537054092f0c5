/**
 * src/api/match.ts against the reference server's match service (/fu/api/match): its own token and its renewal,
 * companies, the streamed answer. A fake stands in only for a service that refuses a token the client still
 * thinks valid (a rotated secret), which the real one cannot be made to do mid-file.
 */
import { askMatch, matchCompanies, matchToken, parseEvents, resetMatchForTesting } from '@/api/match'
import { updateProfile } from '@/api/users'
import { resetHttpStateForTesting } from '@/api/http'
import { setPlatformForTesting, type TransportRequest, type TransportResponse } from '@/platform'
import { categoryId } from '../../../server/seed/ids'
import { fakePlatform } from '../../support/fakePlatform'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from './harness'

const HOUR = 3600
const M = SEED_IDS.meeting
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => resetMatchForTesting())

const path = (req: TransportRequest) => new URL(req.url).pathname
const calls = (suffix: string) => h.sent.filter(req => path(req).endsWith(suffix))

describe('against the reference server', () => {
  beforeEach(async () => { h = connect(server); await loginNewUser(server, h) })

  it('gets one token for concurrent callers, keeps it until a minute before its hour, then asks again', async () => {
    const now = Date.now()
    const [first, again] = await Promise.all([matchToken(now), matchToken(now)])
    expect(again).toBe(first)
    expect(first).not.toBe(h.root.session.token)
    expect(await matchToken(now + (HOUR - 61) * 1000)).toBe(first)
    expect(calls('/tokens/match')).toHaveLength(1)
    await matchToken(now + (HOUR - 59) * 1000)
    expect(calls('/tokens/match')).toHaveLength(2)
    expect(calls('/tokens/match')[0].headers.Authorization).toBe(`Bearer ${h.root.session.token}`)
  })

  it('matches suppliers by the user\'s industry, as JSON with the match token, and explains why', async () => {
    await updateProfile(h.root.session.userId!, { industries: [categoryId(SEED_IDS.categories.industry, 1)] })
    const found = await matchCompanies({ query_type: 'suppliers', meeting_id: M }, h.root.session.userId ?? undefined)
    expect(found[0]).toMatchObject({ _id: SEED_IDS.enterprises[0], score: 3, reasons: [{ kind: 'industry', title: { en: 'Artificial intelligence' } }] })
    expect(found.length).toBeLessThanOrEqual(10)
    expect(found.every(c => c.meeting_id === M)).toBe(true)
    const [call] = calls('/match/companies')
    expect(call.headers['content-type']).toBe('application/json')
    expect(call.headers.Authorization).toBe(`Bearer ${await matchToken()}`)
    expect(JSON.parse(call.body!)).toEqual({ limit: 10, query_type: 'suppliers', meeting_id: M })
  })

  it('asks with an 8-character session id and joins the streamed chunks into the answer with its sources', async () => {
    const chunks: string[] = []
    const answer = await askMatch({ question: 'Where is the venue?', meeting_id: M, language: 'en' }, c => chunks.push(c))
    // One event per line of the answer (the retrieval answer is a sentence or a few): joined, they are the answer.
    expect(chunks.length).toBeGreaterThanOrEqual(1)
    expect(chunks.join('')).toBe(answer.text)
    expect(answer.text).toMatch(/^International Innovation Expo 2026 runs (on|from) \d{1,2} [A-Z][a-z]{2}/)
    expect(answer.text).not.toMatch(/\/meeting\/|[0-9a-f]{24}/)
    expect(answer.text).toContain('Shanghai International Expo Centre')
    expect(answer.sources[0]).toMatchObject({ kind: 'meeting', _id: M })
    const { sid } = JSON.parse(calls('/match/query')[0].body!)
    expect(sid).toMatch(/^[0-9a-z]{8}$/)
    expect(calls('/match/stream').map(req => req.url)).toEqual([`${server.apiUrl}/match/stream?sid=${sid}`])
    expect(calls('/match/stream')[0].headers.Authorization).toBe(`Bearer ${await matchToken()}`)
  })

  it('hears honestly that nothing matches', async () => {
    const answer = await askMatch({ question: 'underwater basket weaving', meeting_id: M, language: 'en' })
    expect(answer.text).toMatch(/^Sorry, nothing/)
    expect(answer.sources).toEqual([])
  })
})

describe('a token the service refuses', () => {
  let tokens: number
  let sent: TransportRequest[]
  const toasts: string[] = []
  function answer(req: TransportRequest): TransportResponse {
    const p = path(req)
    if (p.endsWith('/tokens/match')) { tokens += 1; return { status: 200, headers: {}, data: { results: { token: `match-${tokens}`, expires: Math.floor(Date.now() / 1000) + HOUR } } } }
    if (req.headers.Authorization === 'Bearer match-1') return { status: 401, headers: {}, data: { code: 4013, message: 'match token invalid' } }
    return { status: 200, headers: {}, data: { results: [{ _id: 'a', meeting_id: 'm1' }, { _id: 'b', meeting_id: 'm2' }, { _id: 'c', meeting_id: 'm1', user_id: 'me' }] } }
  }
  beforeEach(() => {
    tokens = 0
    sent = []
    resetHttpStateForTesting()
    const platform = fakePlatform({ apiBase: 'http://api.test/fu/api', request: async req => { sent.push(req); return answer(req) } })
    platform.toast = (message: string) => { toasts.push(message) }
    setPlatformForTesting(platform)
  })

  it('is renewed once and the call repeated, without the session\'s logout reaction; results stay in the meeting', async () => {
    const found = await matchCompanies({ query_type: 'clients', meeting_id: 'm1' }, 'me')
    expect(found.map(c => c._id)).toEqual(['a'])
    expect(sent.map(req => `${path(req)} ${path(req).includes('/match/') ? req.headers.Authorization : ''}`)).toEqual([
      '/fu/api/tokens/match ', '/fu/api/match/companies Bearer match-1', '/fu/api/tokens/match ', '/fu/api/match/companies Bearer match-2',
    ])
    expect(toasts).toEqual([])
  })
})

it('reads server-sent events as an EventSource does', () => {
  expect(parseEvents('data: a\ndata: b\n\nevent: sources\ndata: []\n\ndata: c\r\n\r\ndata: [DONE]\n\ndata: after')).toEqual([
    { event: 'message', data: 'a\nb' }, { event: 'sources', data: '[]' }, { event: 'message', data: 'c' },
  ])
  expect(parseEvents('data:no space\n\n')).toEqual([{ event: 'message', data: 'no space' }])
})
