/**
 * The public guest query (SPEC §2 /meeting/reception/query/guest, §6 guests by phone or query code): unsigned, a query
 * code or a phone together with the guest's name finds the guest, without contact details; a phone alone still needs
 * a sign-in; guest records name each phase, since guests cannot list phases.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, login } from './helpers'

const M = SEED_IDS.meeting
const G = SEED_IDS.guests
const P = SEED_IDS.phases
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('unsigned: a query code, or phone and name, finds the guest without contact details; a phone alone needs a sign-in', async () => {
  const anonymous = client(server)
  const byCode = await anonymous.get(`/reception/query/guest?meeting_id=${M}&query_code=guest002`)
  expect(byCode.status).toBe(200)
  expect(byCode.body.results).toEqual([expect.objectContaining({ _id: G[1], name: 'Anna Schmidt' })])
  expect(byCode.body.results[0]).not.toHaveProperty('phone')
  expect(byCode.body.results[0]).not.toHaveProperty('query_code')

  const byName = await anonymous.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011&name=${encodeURIComponent(' anna schmidt ')}`)
  expect(byName.body.results.map((g: { _id: string }) => g._id)).toEqual([G[1]])
  expect(byName.body.results[0]).not.toHaveProperty('email')
  // The wrong name for the phone finds nobody; a phone alone is not public.
  expect((await anonymous.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011&name=Li%20Wei`)).status).toBe(404)
  expect((await anonymous.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011`)).status).toBe(401)
  expect((await anonymous.get(`/reception/query/guest?meeting_id=${M}&email=guest2@demo.test`)).status).toBe(401)
  // A name goes with a phone only.
  expect((await anonymous.get(`/reception/query/guest?meeting_id=${M}&query_code=GUEST002&name=Anna`)).status).toBe(400)
  // A signed-in stranger with name and phone finds the guest too, and sees the contact details only as staff would.
  const stranger = await login(server, '13800000002')
  expect((await stranger.api.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011&name=Anna%20Schmidt`)).body.results[0]._id).toBe(G[1])
  expect((await stranger.api.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011`)).status).toBe(403)
})

test('a guest record names the phase of each check-in', async () => {
  const staff = await login(server, '13800000004')
  expect((await staff.api.put(`/reception/guests/${G[2]}/phases/${P[1]}`, { status: 1 })).status).toBe(200)
  const found = await client(server).get(`/reception/query/guest?meeting_id=${M}&query_code=GUEST003`)
  expect(found.body.results[0].phases).toEqual([expect.objectContaining({ phase_id: P[1], status: 1, title: expect.objectContaining({ en: 'Hotel check-in' }) })])
})
