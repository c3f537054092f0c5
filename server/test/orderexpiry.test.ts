/**
 * Unpaid orders expire (issue 4): with FU_ORDER_TTL_MINUTES=1/12 (5 s) an unpaid order closes as 'expired', its place
 * and stock go back on sale, paying it fails with 4404, and an expiry racing a payment never lets both happen.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const TTL_MS = 5000
/**
 * The server counts whole seconds (an order's `created` is rounded, the cutoff floored): an order is past its window
 * at the latest TTL + 1.5 s after it was made.
 */
const EXPIRED_AFTER_MS = TTL_MS + 2000
const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
let staff: Awaited<ReturnType<typeof login>>['api']
beforeAll(async () => {
  server = await startTestServer({ env: { FU_ORDER_TTL_MINUTES: String(TTL_MS / 60_000), FU_JOBS: '0' } })
  staff = (await login(server, '13800000005')).api
}, 120_000)
afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const person = async () => (await login(server, freshPhone())).api
type Api = Awaited<ReturnType<typeof person>>
const order = (api: Api, priceId: string, amount: number) =>
  api.post('/checkout/activities', { activity_id: A.openPaid, price_id: priceId, amount, name: 'Buyer', answers: [heard] })
async function stock(priceId: string): Promise<{ places: number; sold: number }> {
  const activity = (await staff.get(`/activities?_id=${A.openPaid}`)).body.results[0]
  return { places: activity.ticket_total, sold: activity.prices.find((p: { _id: string }) => p._id === priceId).sold_total }
}

test('an expired order gives its place to the next person, shows as closed, and cannot be paid', async () => {
  const VIP = SEED_IDS.prices.vip
  const start = await stock(VIP)
  // Everyone signs in first, so the orders below are made well inside one window even on a loaded machine.
  const [late, ...apis] = await Promise.all(Array.from({ length: 6 - start.sold }, () => person()))
  const holders = await Promise.all(apis.map(async (api) => {
    const res = await order(api, VIP, 99900)
    expect(res.status).toBe(201)
    return { api, id: res.body.results._id as string, expires_at: res.body.results.expires_at as number }
  }))
  expect(holders[0].expires_at - Date.now() / 1000).toBeLessThanOrEqual(TTL_MS / 1000 + 1)
  expect((await order(late, VIP, 99900)).body.code).toBe(4029)
  await sleep(EXPIRED_AFTER_MS)

  const taken = await order(late, VIP, 99900)
  expect(taken.status).toBe(201)
  expect(await stock(VIP)).toEqual({ places: start.places + 1, sold: 1 }) // the five holds are gone, the new order holds one

  const [first] = holders
  const listed = (await first.api.get(`/checkout/activities?_id=${first.id}`)).body.results[0]
  expect(listed).toMatchObject({ status: 'closed', close_reason: 'expired', closed: expect.any(Number) })
  expect(listed).not.toHaveProperty('expires_at')
  const paid = await first.api.post(`/checkout/activities/${first.id}/pay`, { channel: 'sandbox' })
  expect(paid.status).toBe(409)
  expect(paid.body.code).toBe(4404)
  expect((await first.api.get('/tickets')).body.total).toBe(0)
  expect((await first.api.post(`/checkout/activities/${first.id}/cancel`, {})).body.code).toBe(4402)
  expect((await late.post(`/checkout/activities/${taken.body.results._id}/cancel`, {})).body.results.status).toBe('closed')
}, 60_000)

test('paying an order past its window fails even before any expiry ran, and closes it', async () => {
  const api = await person()
  const id = (await order(api, SEED_IDS.prices.standard, 39900)).body.results._id
  await sleep(EXPIRED_AFTER_MS)
  // Nothing has read or touched the order since it expired (FU_JOBS=0): the payment itself must refuse.
  expect((await api.post(`/checkout/activities/${id}/pay`, {})).body.code).toBe(4404)
  expect((await api.get(`/checkout/activities?_id=${id}`)).body.results[0]).toMatchObject({ status: 'closed', close_reason: 'expired' })
}, 30_000)

test('expiry racing payment: each order is either paid with its ticket or expired with its place back, never both', async () => {
  const STD = SEED_IDS.prices.standard
  const before = await stock(STD)
  const people = await Promise.all(Array.from({ length: 12 }, async () => ({ api: await person(), rival: await person() })))
  const buyers = await Promise.all(people.map(async (p) => ({ ...p, id: (await order(p.api, STD, 39900)).body.results._id as string })))
  const made = Date.now()
  // From well inside the window to past its end, each buyer pays while two requests run the expiry: the buyer's
  // order list, and a registration for the same activity (stale orders of an activity expire before its capacity
  // is decided). The first payments are seconds early, the last ones late; those near the boundary race the expiry.
  const step = (EXPIRED_AFTER_MS + 500 - 1000) / (buyers.length - 1)
  const outcomes = await Promise.all(buyers.map(async (b, i) => {
    await sleep(Math.max(0, made + 1000 + i * step - Date.now()))
    const [pay, , rivalry] = await Promise.all([
      b.api.post(`/checkout/activities/${b.id}/pay`, {}),
      b.api.get(`/checkout/activities?_id=${b.id}`),
      b.rival.post('/tickets', { activity_id: A.openPaid, price_id: SEED_IDS.prices.student, amount: 0, name: 'Rival', answers: [heard] }),
    ])
    expect(rivalry.status).toBe(201)
    return pay
  }))
  await sleep(EXPIRED_AFTER_MS)
  const last = await person() // a last registration expires any order still pending
  expect((await last.post('/tickets', { activity_id: A.openPaid, price_id: SEED_IDS.prices.student, amount: 0, name: 'Last', answers: [heard] })).status).toBe(201)

  let paidCount = 0
  for (const [i, b] of buyers.entries()) {
    const final = (await b.api.get(`/checkout/activities?_id=${b.id}`)).body.results[0]
    const tickets = (await b.api.get('/tickets')).body.total
    if (outcomes[i].status === 200) {
      paidCount++
      expect(final.status).toBe('done')
      expect(tickets).toBe(1)
    } else {
      expect(outcomes[i].body.code).toBe(4404)
      expect(final).toMatchObject({ status: 'closed', close_reason: 'expired' })
      expect(tickets).toBe(0)
    }
  }
  expect(paidCount).toBeGreaterThan(0) // the race really happened: some payments won …
  expect(paidCount).toBeLessThan(buyers.length) // … and some expiries did
  expect(await stock(STD)).toEqual({ places: before.places + buyers.length + 1 + paidCount, sold: before.sold + paidCount }) // free tickets + paid ones
}, 90_000)
