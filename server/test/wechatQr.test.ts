/**
 * Desktop WeChat QR sign-in: GET /wechat/service/qrcodes, the poll's states (waiting → scanned → confirmed once, or
 * bind_phone for an unbound WeChat identity, expired), and the development scan standing in for WeChat's event push.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, latestCode } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

const newCode = async (ttl = 600) => (await api.get(`/wechat/service/qrcodes?ttl=${ttl}`)).body.results
const poll = (code: { ticket: string; poll_key: string }) => api.post('/wechat/service/qrcodes/poll', { ticket: code.ticket, poll_key: code.poll_key })
const scan = (ticket: string, body: Record<string, unknown>) => api.post(`/dev/wechat/qrcodes/${ticket}/scan`, body)

/** A WeChat identity bound to a fresh phone through the 4260 flow of /tokens/wechat. */
async function boundWechatIdentity(): Promise<{ code: string; user_id: string }> {
  const code = `dev-wechat-qr-${Math.random().toString(36).slice(2, 10)}`
  const phone = freshPhone()
  await api.post('/texts/code/v2', { phone })
  const bound = await api.post('/tokens/wechat', { code, phone, verify_code: await latestCode(server, phone) })
  expect(bound.status).toBe(200)
  return { code, user_id: bound.body.results.user_id }
}

test('gives a fresh ticket, its url, expiry and a poll key, within the asked ttl', async () => {
  const before = Math.floor(Date.now() / 1000)
  const first = await api.get('/wechat/service/qrcodes?ttl=600')
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual({
    ticket: expect.stringMatching(/^dev-qr-[0-9a-f]{16}$/),
    url: expect.stringContaining(first.body.results.ticket),
    expire_seconds: 600,
    expires_at: expect.any(Number),
    poll_key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
  })
  // The key is not in the url that the QR image shows.
  expect(first.body.results.url).not.toContain(first.body.results.poll_key)
  expect(first.body.results.expires_at).toBeGreaterThanOrEqual(before + 600)
  const second = await api.get('/wechat/service/qrcodes')
  expect(second.body.results.ticket).not.toBe(first.body.results.ticket)
  expect(second.body.results.expire_seconds).toBe(2592000)
})

test('refuses a ttl out of range and unknown fields', async () => {
  expect((await api.get('/wechat/service/qrcodes?ttl=0')).status).toBe(400)
  expect((await api.get('/wechat/service/qrcodes?ttl=2592001')).status).toBe(400)
  expect((await api.get('/wechat/service/qrcodes?bogus=1')).status).toBe(400)
  const code = await newCode()
  expect((await api.post('/wechat/service/qrcodes/poll', { ticket: code.ticket, poll_key: code.poll_key, extra: 1 })).status).toBe(400)
  expect((await scan(code.ticket, { code: 'not-a-dev-code' })).status).toBe(400)
})

test('a bound WeChat identity: waiting → scanned → confirmed with a working token, handed out once', async () => {
  const identity = await boundWechatIdentity()
  const code = await newCode()
  expect((await poll(code)).body.results).toEqual({ status: 'waiting' })

  expect((await scan(code.ticket, { code: identity.code, confirm: 0 })).body.results).toEqual({ status: 'scanned' })
  expect((await poll(code)).body.results).toEqual({ status: 'scanned' })

  expect((await scan(code.ticket, { code: identity.code })).body.results).toEqual({ status: 'confirmed' })
  const confirmed = (await poll(code)).body.results
  expect(confirmed).toEqual({ status: 'confirmed', token: expect.stringMatching(/^[0-9a-f]{64}$/), user_id: identity.user_id })
  const me = await client(server, confirmed.token).get(`/users?_id=${identity.user_id}`)
  expect(me.status).toBe(200)

  // Claimed: a second poll (or another window polling the same code) gets no token, and the code cannot be scanned again.
  expect((await poll(code)).body.results).toEqual({ status: 'used' })
  const rescan = await scan(code.ticket, { code: identity.code })
  expect(rescan.status).toBe(409)
  expect(rescan.body.code).toBe(4262)
})

test('two polls racing for one confirmed sign-in: exactly one gets the token', async () => {
  const identity = await boundWechatIdentity()
  const code = await newCode()
  await scan(code.ticket, { code: identity.code })
  const answers = await Promise.all(Array.from({ length: 6 }, () => poll(code)))
  const statuses = answers.map(a => a.body.results.status).sort()
  expect(statuses).toEqual(['confirmed', 'used', 'used', 'used', 'used', 'used'])
})

test('an unbound WeChat identity: bind_phone with its code, which /tokens/wechat then binds (4260 flow)', async () => {
  const code = await newCode()
  const wechatCode = `dev-wechat-new-${Math.random().toString(36).slice(2, 10)}`
  expect((await scan(code.ticket, { code: wechatCode })).body.results).toEqual({ status: 'bind_phone' })
  expect((await poll(code)).body.results).toEqual({ status: 'bind_phone', code: wechatCode })
  expect((await poll(code)).body.results).toEqual({ status: 'used' })

  expect((await api.post('/tokens/wechat', { code: wechatCode })).body.code).toBe(4260)
  const phone = freshPhone()
  await api.post('/texts/code/v2', { phone })
  const bound = await api.post('/tokens/wechat', { code: wechatCode, phone, verify_code: await latestCode(server, phone) })
  expect(bound.body.results).toEqual({ token: expect.any(String), user_id: expect.any(String) })
})

test('only the desktop holding the poll key learns the outcome', async () => {
  const code = await newCode()
  const other = await newCode()
  const wrongKey = await api.post('/wechat/service/qrcodes/poll', { ticket: code.ticket, poll_key: other.poll_key })
  expect(wrongKey.status).toBe(404)
  const unknown = await api.post('/wechat/service/qrcodes/poll', { ticket: 'dev-qr-0000000000000000', poll_key: code.poll_key })
  expect(unknown.status).toBe(404)
  expect((await scan('dev-qr-0000000000000000', { code: 'dev-wechat-x' })).status).toBe(404)
})

test('an expired code says expired and can no longer be scanned', async () => {
  const code = await newCode(60)
  // The development clock jump, rather than waiting a minute.
  expect((await api.post(`/dev/wechat/qrcodes/${code.ticket}/expire`)).body.results).toEqual({ status: 'waiting', expired: 1 })
  expect((await poll(code)).body.results).toEqual({ status: 'expired' })
  const late = await scan(code.ticket, { code: 'dev-wechat-late' })
  expect(late.status).toBe(409)
  expect(late.body).toMatchObject({ code: 4262, message: expect.stringContaining('expired') })
})

test('making codes is rate-limited per IP like the other sign-in calls; polling is not', async () => {
  const limited = await startTestServer({ env: { FU_AUTH_RATE_LIMIT: '2' } })
  try {
    const anon = client(limited)
    const first = (await anon.get('/wechat/service/qrcodes?ttl=600')).body.results
    expect((await anon.get('/wechat/service/qrcodes?ttl=600')).status).toBe(200)
    expect((await anon.get('/wechat/service/qrcodes?ttl=600')).status).toBe(429)
    for (let i = 0; i < 4; i++) expect((await anon.post('/wechat/service/qrcodes/poll', { ticket: first.ticket, poll_key: first.poll_key })).status).toBe(200)
  } finally {
    await limited.stop()
  }
}, 120_000)
