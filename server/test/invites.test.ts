/** POST /enterprises/{id}/invites: an invitation card opened, recorded for a signed-in user or a guest's device (SPEC §7). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const E = SEED_IDS.enterprises[0]

test('a guest records an invite with the device id, a signed-in user with their account; the total counts both', async () => {
  const guest = client(server)
  const first = await guest.post(`/enterprises/${E}/invites`, { user_id: 'device-abc' })
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual({ action: 'invites', total: 1 })
  const me = await login(server, freshPhone())
  expect((await me.api.post(`/enterprises/${E}/invites`)).body.results.total).toBe(2)
})

test('bad input and unknown or members-only companies are refused', async () => {
  const guest = client(server)
  expect((await guest.post('/enterprises/not-an-id/invites')).status).toBe(400)
  expect((await guest.post(`/enterprises/${E}/invites`, { user_id: 'x'.repeat(65) })).status).toBe(400)
  expect((await guest.post('/enterprises/660000000000000000000099/invites')).status).toBe(404)
  // The members-only meeting is not open to guests (SPEC §6).
  expect((await guest.post(`/enterprises/${SEED_IDS.members.enterprise}/invites`, { user_id: 'device-abc' })).status).toBe(401)
})
