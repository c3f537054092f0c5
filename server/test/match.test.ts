/** The match service (/fu/api/match): its own token, company matching, questions answered from the meeting's content. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { DEV_SIGN_SECRET } from '../modules/accounts/devDefaults'
import { makeMatchToken } from '../modules/copilot/matchToken'
import { SEED_IDS, categoryId } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const [aurora, , , cloudsail, , landscape] = SEED_IDS.enterprises
const industry = (n: number) => categoryId(SEED_IDS.categories.industry, n)
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

async function matchUser(industries?: string[]) {
  const user = await login(server, freshPhone())
  if (industries) expect((await user.api.put(`/users/${user.user_id}`, { industries })).status).toBe(200)
  const answer = await user.api.post('/tokens/match')
  expect(answer.status).toBe(200)
  return { ...user, session: user.token, match: client(server, answer.body.results.token), token: answer.body.results as { token: string; expires: number } }
}

async function stream(token: string, sid: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${server.apiUrl}/match/stream?sid=${sid}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
}

/** Text chunks, the sources event and whether [DONE] ended it, read as an EventSource would. */
function readEvents(text: string) {
  const events = text.split('\n\n').filter(Boolean).map((block) => {
    const lines = block.split('\n')
    return { name: lines.find((l) => l.startsWith('event: '))?.slice(7), data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n') }
  })
  return {
    answer: events.filter((e) => !e.name && e.data !== '[DONE]').map((e) => e.data).join(''),
    sources: JSON.parse(events.find((e) => e.name === 'sources')?.data ?? 'null') as { kind: string; _id: string; meeting_id: string }[],
    done: events[events.length - 1]?.data === '[DONE]',
  }
}

describe('token', () => {
  test('a signed-in user gets a one-hour token that only the match service takes', async () => {
    expect((await client(server).post('/tokens/match')).status).toBe(401)
    const user = await matchUser()
    expect(user.token.expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590)
    expect(user.token.token).not.toBe(user.session)
    const body = { query_type: 'suppliers', meeting_id: M }
    expect((await user.match.post('/match/companies', body)).status).toBe(200)
    // The session token is not a match token, and the match token is not a session token.
    expect((await user.api.post('/match/companies', body)).body).toMatchObject({ code: 4013 })
    expect((await user.match.get(`/users?_id=${user.user_id}`)).status).toBe(403)
  })

  test('a forged, foreign-secret or expired token is refused with 401 / 4013 (not the 403 that logs out)', async () => {
    const user = await matchUser()
    const [payload, signature] = user.token.token.split('.')
    const otherUser = Buffer.from(JSON.stringify({ u: SEED_IDS.users.visitor, e: user.token.expires })).toString('base64url')
    const hourAgo = Math.floor(Date.now() / 1000) - 3601
    for (const token of [`${otherUser}.${signature}`, makeMatchToken('another-secret', user.user_id).token, makeMatchToken(DEV_SIGN_SECRET, user.user_id, hourAgo).token, payload]) {
      const res = await client(server, token).post('/match/companies', { query_type: 'suppliers', meeting_id: M })
      expect(res).toMatchObject({ status: 401, body: { code: 4013 } })
    }
    expect((await client(server, makeMatchToken(DEV_SIGN_SECRET, user.user_id, hourAgo + 120).token).post('/match/companies', { query_type: 'suppliers', meeting_id: M })).status).toBe(200)
  })

  test('POST /match/coze/token gives a fresh token of the same shape', async () => {
    const user = await matchUser()
    const res = await user.match.post('/match/coze/token')
    expect(res.body.results).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), expires: expect.any(Number) })
    expect((await client(server, res.body.results.token).post('/match/companies', { query_type: 'clients', meeting_id: M })).status).toBe(200)
  })
})

