/**
 * The WeChat calls of SPEC §7 on the development provider: content check, JS-SDK signature (WeChat's documented
 * algorithm), official-account authorisation and openid, follow state, mini-program URL schemes, card ticket; their
 * validation and authorisation; and production's clear 503.
 */
import crypto from 'node:crypto'
import { startTestServer, type TestServer } from '../../test/support/server'
import { DEV_SIGN_SECRET } from '../modules/accounts/devDefaults'
import { developmentWechatProvider, jssdkSignature } from '../providers/wechat/provider'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, latestCode, login, signPhone } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex')

test("the signature follows WeChat's documented example", () => {
  // The worked example of WeChat's JS-SDK documentation (appendix 1).
  const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
  expect(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
})

describe('POST /wechat/service/jssdk', () => {
  test('signs the page without its fragment, with a fresh nonce and the current time', async () => {
    const before = Math.floor(Date.now() / 1000)
    const url = 'https://fu.example/h5/index.html?x=1'
    const first = (await api.post('/wechat/service/jssdk', { url: `${url}#/meeting/home`, app_id: 'wx-demo-appid' })).body.results
    expect(first).toEqual({ appId: 'wx-demo-appid', timestamp: expect.any(Number), nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/), signature: expect.stringMatching(/^[0-9a-f]{40}$/) })
    expect(first.timestamp).toBeGreaterThanOrEqual(before)
    const second = (await api.post('/wechat/service/jssdk', { url, app_id: 'wx-demo-appid' })).body.results
    expect(second.nonceStr).not.toBe(first.nonceStr)
    // The development ticket comes from the server's secret: recompute the documented string for each answer.
    const ticket = await developmentWechatProvider(DEV_SIGN_SECRET).jsapiTicket('wx-demo-appid')
    for (const answer of [first, second]) {
      expect(answer.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${answer.nonceStr}&timestamp=${answer.timestamp}&url=${url}`))
    }
    const otherApp = (await api.post('/wechat/service/jssdk', { url, app_id: 'wx-other' })).body.results
    expect(otherApp.appId).toBe('wx-other')
    expect(otherApp.signature).not.toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${otherApp.nonceStr}&timestamp=${otherApp.timestamp}&url=${url}`))
  })

  test('refuses a missing app, a non-http url and unknown fields', async () => {
    expect((await api.post('/wechat/service/jssdk', { url: 'https://fu.example/' })).status).toBe(400)
    expect((await api.post('/wechat/service/jssdk', { url: 'javascript:alert(1)', app_id: 'wx1' })).status).toBe(400)
    expect((await api.post('/wechat/service/jssdk', { url: 'https://fu.example/', app_id: 'wx1', extra: 1 })).status).toBe(400)
  })
})

describe('POST /wechat/securities', () => {
  test('passes clean text and refuses sensitive text with its category; needs a token', async () => {
    const { api: visitor } = await login(server, freshPhone())
    expect((await visitor.post('/wechat/securities', { content: 'Looking for robotics partners' })).body.results).toEqual({ pass: 1 })
    const refused = await visitor.post('/wechat/securities', { content: 'please buy drugs here' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 4300, data: { category: 'contraband', field: 'content' } })
    expect((await visitor.post('/wechat/securities', { content: '' })).status).toBe(400)
    expect((await api.post('/wechat/securities', { content: 'hello' })).status).toBe(401)
  })
})

