/**
 * Meeting authorisation (consent), activity credits, union (partner) codes, exhibitor sign-in, the code countdown and the
 * provider calls: happy paths, who may do what, and bad input that changes nothing.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { PARTNER_IDS, UNION_CODES } from '../seed/partners'
import { client, freshPhone, latestCode, login } from './helpers'

const M = SEED_IDS.meeting
const A = SEED_IDS.activities
const visitorTicket = `66fd${'1'.padStart(20, '0')}`
let server: TestServer
// Real HTTP on PGlite on a shared 2-core machine: a first call can take several seconds under load.
jest.setTimeout(30_000)
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('meeting authorisation: recorded, read back, scopes replaced; own only', async () => {
  const me = await login(server, freshPhone())
  const path = `/demand/meetings/authorization?meeting_id=${M}`
  expect((await me.api.get(path)).body.results).toMatchObject({ authorized: 0, scopes: [] })
  const given = await me.api.postForm('/demand/meetings/authorization', { meeting_id: M })
  expect(given.status).toBe(201)
  expect(given.body.results).toMatchObject({ meeting_id: M, user_id: me.user_id, authorized: 1, scopes: ['profile'] })
  await me.api.post('/demand/meetings/authorization', { meeting_id: M, scopes: ['profile', 'contact'] })
  expect((await me.api.get(path)).body.results).toMatchObject({ authorized: 1, scopes: ['profile', 'contact'] })
  const organizer = await login(server, '13800000005')
  expect((await organizer.api.get(`${path}&user_id=${me.user_id}`)).body.results.authorized).toBe(1)
  const other = await login(server, freshPhone())
  expect((await other.api.get(`${path}&user_id=${me.user_id}`)).status).toBe(403)
  expect((await client(server).get(path)).status).toBe(401)
  expect((await other.api.post('/demand/meetings/authorization', { meeting_id: M, scopes: ['everything'] })).status).toBe(400)
  expect((await other.api.post('/demand/meetings/authorization', { meeting_id: '0'.repeat(24) })).status).toBe(404)
  expect((await other.api.get(path)).body.results.authorized).toBe(0)
})

test('credits: hours of the activity, earned once checked in', async () => {
  const guest = await client(server).get(`/activities/${A.openFree}/credits`)
  expect(guest.body.results).toMatchObject({ activity_id: A.openFree, credit_hours: 2, credit_type: { en: 'CPD hours' }, status: 'none', earned: 0 })
  const visitor = await login(server, '13800000001')
  expect((await visitor.api.get(`/activities/${A.openFree}/credits`)).body.results).toMatchObject({ status: 'registered', earned: 0 })
  const staff = await login(server, '13800000004')
  expect((await staff.api.put(`/tickets/${visitorTicket}/attends`, {})).status).toBe(200)
  expect((await visitor.api.get(`/activities/${A.openFree}/credits`)).body.results).toMatchObject({ status: 'attended', earned: 2 })
  expect((await visitor.api.get(`/activities/${A.full}/credits`)).body.results).toMatchObject({ credit_hours: 0, earned: 0 })
  expect((await client(server).get(`/activities/${SEED_IDS.members.activity}/credits`)).status).toBe(401)
  expect((await visitor.api.get('/activities/nope/credits')).body.code).toBe(4041)
})

test('union codes: bound to one\'s ticket once, replaced, listed; used and unknown codes refused', async () => {
  const visitor = await login(server, '13800000001')
  const emma = await login(server, '13800000007')
  const bound = await visitor.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[0].toLowerCase() })
  expect(bound.status).toBe(200)
  expect(bound.body.results).toMatchObject({ unioncode: UNION_CODES[0], ticket_id: visitorTicket, user_id: visitor.user_id, partner: { en: 'ACME Industry Association' } })
  const taken = await emma.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[0] })
  expect(taken.status).toBe(409)
  expect(taken.body.code).toBe(4140)
  expect((await emma.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: 'NOPE-9999' })).status).toBe(404)
  expect((await (await login(server, freshPhone())).api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[1] })).status).toBe(404)
  expect((await emma.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: 'x' })).status).toBe(400)
  expect((await emma.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[1], extra: 1 })).status).toBe(400)
  expect((await emma.api.get('/activity/unioncodes')).body.total).toBe(0)
  // A new code replaces the ticket's old one, which becomes free again.
  expect((await visitor.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[3] })).body.results.partner.en).toBe('Tech University Alumni')
  const mine = await visitor.api.get(`/activity/unioncodes?activity_id=${A.openFree}`)
  expect(mine.body.results.map((c: { unioncode: string }) => c.unioncode)).toEqual([UNION_CODES[3]])
  expect((await emma.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[0] })).status).toBe(200)
  const organizer = await login(server, '13800000005')
  const all = await organizer.api.get(`/activity/unioncodes?activity_id=${A.openFree}`)
  expect(all.body.total).toBe(UNION_CODES.length)
  expect(all.body.results.filter((c: { ticket_id: string | null }) => c.ticket_id).length).toBe(2)
})

test('three attendees racing for one union code: exactly one gets it', async () => {
  const racers = await Promise.all(['13800000001', '13800000002', '13800000007'].map((phone) => login(server, phone)))
  const answers = await Promise.all(racers.map((r) => r.api.put('/activity/attendees/unioncode', { activity_id: A.openFree, unioncode: UNION_CODES[2] })))
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
  const organizer = await login(server, '13800000005')
  const all = (await organizer.api.get(`/activity/unioncodes?activity_id=${A.openFree}`)).body.results
  expect(all.find((c: { unioncode: string }) => c.unioncode === UNION_CODES[2]).user_id).toBe(racers[answers.findIndex((a) => a.status === 200)].user_id)
})

test('exhibitor sign-in: a bound exhibitor gets a token; other accounts and wrong codes are refused', async () => {
  const api = client(server)
  expect((await api.post('/texts/code/v2', { phone: '13800000002' })).status).toBe(200)
  const countdown = await api.get('/texts?phone=13800000002')
  expect(countdown.body.results.resend_in).toBeGreaterThan(50)
  expect(countdown.body.results.expires_in).toBeGreaterThan(200)
  expect((await api.get('/texts?phone=13900009999')).body.results).toEqual({ phone: '13900009999', resend_in: 0, expires_in: 0 })
  const code = await latestCode(server, '13800000002')
  expect(JSON.stringify(countdown.body)).not.toContain(code)
  expect((await api.post('/tokens/exhibitor', { phone: '13800000002', code: code === '000000' ? '111111' : '000000' })).body.code).toBe(4010)
  const signedIn = await api.post('/tokens/exhibitor', { phone: '13800000002', code })
  expect(signedIn.status).toBe(200)
  expect(signedIn.body.results).toMatchObject({ user_id: SEED_IDS.users.exhibitor, enterprise_id: SEED_IDS.enterprises[0], token: expect.any(String) })
  expect((await client(server, signedIn.body.results.token).get('/users')).body.results[0]._id).toBe(SEED_IDS.users.exhibitor)
  await api.post('/mails/code/v2', { email: 'visitor@demo.test' })
  expect((await api.post('/tokens/exhibitor', { email: 'visitor@demo.test', code: await latestCode(server, 'visitor@demo.test') })).status).toBe(403)
  expect((await api.post('/tokens/exhibitor', { code: '123456' })).status).toBe(400)
  expect((await api.post('/tokens/exhibitor', { phone: '13800000002', email: 'x@y.z', code: '123456' })).status).toBe(400)
})

test('provider: staff and organisers see its staff and exhibitors; others 403', async () => {
  const P = PARTNER_IDS.provider
  const organizer = await login(server, '13800000005')
  const staff = await organizer.api.get(`/provider/users?meeting_id=${M}`)
  expect(staff.body.results.map((u: { _id: string }) => u._id)).toEqual([SEED_IDS.users.organizer])
  const exhibitors = await organizer.api.get(`/provider/exhibitors?provider_id=${P}`)
  expect(exhibitors.body.results.map((e: { _id: string }) => e._id).sort()).toEqual([SEED_IDS.enterprises[0], SEED_IDS.enterprises[1]].sort())
  expect(JSON.stringify(exhibitors.body)).not.toContain('BIND-')
  expect((await organizer.api.get(`/provider/exhibitors?provider_id=${P}&exhibitor_id=${SEED_IDS.enterprises[0]}`)).body.total).toBe(1)
  expect((await organizer.api.get(`/provider/exhibitors?provider_id=${P}&exhibitor_id=${SEED_IDS.enterprises[3]}`)).body.total).toBe(0)
  const visitor = await login(server, '13800000001')
  expect((await visitor.api.get(`/provider/users?provider_id=${P}`)).status).toBe(403)
  expect((await visitor.api.get(`/provider/exhibitors?provider_id=${P}`)).status).toBe(403)
  expect((await organizer.api.get('/provider/users')).status).toBe(400)
  expect((await organizer.api.get('/provider/exhibitors?provider_id=bad')).body.code).toBe(4041)
})
