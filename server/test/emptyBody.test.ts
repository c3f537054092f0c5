/** A write without a body (the client's "add to my schedule", "cancel") is an empty form, not a bad request. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { login } from './helpers'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

it('POST and DELETE without a body act on the path alone', async () => {
  const { token, user_id } = await login(server, '13800000001')
  const path = `${server.apiUrl}/users/${user_id}/agendas/${SEED_IDS.agendas[1]}`
  const headers = { authorization: `Bearer ${token}` }
  const added = await fetch(path, { method: 'POST', headers })
  expect(added.status).toBe(201)
  expect((await fetch(path, { headers })).status).toBe(200)
  const removed = await fetch(path, { method: 'DELETE', headers })
  expect(removed.ok).toBe(true)
})

it('a body a route needs is still required: the error names the missing field', async () => {
  const { token } = await login(server, '13800000001')
  const res = await fetch(`${server.apiUrl}/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(400)
  expect((await res.json()).message).toMatch(/activity_id|required/i)
})
