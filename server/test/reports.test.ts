/**
 * Error and performance reports (SPEC §9): anyone may send one (the client samples 10 % of sessions), the server adds
 * who and what browser, bad input is a 400; the meeting's staff read them, nobody else.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const M = SEED_IDS.meeting
const organizer = () => login(server, '13800000005')

test('a guest\'s error and a signed-in user\'s web vital are stored and read back by the meeting\'s staff, newest first', async () => {
  const guest = await client(server).post('/reports', { kind: 'error', name: 'TypeError', message: 'x is undefined', stack: 'at f (app.js:1:2)', route: '/meeting/home', meeting_id: M })
  expect(guest.status).toBe(201)
  expect(guest.body.results._id).toMatch(/^[0-9a-f]{24}$/)
  const visitor = await login(server, freshPhone())
  expect((await visitor.api.post('/reports', { kind: 'vital', name: 'LCP', value: 1830.5, route: '/exhibit', meeting_id: M })).status).toBe(201)

  const staff = await organizer()
  const all = await staff.api.get(`/reports?meeting_id=${M}&limit=5`)
  expect(all.status).toBe(200)
  expect(all.body.total).toBeGreaterThanOrEqual(2)
  const vitals = await staff.api.get(`/reports?meeting_id=${M}&kind=vital&name=LCP`)
  expect(vitals.body.results[0]).toMatchObject({ kind: 'vital', name: 'LCP', value: 1830.5, route: '/exhibit', user_id: visitor.user_id })
  const errors = await staff.api.get(`/reports?meeting_id=${M}&kind=error`)
  expect(errors.body.results.find((r: { _id: string }) => r._id === guest.body.results._id)).toMatchObject({ name: 'TypeError', message: 'x is undefined', user_id: null })
})

test('only the meeting\'s staff read reports; a guest is asked to sign in', async () => {
  expect((await client(server).get(`/reports?meeting_id=${M}`)).status).toBe(401)
  const visitor = await login(server, freshPhone())
  expect((await visitor.api.get(`/reports?meeting_id=${M}`)).status).toBe(403)
})

test('bad reports are refused with a clear 400, never stored', async () => {
  const api = client(server)
  for (const body of [
    {},
    { kind: 'crash', name: 'X' },
    { kind: 'vital', name: '1bad' },
    { kind: 'vital', name: 'CLS', value: -1 },
    { kind: 'error', name: 'Error', message: 'm'.repeat(1001) },
    { kind: 'error', name: 'Error', meeting_id: 'nope' },
    { kind: 'error', name: 'Error', extra: 1 },
  ]) {
    const res = await api.post('/reports', body)
    expect([res.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)])
    expect(typeof res.body.message).toBe('string')
  }
})
