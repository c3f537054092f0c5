/** GET /wechat/service/qrcodes: a development sign-in QR code with its expiry; the ticket signs in through /tokens/wechat. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

test('gives a fresh ticket, its url and expiry, within the asked ttl', async () => {
  const before = Math.floor(Date.now() / 1000)
  const first = await api.get('/wechat/service/qrcodes?ttl=600')
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual({
    ticket: expect.stringMatching(/^dev-qr-[0-9a-f]{16}$/),
    url: expect.stringContaining(first.body.results.ticket),
    expire_seconds: 600,
    expires_at: expect.any(Number),
  })
  expect(first.body.results.expires_at).toBeGreaterThanOrEqual(before + 600)
  const second = await api.get('/wechat/service/qrcodes')
  expect(second.body.results.ticket).not.toBe(first.body.results.ticket)
  expect(second.body.results.expire_seconds).toBe(2592000)
})

test('refuses a ttl out of range and unknown fields', async () => {
  expect((await api.get('/wechat/service/qrcodes?ttl=0')).status).toBe(400)
  expect((await api.get('/wechat/service/qrcodes?ttl=2592001')).status).toBe(400)
  expect((await api.get('/wechat/service/qrcodes?bogus=1')).status).toBe(400)
})

test('the ticket is a development WeChat code: without a bound phone it answers 4260', async () => {
  const { ticket } = (await api.get('/wechat/service/qrcodes?ttl=600')).body.results
  const login = await api.post('/tokens/wechat', { code: ticket })
  expect(login.body.code).toBe(4260)
})
