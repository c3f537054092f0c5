/**
 * "Remind me" on an activity (issue 12): PUT /activities/{id}/reminders keeps one's reminder (with the subscribe-message
 * template WeChat accepted in the mini-program); the job sends the SMS (and e-mail) through the message queue and the
 * WeChat subscribe message 10 minutes before the start: not before that window, once only, never for a cancelled one.
 */
import { SEED_IDS } from '../seed/ids'
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone } from './helpers'
import { startWechatStandIn, type WechatStandIn } from './wechatStandIn'

jest.setTimeout(60_000)

const MINI = { appId: 'wxminiactivity01', secret: 'mini-activity-secret-0123456789ab' }
const TEMPLATE = 'tmpl-activity-remind-01'
const A = SEED_IDS.activities.notStarted

let standIn: WechatStandIn
let server: TestServer
let guest: ReturnType<typeof client>

beforeAll(async () => {
  standIn = await startWechatStandIn([MINI])
  server = await startTestServer({
    env: {
      FU_WECHAT_MINI_APPID: MINI.appId, FU_WECHAT_MINI_SECRET: MINI.secret, FU_WECHAT_BASE_URL: standIn.baseUrl, FU_WECHAT_TIMEOUT_MS: '5000',
      // The activity reminder's own template names its fields otherwise than the live reminder's.
      FU_WECHAT_REMIND_FIELDS: 'thing1,time2,thing3', FU_WECHAT_ACTIVITY_REMIND_FIELDS: 'thing4, date5 ,thing6',
    },
  })
  guest = client(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
})

/** A person signed in through the mini-program (code-to-session, first time with an SMS code): the openid is kept. */
async function miniProgramUser(openid: string) {
  const code = standIn.loginCode(MINI.appId, { openid })
  const phone = freshPhone()
  expect((await guest.post('/tokens/wechat', { code })).body.code).toBe(4260)
  await guest.post('/texts/code/v2', { phone })
  const sms = await guest.get(`/dev/outbox?to=${phone}&limit=1`)
  const verify = /\d{6}/.exec(sms.body.results[0].body)![0]
  const signed = await guest.post('/tokens/wechat', { code, phone, verify_code: verify })
  expect(signed.status).toBe(200)
  return { api: client(server, signed.body.results.token), phone }
}

const lastSms = async (phone: string) => (await guest.get(`/dev/outbox?to=${phone}&limit=1`)).body.results[0]?.body as string | undefined

test('the reminder goes 10 minutes before the start, once: SMS to everyone who asked, WeChat to who accepted, nothing to who cancelled', async () => {
  const activity = (await guest.get(`/activities?_id=${A}`)).body.results[0] as { start: number }
  const accepted = await miniProgramUser(`o-act-${process.pid}-a`)
  const smsOnly = await miniProgramUser(`o-act-${process.pid}-b`)
  const cancelled = await miniProgramUser(`o-act-${process.pid}-c`)

  expect((await accepted.api.get(`/activities/${A}/reminders`)).body.results).toMatchObject({ remind: 0 })
  expect((await accepted.api.put(`/activities/${A}/reminders`, { wechat_template: TEMPLATE })).body.results).toMatchObject({ remind: 1, wechat: 1 })
  expect((await smsOnly.api.put(`/activities/${A}/reminders`, {})).body.results).toMatchObject({ remind: 1, wechat: 0 })
  await cancelled.api.put(`/activities/${A}/reminders`, { wechat_template: TEMPLATE })
  expect((await cancelled.api.del(`/activities/${A}/reminders`)).body.results).toMatchObject({ remind: 0 })
  expect((await accepted.api.get(`/activities/${A}/reminders`)).body.results).toMatchObject({ remind: 1, wechat: 1, reminded: null })
  // Bad input and guests are refused.
  expect((await accepted.api.put(`/activities/${A}/reminders`, { wechat_template: 'bad id!' })).status).toBe(400)
  expect((await guest.put(`/activities/${A}/reminders`, {})).status).toBe(401)
  expect((await accepted.api.put('/activities/660100000000000000000999/reminders', {})).status).toBe(404)

  const smsBefore = await Promise.all([accepted, smsOnly, cancelled].map(p => lastSms(p.phone)))
  const sentBefore = standIn.sent.length
  // Before the window: nothing.
  expect((await guest.post('/dev/jobs/activities', { now: activity.start - 601 })).body.results).toEqual({ reminders: 0, wechat: 0 })
  expect(standIn.sent.length).toBe(sentBefore)

  const run = await guest.post('/dev/jobs/activities', { now: activity.start - 600 })
  expect(run.body.results).toEqual({ reminders: 2, wechat: 1 })
  const sent = standIn.sent.slice(sentBefore)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ touser: `o-act-${process.pid}-a`, template_id: TEMPLATE })
  expect(String(sent[0].page)).toContain(encodeURIComponent(`/meeting/activity/detail?activity_id=${A}`))
  // Filled in as FU_WECHAT_ACTIVITY_REMIND_FIELDS names the fields, not as the live reminder's template does.
  expect(sent[0].data).toEqual({
    thing4: { value: expect.stringMatching(/\S/) },
    date5: { value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) },
    thing6: { value: expect.stringMatching(/10/) },
  })
  for (const who of [accepted, smsOnly]) expect(await lastSms(who.phone)).toMatch(/starts in 10 minutes/)
  // The cancelled reminder sent nothing.
  expect(await lastSms(cancelled.phone)).toBe(smsBefore[2])
  expect((await accepted.api.get(`/activities/${A}/reminders`)).body.results.reminded).toBe(activity.start - 600)

  // Once only, even if the job runs again (or on another instance) inside the window.
  expect((await guest.post('/dev/jobs/activities', { now: activity.start - 300 })).body.results).toEqual({ reminders: 0, wechat: 0 })
  expect(standIn.sent.length).toBe(sentBefore + 1)
})

test('an activity that has already started cannot be reminded of', async () => {
  const person = await miniProgramUser(`o-act-${process.pid}-d`)
  const started = await person.api.put(`/activities/${SEED_IDS.activities.ended}/reminders`, {})
  expect(started.status).toBe(409)
})
