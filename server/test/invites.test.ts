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

describe('a speaker\'s own invitation', () => {
  const M = SEED_IDS.meeting
  const U = SEED_IDS.users.speaker

  test('the linked account sees its speaker and its sessions, then accepts (once; the first time is kept)', async () => {
    const me = await login(server, '13800000064')
    expect(me.user_id).toBe(U)
    const mine = await me.api.get(`/meetings/${M}/speaker/users/${U}`)
    expect(mine.status).toBe(200)
    expect(mine.body.results).toMatchObject({ _id: SEED_IDS.speakers[0], name: { en: 'Zhang Wei' }, accepted: 0, accepted_at: null })
    const sessions = await client(server).get(`/meetings/${M}/speaker/users/${U}/agendas`)
    expect(sessions.status).toBe(200)
    expect(sessions.body.total).toBeGreaterThan(0)
    for (const agenda of sessions.body.results) expect(agenda.speakers).toContain(SEED_IDS.speakers[0])
    const accepted = await me.api.post(`/meetings/${M}/speaker/users/${U}/accept`)
    expect(accepted.status).toBe(200)
    expect(accepted.body.results).toMatchObject({ accepted: 1, accepted_at: expect.any(Number) })
    const again = await me.api.post(`/meetings/${M}/speaker/users/${U}/accept`)
    expect(again.body.results.accepted_at).toBe(accepted.body.results.accepted_at)
    expect((await me.api.get(`/meetings/${M}/speaker/users/${U}`)).body.results.accepted).toBe(1)
    // The public speaker document keeps the account and the answer private.
    const publicDoc = await client(server).get(`/meetings/${M}/speakers/${SEED_IDS.speakers[0]}`)
    expect(publicDoc.body.results).not.toHaveProperty('user_id')
    expect(publicDoc.body.results).not.toHaveProperty('accepted_at')
  })

  test('needs a login, only for oneself; an account that is no speaker gets 404', async () => {
    expect((await client(server).get(`/meetings/${M}/speaker/users/${U}`)).status).toBe(401)
    expect((await client(server).post(`/meetings/${M}/speaker/users/${U}/accept`)).status).toBe(401)
    const other = await login(server, freshPhone())
    expect((await other.api.get(`/meetings/${M}/speaker/users/${U}`)).status).toBe(403)
    expect((await other.api.post(`/meetings/${M}/speaker/users/${U}/accept`)).status).toBe(403)
    expect((await other.api.get(`/meetings/${M}/speaker/users/${other.user_id}`)).status).toBe(404)
    expect((await other.api.get(`/meetings/bad/speaker/users/${other.user_id}`)).status).toBe(400)
  })
})
