/** Login: codes to the outbox, the 60 s resend rule, blacklist 4000, tokens by phone / e-mail / signature / social; users. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { BLACKLISTED_EMAIL, SEED_IDS } from '../seed/ids'
import { client, freshPhone, latestCode, login, signPhone } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

test('phone code: sent to the outbox, checked, exchanged for a token; a new user is created', async () => {
  const phone = freshPhone()
  expect((await api.postForm('/texts/code/v2', { phone })).status).toBe(200)
  const again = await api.post('/texts/code/v2', { phone })
  expect(again.status).toBe(429)
  expect(again.body.message).toMatch(/do not operate frequently/)
  const code = await latestCode(server, phone)
  expect((await api.get(`/texts/phone/${phone}/code/000000`)).body.code).toBe(code === '000000' ? undefined : 4010)
  expect((await api.get(`/texts/phone/${phone}/code/${code}`)).status).toBe(200)
  const token = await api.post('/tokens/phone', { phone, code })
  expect(token.status).toBe(200)
  expect(token.body.results).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), user_id: expect.stringMatching(/^[0-9a-f]{24}$/) })
  // A code is spent once.
  expect((await api.post('/tokens/phone', { phone, code })).body.code).toBe(4010)
  const me = await client(server, token.body.results.token).get('/users')
  expect(me.body.results[0]).toMatchObject({ _id: token.body.results.user_id, phone, avatar: '/fu/static/avatar-default.svg' })
})

test('a non-mainland number is refused for area code 86', async () => {
  expect((await api.post('/texts/code/v2', { phone: '12345678901' })).status).toBe(400)
})

test('e-mail code: blacklisted e-mail gets 4000; a good one logs in', async () => {
  const blocked = await api.post('/mails/code/v2', { email: BLACKLISTED_EMAIL, language: 'en' })
  expect(blocked.status).toBe(400)
  expect(blocked.body.code).toBe(4000)
  const email = `new-${Date.now()}@demo.test`
  expect((await api.post('/mails/code/v2', { email, language: 'ja' })).status).toBe(200)
  const code = await latestCode(server, email)
  expect((await api.get(`/mails/${encodeURIComponent(email)}/code/${code}`)).status).toBe(200)
  const token = await api.post('/tokens/email', { email, code })
  expect(token.status).toBe(200)
})

test('five wrong guesses kill a code', async () => {
  const phone = freshPhone()
  await api.post('/texts/code/v2', { phone })
  const code = await latestCode(server, phone)
  const wrong = code === '111111' ? '222222' : '111111'
  for (let i = 0; i < 5; i++) expect((await api.post('/tokens/phone', { phone, code: wrong })).body.code).toBe(4010)
  expect((await api.post('/tokens/phone', { phone, code })).body.code).toBe(4010)
})

test('signed phone login: good signature works, stale or wrong ones get 4012', async () => {
  expect((await api.post('/tokens/phone/v2', signPhone('13800000001'))).status).toBe(200)
  const stale = await api.post('/tokens/phone/v2', signPhone('13800000001', Math.floor(Date.now() / 1000) - 3600))
  expect(stale.body.code).toBe(4012)
  const forged = await api.post('/tokens/phone/v2', signPhone('13800000001', undefined, 'not-the-secret'))
  expect(forged.status).toBe(403)
})

test('WeChat without a bound phone → 4260; binding with phone + code logs in; next time directly', async () => {
  const first = await api.post('/tokens/wechat', { code: 'dev-wx-alice' })
  expect(first.body.code).toBe(4260)
  const phone = freshPhone()
  await api.post('/texts/code/v2', { phone })
  const bound = await api.post('/tokens/wechat', { code: 'dev-wx-alice', phone, verify_code: await latestCode(server, phone) })
  expect(bound.status).toBe(200)
  const again = await api.post('/tokens/wechat', { code: 'dev-wx-alice' })
  expect(again.body.results.user_id).toBe(bound.body.results.user_id)
  expect((await api.post('/tokens/wechat', { code: 'not-dev' })).status).toBe(400)
})

test('Google and Facebook through the development provider; Facebook without a token is refused', async () => {
  const google = await api.post('/tokens/google', { id_token: 'dev-g-bob', email: 'bob@gmail.test' })
  expect(google.status).toBe(200)
  expect((await api.post('/tokens/google', { id_token: 'dev-g-bob' })).body.results.user_id).toBe(google.body.results.user_id)
  expect((await api.post('/tokens/facebook', {})).status).toBe(400)
})

test('other users: contact details only for friends', async () => {
  const { api: visitor } = await login(server, '13800000001')
  const friend = await visitor.get(`/users?_id=${SEED_IDS.users.friend}`)
  expect(friend.body.results[0]).toHaveProperty('phone')
  const stranger = await visitor.get(`/users?_id=${SEED_IDS.users.agent}&with_exhibitor=1`)
  expect(stranger.body.results[0]).not.toHaveProperty('phone')
  expect(stranger.body.results[0]).not.toHaveProperty('contact')
  const exhibitor = await visitor.get(`/users?_id=${SEED_IDS.users.exhibitor}&with_exhibitor=1`)
  expect(exhibitor.body.results[0].exhibitor).toMatchObject({ enterprise_id: SEED_IDS.enterprises[0] })
})

test('PUT /users/{id}: own profile only, validated, phone set once', async () => {
  const phone = freshPhone()
  const me = await login(server, phone)
  const ok = await me.api.put(`/users/${me.user_id}`, { username: 'Zoe', work: { title: 'CTO', company: 'Z' }, language: 'ko' })
  expect(ok.status).toBe(200)
  expect(ok.body.results).toMatchObject({ username: 'Zoe', work: { title: 'CTO' }, language: 'ko' })
  expect((await me.api.put(`/users/${SEED_IDS.users.visitor}`, { username: 'x' })).status).toBe(403)
  expect((await me.api.put(`/users/${me.user_id}`, { username: 'x', admin: true })).status).toBe(400)
  expect((await me.api.put(`/users/${me.user_id}`, { username: 'x'.repeat(5000) })).status).toBe(400)
  expect((await me.api.put(`/users/${me.user_id}`, { phone: freshPhone(), code: '123456' })).body.code).toBe(4122)
  expect((await me.api.get('/users')).body.results[0].username).toBe('Zoe')
})

test('e-mail change: only once, not one another account uses, verified by code', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.put(`/users/${me.user_id}/email`, { email: 'visitor@demo.test', code: '123456' })).body.code).toBe(4121)
  const email = `mine-${Date.now()}@demo.test`
  await api.post('/mails/code/v2', { email })
  const set = await me.api.put(`/users/${me.user_id}/email`, { email, code: await latestCode(server, email) })
  expect(set.status).toBe(200)
  expect(set.body.results.contact.email).toBe(email)
  expect((await me.api.put(`/users/${me.user_id}/email`, { email: 'other@demo.test', code: '123456' })).body.code).toBe(4122)
})
