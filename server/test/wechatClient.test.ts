/**
 * The real WeChat client (providers/wechat/client.ts) end to end without the network: the server started with FU_WECHAT_*
 * pointing at a local stand-in of api.weixin.qq.com (wechatStandIn.ts). Code-to-session sign-in and the 4260 retry
 * with the same (single-use) code; the phone-number button; WeChat's errcodes (40029, 45011, 40001 → one refresh
 * and retry); the access_token cached in the database, refreshed before its expiry, fetched once for many concurrent
 * callers; the JS-SDK ticket; URL schemes; msgSecCheck.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'
import { startWechatStandIn, type WechatStandIn } from './wechatStandIn'

const MINI = { appId: 'wxmini0000000001', secret: 'mini-secret-0123456789abcdef0123' }
const OA = { appId: 'wxoa00000000000001', secret: 'oa-secret-0123456789abcdef012345' }
const STABLE = '/cgi-bin/stable_token'

let standIn: WechatStandIn
let server: TestServer
let api: ReturnType<typeof client>

beforeAll(async () => {
  standIn = await startWechatStandIn([MINI, OA])
  server = await startTestServer({
    env: {
      FU_WECHAT_MINI_APPID: MINI.appId,
      FU_WECHAT_MINI_SECRET: MINI.secret,
      FU_WECHAT_OA_APPID: OA.appId,
      FU_WECHAT_OA_SECRET: OA.secret,
      FU_WECHAT_BASE_URL: standIn.baseUrl,
      FU_WECHAT_TIMEOUT_MS: '5000',
      FU_WECHAT_TOKEN_MARGIN_SECONDS: '60',
    },
  })
  api = client(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
})

let people = 0
const person = () => ({ openid: `o-mini-${process.pid}-${++people}`, unionid: `u-${process.pid}-${people}` })

describe('sign-in through code-to-session', () => {
  test('a new WeChat person binds a phone by SMS with the same code; WeChat is asked once per code', async () => {
    const who = person()
    const code = standIn.loginCode(MINI.appId, who)
    const first = await api.post('/tokens/wechat', { code })
    expect(first.status).toBe(400)
    expect(first.body.code).toBe(4260)
    const exchanged = standIn.requests.filter((r) => r.path === '/sns/jscode2session' && r.query.js_code === code)
    expect(exchanged).toHaveLength(1)
    expect(exchanged[0].query).toMatchObject({ appid: MINI.appId, secret: MINI.secret, grant_type: 'authorization_code' })

    const phone = freshPhone()
    await api.post('/texts/code/v2', { phone })
    const sms = await api.get(`/dev/outbox?to=${phone}&limit=1`)
    const verify = /\d{6}/.exec(sms.body.results[0].body)![0]
    const bound = await api.post('/tokens/wechat', { code, phone, verify_code: verify })
    expect(bound.status).toBe(200)
    // The retry read the kept exchange: WeChat would have answered 40163 to the same code.
    expect(standIn.requests.filter((r) => r.query.js_code === code)).toHaveLength(1)
    // Once it signed someone in, the code is spent: sent again it goes to WeChat, which refuses it.
    const replayed = await api.post('/tokens/wechat', { code })
    expect(replayed.status).toBe(400)
    expect(replayed.body.code).toBe(4010)

    // Next time, a fresh wx.login code signs the same person in at once, to the same account.
    const again = await api.post('/tokens/wechat', { code: standIn.loginCode(MINI.appId, who) })
    expect(again.status).toBe(200)
    expect(again.body.results.user_id).toBe(bound.body.results.user_id)
    const byPhone = await login(server, phone)
    expect(byPhone.user_id).toBe(bound.body.results.user_id)
    // The openid in the mini-program is kept with the account (what WeChat Pay names as the payer).
    const me = await byPhone.api.get(`/users?_id=${byPhone.user_id}&with_wechat_credentials=1`)
    expect(JSON.stringify(me.body.results)).toContain(who.openid)
  })

  test("the phone-number button's code binds the number WeChat verified, without an SMS", async () => {
    const phone = freshPhone()
    const code = standIn.loginCode(MINI.appId, person())
    expect((await api.post('/tokens/wechat', { code })).body.code).toBe(4260)
    const bound = await api.post('/tokens/wechat', { code, phone_code: standIn.phoneCode(phone) })
    expect(bound.status).toBe(200)
    const call = standIn.requests.filter((r) => r.path === '/wxa/business/getuserphonenumber').pop()!
    expect(call.query.access_token).toMatch(/^AT_/)
    expect((await login(server, phone)).user_id).toBe(bound.body.results.user_id)
    // A phone code is single-use too: WeChat's 40029 is our "code invalid".
    const reused = await api.post('/tokens/wechat', { code: standIn.loginCode(MINI.appId, person()), phone_code: 'p-unknown-code' })
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe(4010)
  })

  test("WeChat's refusals are clear answers: invalid code 400 / 4010, rate limit 429 / 4290, unknown app 400", async () => {
    const invalid = await api.post('/tokens/wechat', { code: 'never-issued-code' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe(4010)
    expect(invalid.body.message).toMatch(/40029/)
    standIn.rateLimitNext('/sns/jscode2session')
    const limited = await api.post('/tokens/wechat', { code: standIn.loginCode(MINI.appId, person()) })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe(4290)
    expect((await api.post('/tokens/wechat', { code: 'abc', app_id: 'wx-not-ours' })).status).toBe(400)
    // No secret or token ever appears in an answer.
    for (const answer of [invalid, limited]) expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${MINI.secret}|AT_`))
  })

  test("an official account's OAuth code goes through sns/oauth2/access_token and keeps that app's openid", async () => {
    const who = { openid: `o-oa-${process.pid}`, unionid: `u-oa-${process.pid}` }
    const { api: visitor } = await login(server, freshPhone())
    const kept = await visitor.post('/wechat/authorizes', { code: standIn.loginCode(OA.appId, who), app_id: OA.appId })
    expect(kept.body.results).toEqual({ app_id: OA.appId, open_id: who.openid })
    expect(standIn.calls('/sns/oauth2/access_token')).toBe(1)
  })
})

describe('access_token in the database', () => {
  const scheme = () => api.post('/wechat/mini/urlschemes', { path: 'pages/fu-h5/index', query: 'link=%2Fmeeting%2Fhome' })

  test('is fetched once and reused across calls', async () => {
    const before = standIn.calls(STABLE)
    const first = await scheme()
    expect(first.status).toBe(200)
    expect(first.body.results.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/)
    await scheme()
    await scheme()
    const fetched = standIn.calls(STABLE) - before
    expect(fetched).toBeLessThanOrEqual(1)
    const request = standIn.requests.filter((r) => r.path === STABLE).pop()!
    expect(request.json).toMatchObject({ grant_type: 'client_credential', appid: MINI.appId, secret: MINI.secret })

    expect(standIn.requests.filter((r) => r.path === '/wxa/generatescheme').every((r) => r.query.access_token)).toBe(true)
  })

  test('a short-lived token is refreshed on the next call, and only then', async () => {
    standIn.revokeTokens()
    standIn.setTokenLifetime(30)
    await scheme() // 40001 → refresh (30 s token)
    const short = standIn.calls(STABLE)
    standIn.setTokenLifetime(7200)
    await scheme() // 30 s left < 60 s margin → refreshed before expiry
    expect(standIn.calls(STABLE)).toBe(short + 1)
    await scheme() // fresh for two hours: no call
    expect(standIn.calls(STABLE)).toBe(short + 1)
  })

  test('WeChat refusing the token (40001) refreshes it once with force_refresh and repeats the call', async () => {
    await scheme()
    standIn.revokeTokens()
    const before = standIn.calls(STABLE)
    const answer = await scheme()
    expect(answer.status).toBe(200)
    expect(standIn.calls(STABLE)).toBe(before + 1)
    expect(standIn.requests.filter((r) => r.path === STABLE).pop()!.json).toMatchObject({ force_refresh: true })
  })

  test('many concurrent callers needing a new token cause one fetch', async () => {
    await scheme()
    standIn.revokeTokens()
    standIn.setTokenDelay(300)
    const before = standIn.calls(STABLE)
    const answers = await Promise.all(Array.from({ length: 6 }, () => scheme()))
    standIn.setTokenDelay(0)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(standIn.calls(STABLE)).toBe(before + 1)
  })
})

describe('the other WeChat calls through the real client', () => {
  test('the JS-SDK ticket comes from getticket (type jsapi) and is cached like the token', async () => {
    const url = 'https://fu.example/h5/index.html'
    const first = await api.post('/wechat/service/jssdk', { url, app_id: OA.appId })
    expect(first.status).toBe(200)
    expect(first.body.results.signature).toMatch(/^[0-9a-f]{40}$/)
    await api.post('/wechat/service/jssdk', { url, app_id: OA.appId })
    const tickets = standIn.requests.filter((r) => r.path === '/cgi-bin/ticket/getticket')
    expect(tickets).toHaveLength(1)
    expect(tickets[0].query.type).toBe('jsapi')
    expect((await api.post('/wechat/service/jssdk', { url, app_id: 'wx-unknown' })).status).toBe(400)
  })

  test("msgSecCheck v2 refuses text WeChat finds risky, for a person with an openid in the mini-program", async () => {
    const who = person()
    const phone = freshPhone()
    const code = standIn.loginCode(MINI.appId, who)
    await api.post('/tokens/wechat', { code })
    const signedIn = await api.post('/tokens/wechat', { code, phone_code: standIn.phoneCode(phone) })
    const visitor = client(server, signedIn.body.results.token)
    standIn.markRisky('forbidden-slogan')
    expect((await visitor.post('/wechat/securities', { content: 'Looking for robotics partners' })).body.results).toEqual({ pass: 1 })
    const refused = await visitor.post('/wechat/securities', { content: 'a forbidden-slogan here' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 4300, data: { category: 'politics', source: 'wechat' } })
    const check = standIn.requests.filter((r) => r.path === '/wxa/msg_sec_check').pop()!
    expect(check.json).toMatchObject({ version: 2, openid: who.openid, scene: 2 })
  })

  test("people's posts pass WeChat's msgSecCheck: a thread, a reply, a demand, a comment and a question to a company WeChat finds risky are refused and not kept", async () => {
    const who = person()
    const code = standIn.loginCode(MINI.appId, who)
    await api.post('/tokens/wechat', { code })
    const signedIn = await api.post('/tokens/wechat', { code, phone_code: standIn.phoneCode(freshPhone()) })
    const poster = client(server, signedIn.body.results.token)
    const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
    expect((await poster.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'P', answers: [heard] })).status).toBe(201)
    standIn.markRisky('banned-rally')
    const M = SEED_IDS.meeting
    const checks = () => standIn.requests.filter((r) => r.path === '/wxa/msg_sec_check')

    const before = checks().length
    const thread = await poster.post('/threads', { meeting_id: M, content: 'Who is going to the robotics forum?' })
    expect(thread.status).toBe(201)
    expect(checks().slice(before).map((r) => r.json)).toEqual([expect.objectContaining({ content: 'Who is going to the robotics forum?', openid: who.openid, scene: 3, version: 2 })])

    const refusals = [
      await poster.post('/threads', { meeting_id: M, content: 'join the banned-rally' }),
      await poster.post(`/threads/${thread.body.results._id}/replies`, { content: 'me too, banned-rally' }),
      await poster.post('/demands', { meeting_id: M, title: 'Partners wanted', description: 'for the banned-rally' }),
      await poster.post(`/demands/${SEED_IDS.demands[0]}/comments`, { content: 'banned-rally here' }),
      await poster.post('/enterprise/questions', { enterprise_id: SEED_IDS.enterprises[0], content: 'do you sponsor the banned-rally?' }),
    ]
    for (const res of refusals) {
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 4300, data: { category: 'politics', source: 'wechat' } })
    }
    expect(refusals[2].body.data.field).toBe('description')
    const board = await poster.get(`/threads?meeting_id=${M}&limit=50`)
    expect(board.body.results.some((t: { content: string }) => t.content.includes('banned-rally'))).toBe(false)
    expect((await poster.get(`/threads/${thread.body.results._id}/replies`)).body.total).toBe(0)

    // Someone WeChat does not know in the mini-program (no openid): the server's own word lists alone decide.
    const { api: phoneOnly } = await login(server, freshPhone())
    expect((await phoneOnly.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Q', answers: [heard] })).status).toBe(201)
    const quiet = checks().length
    expect((await phoneOnly.post('/threads', { meeting_id: M, content: 'talking about the banned-rally' })).status).toBe(201)
    expect(checks().length).toBe(quiet)
  })
})
