/**
 * The automatic waitlist (issue 16): join / leave / position; every way a place frees up (a cancelled order, a refund,
 * a rejected ticket, a raised capacity) gives the first person waiting a hold, told by SMS and e-mail (and WeChat) through
 * the outbox; the holder registers while everyone else still gets "full"; and 100 waiting with 10 places freed at once
 * give exactly 10 holds, in join order, with the activity's count exact. Expiries (unpaid orders, unclaimed holds) run
 * on a second server with windows of a few seconds.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const P = SEED_IDS.prices
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
const MINI_APP = 'wxwaitlisttest01'
let server: TestServer
let staff: Awaited<ReturnType<typeof login>>['api']
beforeAll(async () => {
  server = await startTestServer({
    env: {
      FU_JOBS: '0',
      // The mini-program is configured (its API unreachable): subscribe messages are queued, sending them retries.
      FU_WECHAT_MINI_APPID: MINI_APP, FU_WECHAT_MINI_SECRET: 'secret', FU_WECHAT_BASE_URL: 'http://127.0.0.1:9', FU_MESSAGE_RETRY_SECONDS: '3600',
    },
  })
  staff = (await login(server, '13800000005')).api
}, 120_000)
afterAll(() => server?.stop())

type Person = Awaited<ReturnType<typeof login>> & { phone: string }
const person = async (): Promise<Person> => {
  const phone = freshPhone()
  return { ...(await login(server, phone)), phone }
}
const outbox = async (to: string) => (await client(server).get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=20`)).body.results as { channel: string; body: string; subject: string | null; template: string | null }[]
const activity = async (id: string) => (await staff.get(`/activities?_id=${id}`)).body.results[0]
const myEntry = async (p: Person, activityId: string) => (await p.api.get(`/activities/${activityId}/waitlist`)).body

test('join a full activity, see my position, leave; refusals say why', async () => {
  const [a, b, c] = await Promise.all([person(), person(), person()])
  // Not full: register instead.
  const open = await a.api.post(`/activities/${A.openPaid}/waitlist`, { price_id: P.standard })
  expect(open.status).toBe(409)
  expect(open.body.code).toBe(4170)

  for (const p of [a, b, c]) expect((await p.api.post(`/activities/${A.full}/waitlist`)).status).toBe(201)
  expect((await myEntry(a, A.full)).results).toMatchObject({ status: 'waiting', position: 1 })
  expect(await myEntry(c, A.full)).toMatchObject({ results: { status: 'waiting', position: 3, waiting_total: 3 }, total: 3 })
  const twice = await b.api.post(`/activities/${A.full}/waitlist`)
  expect(twice.status).toBe(409)
  expect(twice.body).toMatchObject({ code: 4171, data: { position: 2 } })

  expect((await b.api.del(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'left' })
  expect((await myEntry(c, A.full)).results).toMatchObject({ position: 2, waiting_total: 2 })
  expect((await myEntry(b, A.full)).results).toBeNull()
  const notOn = await b.api.del(`/activities/${A.full}/waitlist`)
  expect(notOn.status).toBe(404)
  expect(notOn.body.code).toBe(4172)
  // My waitlist: the entry with its activity.
  const mine = (await c.api.get('/waitlist')).body
  expect(mine.total).toBe(1)
  expect(mine.results[0]).toMatchObject({ activity_id: A.full, status: 'waiting', position: 2, activity: { _id: A.full, title: { en: 'Networking dinner' } } })
  // A guest cannot join.
  expect((await client(server).post(`/activities/${A.full}/waitlist`)).status).toBe(401)
  for (const p of [a, c]) await p.api.del(`/activities/${A.full}/waitlist`)
})

test('a raised capacity holds the place for the first person waiting: they register, everyone else gets "full"', async () => {
  const [first, second, outsider] = await Promise.all([person(), person(), person()])
  await first.api.post(`/activities/${A.full}/waitlist`)
  await second.api.post(`/activities/${A.full}/waitlist`)
  const before = await activity(A.full)
  const raised = await client(server).put(`/dev/activities/${A.full}/capacity`, { max: before.max + 1 })
  expect(raised.body.results).toMatchObject({ held: 1 })

  const held = (await myEntry(first, A.full)).results
  expect(held).toMatchObject({ status: 'held' })
  expect(held.hold_until - held.held_at).toBe(30 * 60)
  expect((await myEntry(second, A.full)).results).toMatchObject({ status: 'waiting', position: 1 })
  // The place counts as taken: the activity shows full.
  expect((await activity(A.full)).ticket_total).toBe(before.max + 1)
  // Told by SMS and e-mail, in the queue.
  const sms = (await outbox(first.phone)).filter((m) => m.channel === 'sms')
  expect(sms[0]).toMatchObject({ template: 'waitlistHold' })
  expect(sms[0].body).toMatch(/国际交流晚宴|Networking dinner/)

  const refused = await outsider.api.post('/tickets', { activity_id: A.full, name: 'Outsider', answers: [heard] })
  expect(refused.status).toBe(409)
  expect(refused.body.code).toBe(4100)
  const joinedLater = await outsider.api.post(`/activities/${A.full}/waitlist`)
  expect(joinedLater.body.results).toMatchObject({ status: 'waiting', position: 2 })

  const mine = await first.api.post('/tickets', { activity_id: A.full, name: 'First', answers: [heard] })
  expect(mine.status).toBe(201)
  expect(mine.body.results[0]).toMatchObject({ status: 1 })
  expect((await myEntry(first, A.full)).results).toBeNull()
  expect((await activity(A.full)).ticket_total).toBe(before.max + 1) // the hold became the ticket: no place counted twice
  expect((await second.api.post('/tickets', { activity_id: A.full, name: 'Second', answers: [heard] })).body.code).toBe(4100)
  await second.api.del(`/activities/${A.full}/waitlist`)
  await outsider.api.del(`/activities/${A.full}/waitlist`)
})

test('a sold-out ticket type: a cancelled order and a refund each hold a place of that type for the next person, WeChat told too', async () => {
  const buyers = await Promise.all(Array.from({ length: 5 }, () => person()))
  const start = await activity(A.openPaid)
  const vipSold = () => activity(A.openPaid).then((a) => a.prices.find((p: { _id: string }) => p._id === P.vip).sold_total as number)
  const orders: string[] = []
  for (const b of buyers.slice(0, 5 - (await vipSold()))) {
    const res = await b.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'Buyer', answers: [heard] })
    expect(res.status).toBe(201)
    orders.push(res.body.results._id)
  }
  expect(await vipSold()).toBe(5)
  const [w1, w2, late] = await Promise.all([person(), person(), person()])
  // w1 accepted the subscribe-message template in the mini-program and has an openid there.
  const openid = `o${w1.user_id.slice(-12)}waitlist`
  expect((await w1.api.post('/user_credentials', { user_id: w1.user_id, app_id: MINI_APP, open_id: openid })).status).toBeLessThan(300)
  expect((await w1.api.post(`/activities/${A.openPaid}/waitlist`, { price_id: P.vip, wechat_template: 'tmpl-waitlist-hold' })).body.results).toMatchObject({ status: 'waiting', position: 1, price_id: P.vip })
  expect((await w2.api.post(`/activities/${A.openPaid}/waitlist`, { price_id: P.vip })).body.results).toMatchObject({ position: 2 })

  // A cancellation: w1 gets the VIP place, nobody else can order it.
  expect((await buyers[0].api.post(`/checkout/activities/${orders[0]}/cancel`)).status).toBe(200)
  expect((await myEntry(w1, A.openPaid)).results).toMatchObject({ status: 'held', price_id: P.vip })
  expect(await vipSold()).toBe(5)
  const wechat = (await outbox(openid)).find((m) => m.channel === 'wechat')
  expect(wechat).toBeDefined()
  expect(JSON.parse(wechat!.body)).toMatchObject({ touser: openid, template_id: 'tmpl-waitlist-hold', page: expect.stringContaining(A.openPaid) })
  const lateTry = await late.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'Late', answers: [heard] })
  expect([4029, 4105]).toContain(lateTry.body.code)
  const w1Order = await w1.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'W1', answers: [heard] })
  expect(w1Order.status).toBe(201)
  expect(await vipSold()).toBe(5)
  expect((await activity(A.openPaid)).ticket_total).toBe(start.ticket_total + 5)

  // A refund of a paid order: w2's turn.
  expect((await buyers[1].api.post(`/checkout/activities/${orders[1]}/pay`, { channel: 'sandbox' })).status).toBe(200)
  expect((await buyers[1].api.post(`/checkout/activities/${orders[1]}/refund`)).status).toBe(200)
  expect((await myEntry(w2, A.openPaid)).results).toMatchObject({ status: 'held' })
  expect((await outbox(w2.phone)).some((m) => m.channel === 'sms' && m.template === 'waitlistHold')).toBe(true)
  expect(await vipSold()).toBe(5)
  // w2 gives the hold up: with nobody else waiting, the place goes back on sale.
  expect((await w2.api.del(`/activities/${A.openPaid}/waitlist`)).body.results).toMatchObject({ status: 'left' })
  expect(await vipSold()).toBe(4)
  expect((await activity(A.openPaid)).ticket_total).toBe(start.ticket_total + 4)
})

test('100 waiting, 10 places freed at once (rejections racing each other): exactly 10 holds, in join order', async () => {
  const base = await activity(A.openFree)
  await client(server).put(`/dev/activities/${A.openFree}/capacity`, { max: base.ticket_total + 10 })
  const holders = await Promise.all(Array.from({ length: 10 }, () => person()))
  const tickets: string[] = []
  for (const h of holders) {
    const res = await h.api.post('/tickets', { activity_id: A.openFree, name: 'Holder', answers: [heard] })
    expect(res.status).toBe(201)
    tickets.push(res.body.results[0]._id)
  }
  expect((await activity(A.openFree)).ticket_total).toBe(base.ticket_total + 10)
  const waiting: Person[] = []
  for (let i = 0; i < 100; i += 20) waiting.push(...await Promise.all(Array.from({ length: 20 }, () => person())))
  // Joined one after another: the join order is the list's order.
  for (const w of waiting) expect((await w.api.post(`/activities/${A.openFree}/waitlist`)).status).toBe(201)

  const rejected = await Promise.all(tickets.map((id) => staff.put(`/tickets/${id}/approve`, { status: 2 })))
  expect(rejected.map((r) => r.status)).toEqual(Array(10).fill(200))

  const entries = await Promise.all(waiting.map((w) => myEntry(w, A.openFree).then((b) => b.results)))
  expect(entries.slice(0, 10).map((e) => e.status)).toEqual(Array(10).fill('held'))
  expect(entries.slice(10).map((e) => e.status)).toEqual(Array(90).fill('waiting'))
  expect(entries.slice(10).map((e) => e.position)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1))
  const after = await activity(A.openFree)
  expect(after.ticket_total).toBe(after.max) // 10 holds, no place lost or doubled
  // Each hold told once.
  const told = await Promise.all(waiting.slice(0, 11).map((w) => outbox(w.phone).then((m) => m.filter((x) => x.template === 'waitlistHold').length)))
  expect(told).toEqual([...Array(10).fill(1), 0])
  // The holders register; the next person in line is still waiting (no place left over).
  const registered = await Promise.all(waiting.slice(0, 10).map((w) => w.api.post('/tickets', { activity_id: A.openFree, name: 'From the list', answers: [heard] })))
  expect(registered.map((r) => r.status)).toEqual(Array(10).fill(201))
  expect((await waiting[10].api.post('/tickets', { activity_id: A.openFree, name: 'Eleventh', answers: [heard] })).body.code).toBe(4100)
  expect((await activity(A.openFree)).ticket_total).toBe(after.max)
}, 240_000)

describe('expiries (windows of a few seconds)', () => {
  const WINDOW_MS = 4000
  let quick: TestServer
  beforeAll(async () => {
    quick = await startTestServer({ env: { FU_JOBS: '0', FU_ORDER_TTL_MINUTES: String(WINDOW_MS / 60_000), FU_WAITLIST_HOLD_MINUTES: String(WINDOW_MS / 60_000) } })
  }, 120_000)
  afterAll(() => quick?.stop())
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const quickPerson = async () => { const phone = freshPhone(); return { ...(await login(quick, phone)), phone } }

  test('an unpaid order that expires holds its place for the first person waiting; an unclaimed hold passes to the next', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => quickPerson()))
    for (const b of buyers) {
      expect((await b.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'B', answers: [heard] })).status).toBe(201)
    }
    const [w1, w2] = await Promise.all([quickPerson(), quickPerson()])
    expect((await w1.api.post(`/activities/${A.openPaid}/waitlist`, { price_id: P.vip })).status).toBe(201)
    await sleep(WINDOW_MS + 2000)
    // Read lazily: the five orders expire, w1 gets a hold (4 VIP back on sale: nobody else waits).
    const held = (await w1.api.get(`/activities/${A.openPaid}/waitlist`)).body.results
    expect(held).toMatchObject({ status: 'held', price_id: P.vip })
    const registered = await w1.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'W1', answers: [heard] })
    expect(registered.status).toBe(201)

    // The dinner: two waiting, one place raised; the first lets the hold expire, the second gets it.
    expect((await w1.api.post(`/activities/${A.full}/waitlist`)).status).toBe(201)
    expect((await w2.api.post(`/activities/${A.full}/waitlist`)).status).toBe(201)
    const max = (await client(quick).get(`/activities?_id=${A.full}`)).body.results[0].max
    await client(quick).put(`/dev/activities/${A.full}/capacity`, { max: max + 1 })
    expect((await w1.api.get(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'held' })
    await sleep(WINDOW_MS + 2000)
    expect((await client(quick).post('/dev/jobs/waitlist')).body.results).toMatchObject({ expired: 1 })
    expect((await w1.api.get(`/activities/${A.full}/waitlist`)).body.results).toBeNull()
    expect((await w1.api.get('/waitlist?status=expired')).body.results[0]).toMatchObject({ activity_id: A.full, status: 'expired' })
    expect((await w2.api.get(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'held' })
    const sms = (await client(quick).get(`/dev/outbox?to=${w2.phone}`)).body.results
    expect(sms.some((m: { template: string }) => m.template === 'waitlistHold')).toBe(true)
    // Registering after the hold expired: the place is gone.
    expect((await w1.api.post('/tickets', { activity_id: A.full, name: 'Too late', answers: [heard] })).body.code).toBe(4100)
  }, 120_000)
})
