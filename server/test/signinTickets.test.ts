/**
 * The web-view sign-in's one-time tickets (POST /signin/tickets → POST /tokens/signin-ticket): a signed-in bridge
 * page gets a ticket; H5 exchanges it once for its own session; a used, expired or wrong ticket is refused with
 * 400 / 4263 and its reason; a ticket needs a session to be issued; nothing is kept in the clear.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, login } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

async function bridgeTicket() {
  const native = await login(server, freshPhone())
  const issued = await native.api.post('/signin/tickets')
  expect(issued.status).toBe(200)
  return { native, ...issued.body.results as { ticket: string; expires_in: number } }
}

test("a ticket signs the web-view in as the bridge's user, once, with a session of its own", async () => {
  const { native, ticket, expires_in } = await bridgeTicket()
  expect(expires_in).toBeLessThanOrEqual(60)
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/)
  const exchanged = await api.post('/tokens/signin-ticket', { ticket })
  expect(exchanged.status).toBe(200)
  expect(exchanged.body.results.user_id).toBe(native.user_id)
  expect(exchanged.body.results.token).not.toBe(native.token)
  const web = client(server, exchanged.body.results.token)
  expect((await web.get(`/users?_id=${native.user_id}`)).status).toBe(200)

  const again = await api.post('/tokens/signin-ticket', { ticket })
  expect(again.status).toBe(400)
  expect(again.body).toMatchObject({ code: 4263, data: { reason: 'used' } })
  expect(again.body.message).toMatch(/already used/)
})

test('an expired ticket is refused, and so is one never issued', async () => {
  const { ticket } = await bridgeTicket()
  expect((await api.post('/dev/signin/tickets/expire', { ticket })).status).toBe(200)
  const expired = await api.post('/tokens/signin-ticket', { ticket })
  expect(expired.status).toBe(400)
  expect(expired.body).toMatchObject({ code: 4263, data: { reason: 'expired' } })
  expect(expired.body.message).toMatch(/expired/)

  const wrong = await api.post('/tokens/signin-ticket', { ticket: 'x'.repeat(43) })
  expect(wrong.body).toMatchObject({ code: 4263, data: { reason: 'unknown' } })
  expect((await api.post('/tokens/signin-ticket', { ticket: 'short' })).status).toBe(400)
  expect((await api.post('/tokens/signin-ticket', {})).status).toBe(400)
})

test('only a signed-in bridge gets a ticket, and two exchanges at once give one session', async () => {
  expect((await api.post('/signin/tickets')).status).toBe(401)
  const { ticket } = await bridgeTicket()
  const answers = await Promise.all([1, 2, 3].map(() => api.post('/tokens/signin-ticket', { ticket })))
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  expect(answers.filter((a) => a.body.code === 4263)).toHaveLength(2)
})