describe('authorisation and openid', () => {
  test("GET /wechat/authorizes lists the meeting's official account first", async () => {
    const list = await api.get(`/wechat/authorizes?meeting_id=${SEED_IDS.meeting}`)
    // In development the OAuth page is the server's stand-in (production: WeChat's, below).
    expect(list.body.results[0]).toEqual({ authorizer_appid: 'wx-demo-appid', meeting_id: SEED_IDS.meeting, scope: 'snsapi_userinfo', authorize_url: '/fu/api/dev/wechat/oauth2/authorize' })
    expect((await api.get('/wechat/authorizes?meeting_id=660100000000000000000999')).status).toBe(404)
    expect((await api.get('/wechat/authorizes')).status).toBe(400)
  })

  test('POST /wechat/authorizes keeps the openid with the account; follow follows it; openid alone stores nothing', async () => {
    const { api: visitor, user_id } = await login(server, freshPhone())
    expect((await visitor.get('/wechat/service/follow?app_id=wx-demo-appid')).body.results).toEqual({ app_id: 'wx-demo-appid', subscribe: 0 })

    const openid = (await api.post('/wechat/openid', { code: 'dev-wechat-alice', app_id: 'wx-demo-appid' })).body.results
    expect(openid).toEqual({ openid: expect.stringMatching(/^o[A-Za-z0-9_-]{27}$/), app_id: 'wx-demo-appid' })
    // The same person has another openid in another app, like WeChat's.
    const elsewhere = (await api.post('/wechat/openid', { code: 'dev-wechat-alice', app_id: 'wx-other' })).body.results
    expect(elsewhere.openid).not.toBe(openid.openid)

    const authorised = await visitor.post('/wechat/authorizes', { code: 'dev-wechat-alice', app_id: 'wx-demo-appid' })
    expect(authorised.body.results).toEqual({ app_id: 'wx-demo-appid', open_id: openid.openid })
    const me = await visitor.get(`/users?_id=${user_id}&with_wechat_credentials=1`)
    expect(me.body.results[0].wechat_credentials).toEqual([{ app_id: 'wx-demo-appid', open_id: openid.openid }])
    expect((await visitor.get('/wechat/service/follow?app_id=wx-demo-appid')).body.results.subscribe).toBe(1)
    expect((await visitor.post('/wechat/service/user', { app_id: 'wx-demo-appid' })).body.results).toEqual({ app_id: 'wx-demo-appid', openid: openid.openid, subscribe: 1 })

    // Authorising again replaces, never duplicates.
    await visitor.post('/wechat/authorizes', { code: 'dev-wechat-alice', app_id: 'wx-demo-appid' })
    expect((await visitor.get(`/users?_id=${user_id}&with_wechat_credentials=1`)).body.results[0].wechat_credentials).toHaveLength(1)
  })

  test('refuses a code the provider does not know, a guest, and unknown fields', async () => {
    const { api: visitor } = await login(server, freshPhone())
    const bad = await visitor.post('/wechat/authorizes', { code: 'real-code-from-wechat', app_id: 'wx-demo-appid' })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(4010)
    expect((await api.post('/wechat/authorizes', { code: 'dev-wechat-x', app_id: 'wx-demo-appid' })).status).toBe(401)
    expect((await api.post('/wechat/openid', { code: 'dev-wechat-x', app_id: 'wx-demo-appid', user: 1 })).status).toBe(400)
    expect((await api.get('/wechat/service/follow?app_id=wx-demo-appid')).status).toBe(401)
  })
})

