/**
 * Reception staff rights are per meeting (SPEC §3 reception_staff_role_1 / _2, §6): staff of one meeting cannot
 * receive guests, look them up, list tickets or check guests in at another (403); people who are staff nowhere
 * get the not-found notice (404).
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const X = SEED_IDS.membersMeeting
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
type Api = Awaited<ReturnType<typeof login>>['api']
let reception: Api // staff of the main meeting only (role 1)
let organizer: Api // staff of both: role 1 at the main meeting, role 2 at the members' meeting
beforeAll(async () => {
  server = await startTestServer()
  reception = (await login(server, '13800000004')).api
  organizer = (await login(server, '13800000005')).api
}, 120_000)
afterAll(() => server?.stop())

test('GET /reception/staff answers the role of this meeting with its title, and 404 at a meeting one does not serve', async () => {
  expect((await reception.get(`/reception/staff?meeting_id=${M}`)).body.results).toMatchObject({ role: 1, role_title: { en: 'Reception staff' }, meeting_id: M })
  expect((await reception.get(`/reception/staff?meeting_id=${X}`)).status).toBe(404)
  expect((await organizer.get(`/reception/staff?meeting_id=${X}`)).body.results).toMatchObject({ role: 2, role_title: { en: 'Event volunteer' } })
})

test('staff of meeting A cannot receive or look up the guests of meeting B (403); its own staff can', async () => {
  const G = SEED_IDS.members.guest
  const P = SEED_IDS.members.phase
  const put = await reception.put(`/reception/guests/${G}/phases/${P}`, { status: 1 })
  expect(put.status).toBe(403)
  expect(put.body.code).toBe(4030)
  expect((await reception.get(`/reception/guests?meeting_id=${X}`)).status).toBe(403)
  expect((await reception.get(`/reception/phases?meeting_id=${X}`)).status).toBe(403)
  expect((await reception.get(`/reception/query/guest?meeting_id=${X}&phone=13900000021`)).status).toBe(403)
  expect((await reception.get(`/reception/guests/${G}`)).status).toBe(404)
  expect((await organizer.get(`/reception/phases?meeting_id=${X}`)).body.results).toEqual([expect.objectContaining({ _id: P, received_total: 0 })])

  const received = await organizer.put(`/reception/guests/${G}/phases/${P}`, { status: 1 })
  expect(received.body.results).toMatchObject({ status: 1, staff_user_id: SEED_IDS.users.organizer })
  expect((await organizer.get(`/reception/phases?meeting_id=${X}`)).body.results[0].received_total).toBe(1)
  // Meeting A's own guests stay open to its staff.
  expect((await reception.put(`/reception/guests/${SEED_IDS.guests[2]}/phases/${SEED_IDS.phases[2]}`, { status: 1 })).status).toBe(200)
  // Staff nowhere: the not-found notice.
  const stranger = (await login(server, freshPhone())).api
  expect((await stranger.put(`/reception/guests/${G}/phases/${P}`, { status: 1 })).status).toBe(404)
})

test('tickets: check-in, review and the full ticket list only by staff of the ticket\'s meeting', async () => {
  const member = await login(server, freshPhone())
  const atB = (await member.api.post('/tickets', { activity_id: SEED_IDS.members.activity, name: 'Member' })).body.results[0]
  expect(atB.status).toBe(1)
  expect((await reception.put(`/tickets/${atB._id}/attends`)).status).toBe(403)
  expect((await reception.put(`/tickets/${atB._id}/approve`, { status: 2 })).status).toBe(403)
  expect((await reception.get(`/tickets?all=1&activity_id=${SEED_IDS.members.activity}`)).status).toBe(403)
  expect((await reception.get(`/tickets?all=1&meeting_id=${X}`)).status).toBe(403)
  expect((await reception.get('/tickets?all=1')).status).toBe(400)
  expect((await member.api.get(`/tickets?_id=${atB._id}`)).body.results[0].status).toBe(1) // unchanged

  expect((await organizer.put(`/tickets/${atB._id}/attends`)).body.results.status).toBe(3)
  expect((await organizer.get(`/tickets?all=1&meeting_id=${X}`)).body.results.map((t: { _id: string }) => t._id)).toContain(atB._id)

  const atA = (await member.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Member', answers: [heard] })).body.results[0]
  expect((await reception.put(`/tickets/${atA._id}/attends`)).body.results.status).toBe(3)
})
