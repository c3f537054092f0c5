/**
 * The live reminder reaches people in WeChat (issue 12): a mini-program user who accepted the reminder's subscribe-message
 * template (PUT /lives/{id}/users/{uid} with wechat_template) gets the subscribe message through WeChat's API (the local
 * stand-in) 10 minutes before the live, besides SMS; one who did not accept gets none; the job sends it once.
 */
import { SEED_IDS } from '../seed/ids'
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone } from './helpers'
import { startWechatStandIn, type WechatStandIn } from './wechatStandIn'

const MINI = { appId: 'wxmini0000000002', secret: 'mini-secret-0123456789abcdef4567' }
const TEMPLATE = 'tmpl-live-reminder-0001'
const L = SEED_IDS.lives

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

/** Signs in through the mini-program (code-to-session, first time with an SMS code): the server keeps the openid. */
async function miniProgramUser(openid: string) {
  const code = standIn.loginCode(MINI.appId, { openid })
  const phone = freshPhone()
  expect((await guest.post('/tokens/wechat', { code })).body.code).toBe(4260)
  await guest.post('/texts/code/v2', { phone })
  const sms = await guest.get(`/dev/outbox?to=${phone}&limit=1`)
  const verify = /\d{6}/.exec(sms.body.results[0].body)![0]
  const signed = await guest.post('/tokens/wechat', { code, phone, verify_code: verify })
  expect(signed.status).toBe(200)
  return { api: client(server, signed.body.results.token), userId: signed.body.results.user_id as string, phone }
}

test('a user who accepted the template gets the WeChat subscribe message with the SMS; one who did not, only the SMS', async () => {
  const accepted = await miniProgramUser(`o-remind-${process.pid}-a`)
  const declined = await miniProgramUser(`o-remind-${process.pid}-b`)
  const live = (await guest.get(`/lives?_id=${L.countdown}`)).body.results[0]
  const put = await accepted.api.put(`/lives/${L.countdown}/users/${accepted.userId}`, { remind: 1, wechat_template: TEMPLATE })
  expect(put.body.results).toMatchObject({ remind: 1, wechat_template: TEMPLATE })
  await declined.api.put(`/lives/${L.countdown}/users/${declined.userId}`, { remind: 1 })
  expect((await accepted.api.put(`/lives/${L.countdown}/users/${accepted.userId}`, { wechat_template: 'bad id!' })).status).toBe(400)

  const before = standIn.sent.length
  const run = await guest.post('/dev/jobs/lives', { now: live.start - 600 })
  expect(run.body.results).toMatchObject({ reminders: 2, wechat: 1 })
  const sent = standIn.sent.slice(before)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ touser: `o-remind-${process.pid}-a`, template_id: TEMPLATE })
  expect(String(sent[0].page)).toContain(encodeURIComponent(`/meeting/live/detail?live_id=${L.countdown}`))
  expect(JSON.stringify(sent[0].data)).toContain('10')
  // The SMS still goes to both.
  for (const who of [accepted, declined]) {
    expect((await guest.get(`/dev/outbox?to=${who.phone}&limit=1`)).body.results[0].body).toMatch(/starts in 10 minutes/)
  }
  // Once only.
  expect((await guest.post('/dev/jobs/lives', { now: live.start - 300 })).body.results.reminders).toBe(0)
  expect(standIn.sent.length).toBe(before + 1)
})