describe('the development OAuth page (GET /dev/wechat/oauth2/authorize)', () => {
  const site = () => new URL(server.baseUrl)
  /** Opens the stand-in page as a browser would, without following its redirect. */
  async function authorize(params: Record<string, string>, cookie?: string) {
    const res = await fetch(`${server.apiUrl}/dev/wechat/oauth2/authorize?${new URLSearchParams(params)}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
    const setCookie = res.headers.get('set-cookie')
    return { status: res.status, location: res.headers.get('location'), cookie: setCookie?.split(';')[0], setCookie }
  }
  const params = (state = 'abc123XYZ') => ({
    appid: 'wx-demo-appid', redirect_uri: `${site().origin}/index.html#/login?redirect=%2Fmy%2Ftickets`, response_type: 'code', scope: 'snsapi_userinfo', state,
  })

  test("sends the browser back with code and state before the #fragment; the same browser stays the same WeChat person", async () => {
    const first = await authorize(params())
    expect(first.status).toBe(302)
    expect(first.setCookie).toMatch(/^fu_dev_wechat=[0-9a-f]{16}; Path=\/fu\/api\/dev\/wechat; .*HttpOnly/)
    const back = new URL(first.location!)
    expect(`${back.origin}${back.pathname}`).toBe(`${site().origin}/index.html`)
    expect(back.hash).toBe('#/login?redirect=%2Fmy%2Ftickets')
    expect(back.searchParams.get('state')).toBe('abc123XYZ')
    const code = back.searchParams.get('code')!
    expect(code).toMatch(/^dev-wx-[0-9a-f]{16}$/)

    const again = await authorize(params('other'), first.cookie)
    expect(again.setCookie).toBeNull()
    expect(new URL(again.location!).searchParams.get('code')).toBe(code)
    // Another browser (no cookie) is another person.
    expect(new URL((await authorize(params())).location!).searchParams.get('code')).not.toBe(code)
    // The code is one the provider takes: it names an openid for the app.
    expect((await api.post('/wechat/openid', { code, app_id: 'wx-demo-appid' })).status).toBe(200)
  })

  test('refuses a redirect to another site, a wrong scope or response type, a bad state and unknown fields', async () => {
    for (const bad of [
      { ...params(), redirect_uri: 'https://evil.example/#/login' },
      { ...params(), redirect_uri: `javascript://${site().host}/%0aalert(1)` },
      { ...params(), scope: 'snsapi_login' },
      { ...params(), response_type: 'token' },
      { ...params(), state: 'a"><script>' },
      { ...params(), extra: '1' },
    ]) {
      const answer = await authorize(bad)
      expect(answer.status).toBe(400)
      expect(answer.location).toBeNull()
    }
  })
})

describe('POST /tokens/wechat with app_id', () => {
  test("a bound WeChat person's sign-in keeps the openid of that app, without a second exchange", async () => {
    const code = `dev-wx-bound${process.pid}`
    const phone = freshPhone()
    await api.post('/texts/code/v2', { phone })
    const bound = await api.post('/tokens/wechat', { code, phone, verify_code: await latestCode(server, phone) })
    expect(bound.status).toBe(200)
    const { user_id } = bound.body.results
    const me = client(server, bound.body.results.token)
    expect((await me.get(`/users?_id=${user_id}&with_wechat_credentials=1`)).body.results[0].wechat_credentials ?? []).toEqual([])

    const signedIn = await api.post('/tokens/wechat', { code, app_id: 'wx-demo-appid' })
    expect(signedIn.body.results).toEqual({ token: expect.any(String), user_id })
    const openid = (await api.post('/wechat/openid', { code, app_id: 'wx-demo-appid' })).body.results.openid
    expect((await me.get(`/users?_id=${user_id}&with_wechat_credentials=1`)).body.results[0].wechat_credentials).toEqual([{ app_id: 'wx-demo-appid', open_id: openid }])
    expect((await me.get('/wechat/service/follow?app_id=wx-demo-appid')).body.results.subscribe).toBe(1)
    // Signing in again replaces the app's credential, never duplicates it.
    await api.post('/tokens/wechat', { code, app_id: 'wx-demo-appid' })
    expect((await me.get(`/users?_id=${user_id}&with_wechat_credentials=1`)).body.results[0].wechat_credentials).toHaveLength(1)
  })

  test('a first sign-in still answers 4260 and keeps nothing; binding with app_id keeps the openid', async () => {
    const code = `dev-wx-first${process.pid}`
    const first = await api.post('/tokens/wechat', { code, app_id: 'wx-demo-appid' })
    expect(first.status).toBe(400)
    expect(first.body.code).toBe(4260)
    const phone = freshPhone()
    await api.post('/texts/code/v2', { phone })
    const bound = await api.post('/tokens/wechat', { code, app_id: 'wx-demo-appid', phone, verify_code: await latestCode(server, phone) })
    const me = client(server, bound.body.results.token)
    const openid = (await api.post('/wechat/openid', { code, app_id: 'wx-demo-appid' })).body.results.openid
    expect((await me.get(`/users?_id=${bound.body.results.user_id}&with_wechat_credentials=1`)).body.results[0].wechat_credentials).toEqual([{ app_id: 'wx-demo-appid', open_id: openid }])
  })

  test('refuses an app id that is not one', async () => {
    expect((await api.post('/tokens/wechat', { code: 'dev-wx-x', app_id: 'wx demo/../' })).status).toBe(400)
  })
})

