/**
 * Refund of a paid registration (issue 25, modules/orders/refund.ts): allowed until `refund_hours_before` hours before the start
 * (24 by default), refused after with 409 / 4405 naming the deadline; the ticket is cancelled, the place and stock go back,
 * the order says `refund_status: refunded`; a double tap refunds once and answers the same order.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const P = SEED_IDS.prices
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
beforeAll(async () => { server = await startTestServer({ env: { FU_JOBS: '0' } }) }, 120_000)
afterAll(() => server?.stop())

const activity = async (id: string) => (await client(server).get(`/activities?_id=${id}`)).body.results[0]
const standardSold = async () => (await activity(A.openPaid)).prices.find((p: { _id: string }) => p._id === P.standard).sold_total as number
const setRule = (hours: number) => client(server).put(`/dev/activities/${A.openPaid}/refund-rule`, { refund_hours_before: hours })

async function paidOrder() {
  const me = await login(server, freshPhone())
  const created = await me.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.standard, amount: 39900, name: 'Refunder', answers: [heard] })
  expect(created.status).toBe(201)
  const paid = await me.api.post(`/checkout/activities/${created.body.results._id}/pay`, { channel: 'sandbox' })
  expect(paid.status).toBe(200)
  return { me, id: created.body.results._id as string, ticketId: paid.body.results.tickets[0]._id as string }
}

test('the activity says its refund rule: 24 hours before the start by default', async () => {
  expect((await activity(A.openPaid)).refund_hours_before).toBe(24)
})

test('a refund before the deadline: ticket cancelled, place and stock back, refunded at once by the demo payment', async () => {
  const { me, id, ticketId } = await paidOrder()
  const [places, sold] = [(await activity(A.openPaid)).ticket_total, await standardSold()]
  const res = await me.api.post(`/checkout/activities/${id}/refund`, {})
  expect(res.status).toBe(200)
  expect(res.body.results).toMatchObject({ status: 'done', refund: 1, refund_amount: 39900, refund_status: 'refunded' })
  expect((await me.api.get(`/tickets?_id=${ticketId}`)).body.results[0].status).toBe(2)
  expect((await activity(A.openPaid)).ticket_total).toBe(places - 1)
  expect(await standardSold()).toBe(sold - 1)
  expect((await me.api.get(`/checkout/activities?_id=${id}`)).body.results[0]).toMatchObject({ refund_status: 'refunded' })
})

test('a double tap refunds once and both taps answer the refunded order', async () => {
  const { me, id } = await paidOrder()
  const places = (await activity(A.openPaid)).ticket_total
  const taps = await Promise.all([me.api.post(`/checkout/activities/${id}/refund`, {}), me.api.post(`/checkout/activities/${id}/refund`, {})])
  for (const tap of taps) expect(tap.body).toMatchObject({ results: { refund: 1, refund_amount: 39900, refund_status: 'refunded' } })
  const again = await me.api.post(`/checkout/activities/${id}/refund`, {})
  expect(again.status).toBe(200)
  expect(again.body.results).toMatchObject({ refund: 1, refund_status: 'refunded' })
  expect((await activity(A.openPaid)).ticket_total).toBe(places - 1)
})

test('after the deadline: 409 / 4405 naming it, nothing changes; an unpaid order is cancelled, not refunded', async () => {
  const { me, id, ticketId } = await paidOrder()
  const start = (await activity(A.openPaid)).start as number
  await setRule(24 * 366) // the deadline is long past
  try {
    const places = (await activity(A.openPaid)).ticket_total
    const res = await me.api.post(`/checkout/activities/${id}/refund`, {})
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 4405, data: { refund_deadline: start - 24 * 366 * 3600 } })
    expect((await me.api.get(`/checkout/activities?_id=${id}`)).body.results[0]).toMatchObject({ refund: 0 })
    expect((await me.api.get(`/tickets?_id=${ticketId}`)).body.results[0].status).not.toBe(2)
    expect((await activity(A.openPaid)).ticket_total).toBe(places)
  } finally {
    await setRule(24)
  }
  const unpaid = await me.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: P.vip, amount: 99900, name: 'Refunder', answers: [heard] })
  if (unpaid.status === 201) expect((await me.api.post(`/checkout/activities/${unpaid.body.results._id}/refund`, {})).body.code).toBe(4402)
})
