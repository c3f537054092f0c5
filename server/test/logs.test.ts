/**
 * The server's log never holds what a user sent (issue 14): a server at LOG_LEVEL=trace takes text with a unique
 * marker in many write endpoints (accepted, refused for a NUL or a lone surrogate, malformed JSON), in a query string,
 * and a phone number, an e-mail address and a code in a URL path; its whole output is then searched for them.
 * Before this, a lone surrogate answered 500 and the error's stack carried drizzle's "params: …" (the user's text),
 * and every request's URL (query string and path values) was logged.
 */
import crypto from 'node:crypto'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { startTestServer, type TestServer } from '../../test/support/server'
import { errorForLog, requestForLog } from '../http/logSafety'
import { TEXT_PROBLEM_MESSAGES } from '../lib/validation'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

jest.setTimeout(120_000)

const M = SEED_IDS.meeting
const E = SEED_IDS.enterprises[0]
const marker = `mrk${crypto.randomBytes(6).toString('hex')}`

describe('a server at LOG_LEVEL=trace', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer({ env: { LOG_LEVEL: 'trace' } }) })
  afterAll(() => server?.stop())

  it('logs every request, but none of the values sent', async () => {
    // The seeded visitor: registered for the meeting, so may post demands.
    const me = await login(server, '13800000001')
    const api = me.api
    const stranger = (await login(server, freshPhone())).user_id
    const raw = (method: string, path: string, body: string) =>
      fetch(`${server.apiUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` }, body })

    // Accepted writes carrying the marker.
    const demand = await api.post('/demands', { title: `Demand ${marker} title`, meeting_id: M, description: `About ${marker}` })
    expect(demand.status).toBeLessThan(300)
    const demandId = demand.body.results._id as string
    expect((await api.post(`/demands/${demandId}/comments`, { content: `Comment ${marker}` })).status).toBeLessThan(300)
    expect((await api.post('/enterprise/questions', { content: `Question ${marker}?`, enterprise_id: E })).status).toBeLessThan(300)
    expect((await api.put(`/users/${me.user_id}`, { username: `Name ${marker}`, work: { company: `Co ${marker}` } })).status).toBeLessThan(300)
    expect((await api.post('/user/friend/applications', { friend_id: stranger, reason: `Hi ${marker}` })).status).toBeLessThan(300)

    // Refused writes: a NUL or another control character, a lone surrogate (JSON "\ud800"), malformed JSON.
    const refused: [string, string, Record<string, unknown>][] = [
      ['POST', '/demands', { title: `Demand ${marker}`, meeting_id: M, description: 'x' }],
      ['POST', `/demands/${demandId}/comments`, { content: `Comment ${marker}` }],
      ['POST', '/enterprise/questions', { content: `Question ${marker}`, enterprise_id: E }],
      ['PUT', `/users/${me.user_id}`, { username: `Name ${marker}` }],
      ['POST', '/user/friend/applications', { friend_id: stranger, reason: `Hi ${marker}` }],
    ]
    for (const [method, path, body] of refused) {
      const field = Object.keys(body).find((k) => String(body[k]).includes(marker))!
      for (const [bad, problem] of [['\u0000', 'control'], ['\u001b', 'control'], ['\ud800', 'surrogate']] as const) {
        const res = await raw(method, path, JSON.stringify({ ...body, [field]: `${body[field]}${bad}` }))
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 400`)
        expect(((await res.json()) as { message: string }).message).toBe(`body.${field}: ${TEXT_PROBLEM_MESSAGES[problem]}`)
      }
      expect((await raw(method, path, `{"${field}": "${marker}`)).status).toBe(400)
    }

    // A search, a sign-in by e-mail code, and the code checks whose URL path holds the phone, the address and the code.
    expect((await api.get(`/activities?meeting_id=${M}&keyword=${marker}`)).status).toBe(200)
    const email = `${marker}@mail.test`
    expect((await client(server).post('/mails/code/v2', { email, language: 'en' })).status).toBe(200)
    const phone = freshPhone()
    const code = String(100000 + crypto.randomInt(900000))
    expect((await client(server).get(`/texts/phone/${phone}/code/${code}`)).status).toBeLessThan(500)
    expect((await client(server).get(`/mails/${encodeURIComponent(email)}/code/${code}`)).status).toBeLessThan(500)

    await new Promise((resolve) => setTimeout(resolve, 500))
    const output = server.output()
    // The log is on and speaks of these requests (by route)…
    expect(output).toMatch(/"msg":"incoming request"/)
    expect(output).toContain('"url":"/fu/api/demands/:id/comments"')
    expect(output).toContain('"url":"/fu/api/texts/phone/:phone/code/:code"')
    // …and holds none of what was sent.
    expect(output.toLowerCase()).not.toContain(marker)
    expect(output).not.toContain(phone)
    expect(output).not.toContain(code)
    expect(output).not.toMatch(/params: /)
  })
})

describe('what the log keeps of an error', () => {
  it('a database error: its type, SQLSTATE, constraint and frames, never its query\'s parameters', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type json: "${marker}"`), { code: '22P02', severity: 'ERROR', constraint: 'demands_pkey' })
    const error = new DrizzleQueryError('insert into "demands" ("doc")\n values ($1)', [`{"title":"${marker}"}`], cause)
    for (const logged of [errorForLog(error), errorForLog(error, { withMessage: false }), errorForLog(cause)]) {
      expect(JSON.stringify(logged)).not.toContain(marker)
      expect(logged).toMatchObject({ sqlState: '22P02', constraint: 'demands_pkey' })
      expect(logged.stack).toMatch(/^\s+at /)
    }
  })

  it('another error keeps its first message line for the operator, unless a request failed', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25\nsecond line'), { code: 'ECONNREFUSED' })
    expect(errorForLog(error)).toMatchObject({ type: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:25' })
    expect(errorForLog(error, { withMessage: false }).message).toBe('')
  })

  it('a request by its route, or its path without the query when no route matched', () => {
    expect(requestForLog({ method: 'GET', url: '/fu/api/mails/a%40b.test/code/123456?x=1', routeOptions: { url: '/fu/api/mails/:email/code/:code' } }).url)
      .toBe('/fu/api/mails/:email/code/:code')
    expect(requestForLog({ method: 'GET', url: `/nowhere?q=${marker}` }).url).toBe('/nowhere')
  })
})