test('POST /wechat/mini/urlschemes gives a weixin:// link for a mini-program page', async () => {
  const scheme = await api.post('/wechat/mini/urlschemes', { path: 'pages/fu-h5/index', query: 'link=%2Fmeeting%2Fhome' })
  expect(scheme.body.results).toEqual({ openlink: expect.stringMatching(/^weixin:\/\/dl\/business\/\?t=dev[A-Za-z0-9_-]{12}$/), expires_at: expect.any(Number) })
  expect((await api.post('/wechat/mini/urlschemes', { path: 'https://evil.example/' })).status).toBe(400)
})

test('GET /wechat/service/wechat/card/api/ticket gives the card ticket to a signed-in caller', async () => {
  const { api: visitor } = await login(server, freshPhone())
  expect((await visitor.get('/wechat/service/wechat/card/api/ticket?app_id=wx-demo-appid')).body.results).toEqual({ app_id: 'wx-demo-appid', ticket: expect.stringMatching(/^dev-card-/), expires_in: 7200 })
  expect((await api.get('/wechat/service/wechat/card/api/ticket?app_id=wx-demo-appid')).status).toBe(401)
})

describe('production', () => {
  let prod: TestServer
  beforeAll(async () => { prod = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: 'prod-secret-for-tests-at-least-32-bytes', FU_STORAGE: 'database' } }) }, 120_000)
  afterAll(() => prod?.stop())

  test('the WeChat calls answer 503 clearly; the content check still works', async () => {
    const anon = client(prod)
    for (const [path, body] of [
      ['/wechat/service/jssdk', { url: 'https://fu.example/', app_id: 'wx1' }],
      ['/wechat/openid', { code: 'dev-wechat-x', app_id: 'wx1' }],
      ['/wechat/mini/urlschemes', { path: 'pages/fu-h5/index' }],
      // No development identities in production: the stand-in's codes sign nobody in.
      ['/tokens/wechat', { code: 'dev-wechat-x' }],
      ['/tokens/wechat', { code: 'dev-wechat-x', phone_code: 'dev-phone-13800000001' }],
    ] as const) {
      const answer = await anon.post(path, body)
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual({ code: 4261, message: 'WeChat is not configured on this server' })
    }
    expect((await anon.get('/wechat/service/qrcodes')).status).toBe(503)
    const signedIn = (await anon.post('/tokens/phone/v2', signPhone(freshPhone(), undefined, 'prod-secret-for-tests-at-least-32-bytes'))).body.results
    const check = await client(prod, signedIn.token).post('/wechat/securities', { content: 'please buy drugs here' })
    expect(check.body).toMatchObject({ code: 4300, data: { category: 'contraband' } })
    expect((await anon.post('/dev/wechat/qrcodes/dev-qr-0000000000000000/scan', { code: 'dev-x' })).status).toBe(404)
    expect((await anon.post('/dev/signin/tickets/expire', { ticket: 'x'.repeat(43) })).status).toBe(404)
  })

  test("sends the WeChat browser to WeChat's own OAuth page; the development stand-in does not exist", async () => {
    const anon = client(prod)
    expect((await anon.get(`/wechat/authorizes?meeting_id=${SEED_IDS.meeting}`)).body.results[0].authorize_url).toBe('https://open.weixin.qq.com/connect/oauth2/authorize')
    const standIn = await fetch(`${prod.apiUrl}/dev/wechat/oauth2/authorize?appid=wx1&redirect_uri=${encodeURIComponent(prod.baseUrl)}&response_type=code&scope=snsapi_base`, { redirect: 'manual' })
    expect(standIn.status).toBe(404)
  })
})
