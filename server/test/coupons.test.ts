/** GET /meeting/coupons: one code looked up for the registration form's discounted price; never a list of codes. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { COUPON_CODES, SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
const orderBody = { activity_id: A.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Payer', answers: [heard] }
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('a code of the activity comes back with its discount, in any letter case', async () => {
  const { api } = await login(server, freshPhone())
  const res = await api.get(`/meeting/coupons?meeting_id=${M}&activity_id=${A.openPaid}&code=${COUPON_CODES.rate.toLowerCase()}`)
  expect(res.status).toBe(200)
  expect(res.body.results).toEqual([expect.objectContaining({ code: COUPON_CODES.rate, type: 1, discount_rate: 80 })])
  const fixed = await api.get(`/meeting/coupons?meeting_id=${M}&activity_id=${A.openPaid}&code=${COUPON_CODES.fixed}`)
  expect(fixed.body.results[0]).toMatchObject({ type: 2, discount_amount: 2000 })
})

const lookup = (api: Awaited<ReturnType<typeof login>>['api'], code: string, activity = A.openPaid, amount?: number) =>
  api.get(`/meeting/coupons?meeting_id=${M}&activity_id=${activity}&code=${code}${amount === undefined ? '' : `&amount=${amount}`}`)

test('a refused code says why: unknown, another activity (named), not valid yet, expired', async () => {
  const { api } = await login(server, freshPhone())
  const unknown = await lookup(api, 'NOPE')
  expect(unknown.status).toBe(400)
  expect(unknown.body).toMatchObject({ code: 4115, data: { reason: 'unknown' } })
  const other = await lookup(api, COUPON_CODES.rate, A.openFree)
  expect(other.body).toMatchObject({ code: 4115, data: { reason: 'other_activity', activity_id: A.openPaid, activity_title: expect.objectContaining({ en: expect.any(String) }) } })
  expect((await lookup(api, COUPON_CODES.notStarted)).body).toMatchObject({ code: 4115, data: { reason: 'not_started', start_time: expect.any(Number) } })
  expect((await lookup(api, COUPON_CODES.expired)).body).toMatchObject({ code: 4115, data: { reason: 'expired' } })
})

test('a threshold code under its threshold is refused with the minimum in cents, at lookup and at the order', async () => {
  const { api } = await login(server, freshPhone())
  expect((await lookup(api, COUPON_CODES.threshold, A.openPaid, 39900)).status).toBe(200)
  expect((await lookup(api, COUPON_CODES.threshold, A.openPaid, 19900)).body).toMatchObject({ code: 4115, data: { reason: 'min_spend', min_amount: 30000 } })
  const early = await api.post('/checkout/activities', { ...orderBody, price_id: SEED_IDS.prices.student, amount: 0, coupon_code: COUPON_CODES.threshold })
  expect(early.status).toBe(400)
  expect(early.body).toMatchObject({ code: 4115, data: { reason: 'min_spend', min_amount: 30000 } })
})

test('a code with one use: the first order takes it, the next person is told it is used up', async () => {
  const first = await login(server, freshPhone())
  expect((await lookup(first.api, COUPON_CODES.once)).status).toBe(200)
  const taken = await first.api.post('/checkout/activities', { ...orderBody, coupon_code: COUPON_CODES.once })
  expect(taken.status).toBe(201)
  expect(taken.body.results).toMatchObject({ pay_amount: 38900 })
  const second = await login(server, freshPhone())
  expect((await lookup(second.api, COUPON_CODES.once)).body).toMatchObject({ code: 4115, data: { reason: 'used_up' } })
  const refused = await second.api.post('/checkout/activities', { ...orderBody, coupon_code: COUPON_CODES.once })
  expect(refused.body).toMatchObject({ code: 4115, data: { reason: 'used_up' } })
  // Cancelling the unpaid order gives the use back.
  expect((await first.api.post(`/checkout/activities/${taken.body.results._id}/cancel`)).status).toBe(200)
  expect((await second.api.post('/checkout/activities', { ...orderBody, coupon_code: COUPON_CODES.once })).status).toBe(201)
})

test('a code is required and a token too', async () => {
  const { api } = await login(server, freshPhone())
  expect((await api.get(`/meeting/coupons?meeting_id=${M}`)).status).toBe(400)
  expect((await client(server).get(`/meeting/coupons?meeting_id=${M}&code=${COUPON_CODES.rate}`)).status).toBe(401)
})
