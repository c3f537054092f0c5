/**
 * Place counting (issue 4): an activity's ticket_total is always its approved tickets plus the places held by orders
 * (unpaid, or paid and awaiting review), and a ticket type's sold_total its live tickets plus unpaid orders, through
 * every path: register, order, pay, approve, check in, reject, undo a rejection, cancel, refund.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
let staff: Awaited<ReturnType<typeof login>>['api']
beforeAll(async () => {
  server = await startTestServer()
  staff = (await login(server, '13800000005')).api
}, 120_000)
afterAll(() => server?.stop())

const person = async () => (await login(server, freshPhone())).api

async function counts(activityId: string, priceId?: string): Promise<{ places: number; sold?: number }> {
  const res = await staff.get(`/activities?_id=${activityId}`)
  const activity = res.body.results[0]
  return { places: activity.ticket_total, ...(priceId ? { sold: activity.prices.find((p: { _id: string }) => p._id === priceId).sold_total } : {}) }
}

test('paid activity under review: the order holds one place from order to refund, never two', async () => {
  const P = SEED_IDS.prices.paidReview
  const at = (places: number, sold: number) => expect(counts(A.paidReview, P)).resolves.toEqual({ places, sold })
  const order = async (api: Awaited<ReturnType<typeof person>>) => {
    const res = await api.post('/checkout/activities', { activity_id: A.paidReview, price_id: P, amount: 29900, name: 'Reviewed', answers: [heard] })
    expect(res.status).toBe(201)
    return res.body.results._id as string
  }
  const pay = async (api: Awaited<ReturnType<typeof person>>, id: string) => {
    const res = await api.post(`/checkout/activities/${id}/pay`, { channel: 'sandbox' })
    expect(res.body.results.tickets[0].status).toBe(0)
    return res.body.results.tickets[0]._id as string
  }
  const review = async (ticketId: string, status: number) => expect((await staff.put(`/tickets/${ticketId}/approve`, { status })).body.results.status).toBe(status)
  await at(0, 0)

  const ann = await person()
  const annOrder = await order(ann)
  await at(1, 1) // unpaid order holds its place
  const bob = await person()
  const bobOrder = await order(bob)
  await at(2, 2)
  expect((await bob.post(`/checkout/activities/${bobOrder}/cancel`, {})).body.results).toMatchObject({ status: 'closed', close_reason: 'cancelled' })
  await at(1, 1)

  const annTicket = await pay(ann, annOrder)
  await at(1, 1) // paid, awaiting review: still the order's one place
  await review(annTicket, 1)
  await at(1, 1) // approval keeps that place (it used to take a second one)
  await review(annTicket, 3)
  await at(1, 1)

  const cat = await person()
  const catOrder = await order(cat)
  const catTicket = await pay(cat, catOrder)
  await at(2, 2)
  await review(catTicket, 2) // rejected: place and stock back
  await at(1, 1)
  await review(catTicket, 1) // rejection undone: taken again
  await at(2, 2)
  await review(catTicket, 2)
  await at(1, 1)
  expect((await cat.post(`/checkout/activities/${catOrder}/refund`, {})).body.results.refund).toBe(1)
  await at(1, 1) // the rejected ticket already gave its place back: a refund does not give it twice

  const dan = await person()
  const danOrder = await order(dan)
  await review(await pay(dan, danOrder), 1)
  await at(2, 2)
  expect((await dan.post(`/checkout/activities/${danOrder}/refund`, {})).body.results.refund).toBe(1)
  await at(1, 1)
  expect((await ann.post(`/checkout/activities/${annOrder}/refund`, {})).body.results.refund).toBe(1)
  await at(0, 0)
}, 60_000)

test('free activity under review: the place is taken at approval and given back at rejection', async () => {
  const start = (await counts(A.review)).places
  const me = await person()
  const res = await me.post('/tickets', { activity_id: A.review, name: 'Free', answers: [heard] })
  expect(res.body.results[0].status).toBe(0)
  const id = res.body.results[0]._id
  expect((await counts(A.review)).places).toBe(start)
  await staff.put(`/tickets/${id}/approve`, { status: 1 })
  expect((await counts(A.review)).places).toBe(start + 1)
  await staff.put(`/tickets/${id}/approve`, { status: 1 }) // approving twice takes nothing more
  expect((await counts(A.review)).places).toBe(start + 1)
  await staff.put(`/tickets/${id}/approve`, { status: 2 })
  expect((await counts(A.review)).places).toBe(start)
  await staff.put(`/tickets/${id}/approve`, { status: 2 })
  expect((await counts(A.review)).places).toBe(start)
})

test('paid activity without review: order, pay, refund; a rejected paid ticket gives its place back once', async () => {
  const P = SEED_IDS.prices.standard
  const before = await counts(A.openPaid, P)
  const me = await person()
  const created = await me.post('/checkout/activities', { activity_id: A.openPaid, price_id: P, amount: 39900, name: 'Paid', answers: [heard] })
  const id = created.body.results._id
  const paid = await me.post(`/checkout/activities/${id}/pay`, { channel: 'sandbox' })
  expect(paid.body.results.tickets[0].status).toBe(1)
  expect(await counts(A.openPaid, P)).toEqual({ places: before.places + 1, sold: before.sold! + 1 })
  await staff.put(`/tickets/${paid.body.results.tickets[0]._id}/approve`, { status: 2 })
  expect(await counts(A.openPaid, P)).toEqual(before)
  await me.post(`/checkout/activities/${id}/refund`, {})
  expect(await counts(A.openPaid, P)).toEqual(before)
})
