/** GET /meeting/coupons: one code looked up for the registration form's discounted price; never a list of codes. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { COUPON_CODES, SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const A = SEED_IDS.activities
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

test('an unknown code, or one bound to another activity, finds nothing', async () => {
  const { api } = await login(server, freshPhone())
  expect((await api.get(`/meeting/coupons?meeting_id=${M}&activity_id=${A.openPaid}&code=NOPE`)).body.results).toEqual([])
  expect((await api.get(`/meeting/coupons?meeting_id=${M}&activity_id=${A.openFree}&code=${COUPON_CODES.rate}`)).body.results).toEqual([])
})

test('a code is required and a token too', async () => {
  const { api } = await login(server, freshPhone())
  expect((await api.get(`/meeting/coupons?meeting_id=${M}`)).status).toBe(400)
  expect((await client(server).get(`/meeting/coupons?meeting_id=${M}&code=${COUPON_CODES.rate}`)).status).toBe(401)
})
