/**
 * The desktop WeChat sign-in through the Open Platform's website application, against a local stand-in of
 * api.weixin.qq.com (wechatStandIn.ts): the qrconnect address and its state, the state's single use and expiry, the
 * code exchanged through sns/oauth2/access_token with the website app's credentials and the person read from
 * sns/userinfo, the unionid joining the account the mini-program made, WeChat's 40029, and production without the app.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { wechatConfigFromEnv } from '../providers/wechat/config'
import { client, freshPhone, login } from './helpers'
import { startWechatStandIn, type WechatStandIn } from './wechatStandIn'

const MINI = { appId: 'wxmini0000000002', secret: 'mini-secret-0123456789abcdef0456' }
const WEB = { appId: 'wxweb0000000000001', secret: 'web-secret-0123456789abcdef012345' }

let standIn: WechatStandIn
let server: TestServer
let api: ReturnType<typeof client>

beforeAll(async () => {
  standIn = await startWechatStandIn([MINI, WEB])
  server = await startTestServer({
    env: {
      FU_WECHAT_MINI_APPID: MINI.appId,
      FU_WECHAT_MINI_SECRET: MINI.secret,
      FU_WECHAT_WEB_APPID: WEB.appId,
      FU_WECHAT_WEB_SECRET: WEB.secret,
      FU_WECHAT_BASE_URL: standIn.baseUrl,
      FU_SITE_URL: 'https://expo.example.com/',
    },
  })
  api = client(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
})

let people = 0
const person = () => ({ openid: `o-web-${process.pid}-${++people}`, unionid: `u-web-${process.pid}-${people}` })

async function authorize(redirect = '/meeting/home') {
  const answer = await api.post('/wechat/web/authorize', { redirect })
  expect(answer.status).toBe(200)
  return answer.body.results as { authorize_url: string; state: string }
}

async function smsCode(phone: string) {
  await api.post('/texts/code/v2', { phone })
  const sms = await api.get(`/dev/outbox?to=${phone}&limit=1`)
  return /\d{6}/.exec(sms.body.results[0].body)![0]
}

test("the authorisation address is WeChat's qrconnect page for the website app, back to our login page", async () => {
  const { authorize_url, state } = await authorize('/meeting/agenda?x=1')
  const url = new URL(authorize_url)
  expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect')
  expect(url.hash).toBe('#wechat_redirect')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    appid: WEB.appId, redirect_uri: 'https://expo.example.com/#/login', response_type: 'code', scope: 'snsapi_login', state,
  })
  expect(authorize_url).toContain(`redirect_uri=${encodeURIComponent('https://expo.example.com/#/login')}`)
  expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/)
  // Another call, another state.
  expect((await authorize()).state).not.toBe(state)
})

test.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('a redirect off our site (%s) is refused', async (redirect) => {
  const answer = await api.post('/wechat/web/authorize', { redirect })
  expect(answer.status).toBe(400)
})

test('a new person binds a phone, is named after their WeChat nickname and continues to the redirect; the state serves once', async () => {
  const who = { ...person(), nickname: '小明 Web' }
  const { state } = await authorize('/meeting/agenda')
  const code = standIn.loginCode(WEB.appId, who)
  const first = await api.post('/tokens/wechat/web', { code, state })
  expect(first.status).toBe(400)
  expect(first.body).toMatchObject({ code: 4260, data: { provider: 'wechat', app_id: WEB.appId, redirect: '/meeting/agenda' } })
  const exchanged = standIn.requests.filter((r) => r.path === '/sns/oauth2/access_token' && r.query.code === code)
  expect(exchanged).toHaveLength(1)
  expect(exchanged[0].query).toMatchObject({ appid: WEB.appId, secret: WEB.secret, grant_type: 'authorization_code' })
  expect(standIn.requests.filter((r) => r.path === '/sns/userinfo' && r.query.openid === who.openid)).toHaveLength(1)

  // Another code cannot borrow the state the first one took.
  const other = await api.post('/tokens/wechat/web', { code: standIn.loginCode(WEB.appId, person()), state })
  expect(other.status).toBe(400)
  expect(other.body).toMatchObject({ code: 4267, data: { reason: 'used' } })

  const phone = freshPhone()
  const bound = await api.post('/tokens/wechat/web', { code, state, phone, verify_code: await smsCode(phone) })
  expect(bound.status).toBe(200)
  expect(bound.body.results.redirect).toBe('/meeting/agenda')
  const byPhone = await login(server, phone)
  expect(byPhone.user_id).toBe(bound.body.results.user_id)
  const me = await byPhone.api.get(`/users?_id=${byPhone.user_id}`)
  expect(JSON.stringify(me.body.results)).toContain('小明 Web')

  // Finished: the same state never signs in again.
  const replay = await api.post('/tokens/wechat/web', { code, state })
  expect(replay.status).toBe(400)
  expect(replay.body).toMatchObject({ code: 4267, data: { reason: 'used' } })
})

test('an unknown or expired state signs nobody in, and WeChat is not asked', async () => {
  const code = standIn.loginCode(WEB.appId, person())
  const unknown = await api.post('/tokens/wechat/web', { code, state: 'A'.repeat(32) })
  expect(unknown.status).toBe(400)
  expect(unknown.body).toMatchObject({ code: 4267, data: { reason: 'unknown' } })

  const { state } = await authorize()
  expect((await api.post('/dev/wechat/web/states/expire', { state })).status).toBe(200)
  const expired = await api.post('/tokens/wechat/web', { code, state })
  expect(expired.status).toBe(400)
  expect(expired.body).toMatchObject({ code: 4267, data: { reason: 'expired' } })
  expect(standIn.requests.filter((r) => r.query.code === code)).toHaveLength(0)
})

test('the same person (unionid) who signed in in the mini-program lands on the same account at once', async () => {
  const who = person()
  const miniCode = standIn.loginCode(MINI.appId, who)
  const phone = freshPhone()
  await api.post('/tokens/wechat', { code: miniCode })
  const mini = await api.post('/tokens/wechat', { code: miniCode, phone, verify_code: await smsCode(phone) })
  expect(mini.status).toBe(200)

  const { state } = await authorize()
  // The website app has its own openid for the person; the unionid is the same.
  const web = await api.post('/tokens/wechat/web', { code: standIn.loginCode(WEB.appId, { ...who, openid: `${who.openid}-web` }), state })
  expect(web.status).toBe(200)
  expect(web.body.results.user_id).toBe(mini.body.results.user_id)
})

test('the /bind page binds a phone through POST /tokens/wechat with the app the 4260 named, WeChat asked once', async () => {
  const { state } = await authorize()
  const code = standIn.loginCode(WEB.appId, person())
  const first = await api.post('/tokens/wechat/web', { code, state })
  expect(first.body.code).toBe(4260)
  const phone = freshPhone()
  const bound = await api.post('/tokens/wechat', { code, app_id: first.body.data.app_id, phone, verify_code: await smsCode(phone) })
  expect(bound.status).toBe(200)
  expect(standIn.requests.filter((r) => r.query.code === code)).toHaveLength(1)
})

test("WeChat's invalid code (40029) is a clear 400 naming WeChat's errcode", async () => {
  const { state } = await authorize()
  const answer = await api.post('/tokens/wechat/web', { code: 'not-a-code-wechat-gave', state })
  expect(answer.status).toBe(400)
  expect(answer.body.code).toBe(4010)
  expect(answer.body.message).toContain('40029')
})

test('production without FU_WECHAT_WEB_APPID answers 503 with the reason', async () => {
  const prod = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: 'prod-secret-for-tests-at-least-32-bytes', FU_STORAGE: 'database' } })
  try {
    const answer = await client(prod).post('/wechat/web/authorize', { redirect: '/meeting/home' })
    expect(answer.status).toBe(503)
    expect(answer.body.message).toContain('FU_WECHAT_WEB_APPID')
    const token = await client(prod).post('/tokens/wechat/web', { code: 'abc', state: 'A'.repeat(32) })
    expect(token.status).toBe(503)
  } finally {
    await prod.stop()
  }
}, 120_000)

test('FU_WECHAT_WEB_APPID without its secret stops the start, naming it; the website app alone is a configuration', () => {
  expect(() => wechatConfigFromEnv({ FU_WECHAT_WEB_APPID: WEB.appId })).toThrow(/FU_WECHAT_WEB_SECRET/)
  expect(wechatConfigFromEnv({ FU_WECHAT_WEB_APPID: WEB.appId, FU_WECHAT_WEB_SECRET: WEB.secret })?.web).toEqual(WEB)
})
