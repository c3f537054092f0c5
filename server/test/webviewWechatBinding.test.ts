/**
 * A person signed in by phone in the mini-program's web-view pays with WeChat Pay (issue 12): their web-view session
 * hands the bridge page a one-time sign-in ticket (the same table as the bridge → web-view direction: POST
 * /signin/tickets, then POST /tokens/signin-ticket), the bridge exchanges it for a native session of the same person,
 * and binds the mini-program openid of its wx.login code (POST /wechat/authorizes) to that person only. An openid
 * another account already holds is refused with 409 / 4265 and binds nothing.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, login } from './helpers'
import { startWechatStandIn, type WechatStandIn } from './wechatStandIn'

const MINI = { appId: 'wxminibind000001', secret: 'mini-bind-secret-0123456789abcdef' }

jest.setTimeout(60_000)

let standIn: WechatStandIn
let server: TestServer
let guest: ReturnType<typeof client>

beforeAll(async () => {
  standIn = await startWechatStandIn([MINI])
  server = await startTestServer({
    env: { FU_WECHAT_MINI_APPID: MINI.appId, FU_WECHAT_MINI_SECRET: MINI.secret, FU_WECHAT_BASE_URL: standIn.baseUrl, FU_WECHAT_TIMEOUT_MS: '5000' },
  })
  guest = client(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
})

const credentials = async (api: ReturnType<typeof client>) => ((await api.get('/users?with_wechat_credentials=1')).body.results[0].wechat_credentials ?? []) as { app_id: string; open_id: string }[]

test('the web-view session hands the bridge a one-time ticket for a native session of the same person; used once', async () => {
  const web = await login(server, freshPhone())
  const issued = await web.api.post('/signin/tickets')
  expect(issued.status).toBe(200)
  expect(issued.body.results.expires_in).toBeLessThanOrEqual(60)
  const native = await guest.post('/tokens/signin-ticket', { ticket: issued.body.results.ticket })
  expect(native.status).toBe(200)
  expect(native.body.results.user_id).toBe(web.user_id)
  expect(native.body.results.token).not.toBe(web.token)
  // Spent: a second exchange (someone who copied the address) is refused.
  const again = await guest.post('/tokens/signin-ticket', { ticket: issued.body.results.ticket })
  expect(again.status).toBe(400)
  expect(again.body).toMatchObject({ code: 4263, data: { reason: 'used' } })
  // A guest cannot ask for a ticket.
  expect((await guest.post('/signin/tickets')).status).toBe(401)
})

test("the bridge binds the mini-program openid to the ticket's owner only; an openid another account holds is refused", async () => {
  const web = await login(server, freshPhone())
  const { ticket } = (await web.api.post('/signin/tickets')).body.results
  const native = client(server, (await guest.post('/tokens/signin-ticket', { ticket })).body.results.token)
  const openid = `o-bind-${process.pid}-a`

  const bound = await native.post('/wechat/authorizes', { code: standIn.loginCode(MINI.appId, { openid }), app_id: MINI.appId })
  expect(bound.status).toBe(200)
  expect(bound.body.results).toEqual({ app_id: MINI.appId, open_id: openid })
  // The web-view's own session (the same person) now has it: WeChat Pay can name the payer.
  expect(await credentials(web.api)).toContainEqual({ app_id: MINI.appId, open_id: openid })

  // Someone else, signed in by phone, cannot take that WeChat person's openid with a code of theirs.
  const other = await login(server, freshPhone())
  const stolen = await other.api.post('/wechat/authorizes', { code: standIn.loginCode(MINI.appId, { openid }), app_id: MINI.appId })
  expect(stolen.status).toBe(409)
  expect(stolen.body).toMatchObject({ code: 4265, data: { app_id: MINI.appId } })
  expect(await credentials(other.api)).not.toContainEqual(expect.objectContaining({ app_id: MINI.appId }))
  expect(await credentials(web.api)).toContainEqual({ app_id: MINI.appId, open_id: openid })

  // Nor one who signs in with WeChat in the mini-program under another account (the identity, not only the openid).
  const wechatOnly = { openid: `o-bind-${process.pid}-b`, unionid: `u-bind-${process.pid}-b` }
  const phone = freshPhone()
  const first = standIn.loginCode(MINI.appId, wechatOnly)
  expect((await guest.post('/tokens/wechat', { code: first })).body.code).toBe(4260)
  await guest.post('/texts/code/v2', { phone })
  const sms = (await guest.get(`/dev/outbox?to=${phone}&limit=1`)).body.results[0].body as string
  expect((await guest.post('/tokens/wechat', { code: first, phone, verify_code: /\d{6}/.exec(sms)![0] })).status).toBe(200)
  const taken = await web.api.post('/wechat/authorizes', { code: standIn.loginCode(MINI.appId, wechatOnly), app_id: MINI.appId })
  expect(taken.status).toBe(409)
  expect(taken.body.code).toBe(4265)
  expect(await credentials(web.api)).toContainEqual({ app_id: MINI.appId, open_id: openid })

  // Binding again with the same person's own WeChat is fine (a new wx.login code each time).
  expect((await web.api.post('/wechat/authorizes', { code: standIn.loginCode(MINI.appId, { openid }), app_id: MINI.appId })).status).toBe(200)
  // Without a session nothing is bound.
  expect((await guest.post('/wechat/authorizes', { code: standIn.loginCode(MINI.appId, { openid: 'o-nobody' }), app_id: MINI.appId })).status).toBe(401)
})