describe('companies', () => {
  test('suppliers: the user\'s industry ranks first with its reason, recommended ones fill the rest', async () => {
    const user = await matchUser([industry(1)])
    const { results, total } = (await user.match.post('/match/companies', { query_type: 'suppliers', meeting_id: M })).body
    expect(total).toBe(results.length)
    expect(results.length).toBeLessThanOrEqual(10)
    expect(results[0]).toMatchObject({ _id: aurora, meeting_id: M, score: 3, reasons: [{ kind: 'industry', _id: industry(1), title: { en: 'Artificial intelligence' } }] })
    expect(results[0].title).toMatchObject({ en: 'Aurora Robotics' })
    // Landscape Travel shares the industry but is not published (status 0).
    expect(results.map((r: { _id: string }) => r._id)).not.toContain(landscape)
    const scores = results.map((r: { score: number }) => r.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const r of results.filter((x: { score: number }) => x.score === 0)) expect(r.reasons).toEqual([{ kind: 'recommended' }])
    expect(results.every((r: { meeting_id: string }) => r.meeting_id === M)).toBe(true)
  })

  test('an exhibitor\'s own company shapes its profile and never appears in its matches', async () => {
    const exhibitor = await login(server, '13800000002') // bound to Aurora Robotics (industry 1, Hall A)
    const token = (await exhibitor.api.post('/tokens/match')).body.results.token
    const { results } = (await client(server, token).post('/match/companies', { query_type: 'suppliers', meeting_id: M })).body
    expect(results.map((r: { _id: string }) => r._id)).not.toContain(aurora)
    expect(results[0]).toMatchObject({ _id: cloudsail, score: 2, reasons: [{ kind: 'category', _id: categoryId(SEED_IDS.categories.exhibitor, 1) }] })
  })

  test('clients: look-alikes of the given clients, never the clients themselves or the excluded company', async () => {
    const user = await matchUser()
    const body = { query_type: 'clients', meeting_id: M, client_ids: [cloudsail], limit: 3 }
    const { results } = (await user.match.post('/match/companies', body)).body
    expect(results).toHaveLength(3)
    expect(results[0]).toMatchObject({ _id: aurora, score: 2, reasons: [{ kind: 'category', _id: categoryId(SEED_IDS.categories.exhibitor, 1) }] })
    expect(results.map((r: { _id: string }) => r._id)).not.toContain(cloudsail)
    const excluded = (await user.match.post('/match/companies', { ...body, exclude_id: aurora })).body.results
    expect(excluded.map((r: { _id: string }) => r._id)).not.toContain(aurora)
    expect((await user.match.post('/match/companies', { ...body, query_type: 'partners' })).status).toBe(400)
    expect((await user.match.post('/match/companies', { ...body, extra: 1 })).status).toBe(400)
  })
})

describe('query and stream', () => {
  test('the venue question is answered from the meeting, streamed as events with sources and [DONE]', async () => {
    const user = await matchUser()
    expect((await user.match.post('/match/query', { question: 'Where is the venue?', sid: 'abcd1234', language: 'en', meeting_id: M })).status).toBe(200)
    const res = await stream(user.token.token, 'abcd1234')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^text\/event-stream/)
    const { answer, sources, done } = readEvents(res.text)
    expect(done).toBe(true)
    expect(answer).toMatch(/^International Innovation Expo 2026 runs (on|from) \d{1,2} [A-Z][a-z]{2}/)
    expect(answer).toContain('Shanghai International Expo Centre')
    expect(sources[0]).toEqual({ kind: 'meeting', _id: M, meeting_id: M, title: expect.objectContaining({ en: 'International Innovation Expo 2026' }) })
  })

  test('a Chinese question finds agenda and news by their words; each source is named in the answer, without numbers', async () => {
    const user = await matchUser()
    await user.match.post('/match/query', { question: '主旨演讲是什么时候？', sid: 'zh000001', meeting_id: M })
    const { answer, sources } = readEvents((await stream(user.token.token, 'zh000001')).text)
    expect(sources.map((s) => s._id)).toEqual(expect.arrayContaining([SEED_IDS.agendas[0], SEED_IDS.news[2]]))
    expect(answer).toContain('开幕主旨演讲')
    for (const source of sources as unknown as { title: Record<string, string> }[]) expect(answer).toContain(source.title.zh)
    expect(answer).not.toMatch(/\[\d+\]|\/meeting\//)
  })

  test('nothing matching is said plainly, with no sources', async () => {
    const user = await matchUser()
    await user.match.post('/match/query', { question: 'quantum knitting patterns', sid: 'none0001', language: 'en' })
    const { answer, sources } = readEvents((await stream(user.token.token, 'none0001')).text)
    expect(answer).toMatch(/^Sorry, nothing .* matches “quantum knitting patterns”/)
    expect(sources).toEqual([])
  })

  test('a session id belongs to the user who asked; bad input is refused', async () => {
    const asker = await matchUser()
    const other = await matchUser()
    await asker.match.post('/match/query', { question: 'exhibitors', sid: 'mine0001', meeting_id: M })
    expect((await stream(other.token.token, 'mine0001')).status).toBe(404)
    expect((await stream(asker.token.token, 'nope0001')).status).toBe(404)
    expect((await asker.match.post('/match/query', { question: 'x', sid: 'short' })).status).toBe(400)
    expect((await asker.match.post('/match/query', { question: '', sid: 'abcd1234' })).status).toBe(400)
    expect((await stream('forged.token', 'mine0001')).status).toBe(401)
  })
})
