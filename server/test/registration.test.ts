/** Registration rules of SPEC §4/§5/§8 on POST /tickets, review and check-in, and paid orders with discounts and invoices. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { BLACKLISTED_EMAIL, COUPON_CODES, SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const Q = SEED_IDS.questions
const heard = { question_id: Q.heard, options: [SEED_IDS.options.web] }
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const person = async () => login(server, freshPhone())
const register = async (body: Record<string, unknown>) => (await person()).api.post('/tickets', { name: 'Tester', answers: [heard], ...body })

test('open free activity: status 1, a code, then "already registered"', async () => {
  const me = await person()
  const first = await me.api.post('/tickets', { activity_id: A.openFree, name: 'Ann', answers: [heard] })
  expect(first.status).toBe(201)
  expect(first.body.results[0]).toMatchObject({ status: 1, number: 1, code: expect.stringMatching(/^\d{6}$/), phone: expect.any(String) })
  expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'Ann', answers: [heard] })).body.code).toBe(4101)
  const mine = await me.api.get(`/tickets?activity_id=${A.openFree}`)
  expect(mine.body.total).toBe(1)
  const count = await me.api.get(`/tickets/count?activity_id=${A.openFree}`)
  expect(count.body.total).toBeGreaterThanOrEqual(1)
})

test.each([
  [A.notStarted, 4113], [A.ended, 4112], [A.full, 4100], [A.private, 4030],
])('activity %s refuses with %i', async (activity_id, code) => {
  const res = await register({ activity_id })
  expect(res.body.code).toBe(code)
})

test('form rules: a required question is enforced, unmet conditions are dropped', async () => {
  expect((await register({ activity_id: A.openFree, answers: [] })).body.code).toBe(4220)
  const res = await register({ activity_id: A.openFree, answers: [heard, { question_id: Q.heardOther, value: 'dropped' }] })
  expect(res.body.results[0].form.answers).toEqual([heard])
})

test('duplicates: phone, e-mail and ID already registered', async () => {
  const id = '11010519491231002X'
  expect((await register({ activity_id: A.workshop50, email: 'dup@demo.test', id_number: id, phone: '13912345678' })).status).toBe(201)
  expect((await register({ activity_id: A.workshop50, phone: '13912345678' })).body.code).toBe(4103)
  expect((await register({ activity_id: A.workshop50, email: 'dup@demo.test' })).body.code).toBe(4104)
  expect((await register({ activity_id: A.workshop50, id_number: id })).body.code).toBe(4102)
  expect((await register({ activity_id: A.workshop50, id_number: '110105194912310021' })).status).toBe(400)
  expect((await register({ activity_id: A.workshop50, email: BLACKLISTED_EMAIL })).body.code).toBe(4000)
})

test('channels: full channel, invalid channel, private activity through its invitation', async () => {
  expect((await register({ activity_id: A.openFree, source_id: SEED_IDS.sources.openFullChannel })).body.code).toBe(4106)
  expect((await register({ activity_id: A.openFree, source_id: SEED_IDS.sources.privateInvite })).body.code).toBe(4107)
  expect((await register({ activity_id: A.private, source_id: SEED_IDS.sources.privateInvite })).status).toBe(201)
})

test('review: status 0, approval by staff takes a place; visitors cannot approve; check-in sets 3', async () => {
  const res = await register({ activity_id: A.review })
  const ticket = res.body.results[0]
  expect(ticket.status).toBe(0)
  const { api: visitor } = await login(server, '13800000001')
  expect((await visitor.put(`/tickets/${ticket._id}/approve`, { status: 1 })).status).toBe(403)
  const { api: staff } = await login(server, '13800000004')
  expect((await staff.put(`/tickets/${ticket._id}/approve`, { status: 1 })).body.results.status).toBe(1)
  expect((await staff.put(`/tickets/${ticket._id}/attends`)).body.results.status).toBe(3)
  const activity = await staff.get(`/activities?_id=${A.review}`)
  expect(activity.body.results[0].ticket_total).toBe(1)
})

test('resubmitting answers: allowed where enable_resubmit_answer = 1, refused elsewhere', async () => {
  const me = await person()
  const free = await me.api.post('/tickets', { activity_id: A.openFree, name: 'R', answers: [heard] })
  expect((await me.api.put(`/tickets/${free.body.results[0]._id}`, { job: 'Engineer' })).status).toBe(200)
  const ws = await me.api.post('/tickets', { activity_id: A.workshop50, name: 'R', answers: [heard] })
  expect((await me.api.put(`/tickets/${ws.body.results[0]._id}`, { job: 'Engineer' })).body.code).toBe(4114)
  const other = await person()
  expect((await other.api.put(`/tickets/${ws.body.results[0]._id}`, { job: 'x' })).status).toBe(403)
})

test('groups: size limit, duplicate members, info required, then registered', async () => {
  const agent = await login(server, '13800000003')
  const member = (n: number) => ({ name: `M${n}`, phone: `1360000${String(n).padStart(4, '0')}` })
  const group = { name: 'Tour', contact_name: 'Kim', contact_phone: '13800000003' }
  expect((await agent.api.post('/tickets', { activity_id: A.groupV1, members: [member(1)] })).body.message).toMatch(/requireInfo/)
  expect((await agent.api.post('/tickets', { activity_id: A.groupV1, group, members: [1, 2, 3, 4, 5, 6].map(member) })).body.code).toBe(4110)
  expect((await agent.api.post('/tickets', { activity_id: A.groupV1, group, members: [member(1), member(1)] })).body.code).toBe(4111)
  const ok = await agent.api.post('/tickets', { activity_id: A.groupV1, group, members: [1, 2, 3].map(member) })
  expect(ok.status).toBe(201)
  expect(new Set(ok.body.results.map((t: { code: string }) => t.code)).size).toBe(3)
  expect((await agent.api.get('/tickets?group=1')).body.total).toBe(3)
})

test('ticket types on POST /tickets: 4340 when the price changed or was withdrawn, 4105 sold out, free type works, paid type needs checkout', async () => {
  expect((await register({ activity_id: A.openPaid, price_id: SEED_IDS.prices.standard, amount: 100 })).body.code).toBe(4340)
  expect((await register({ activity_id: A.openPaid, price_id: SEED_IDS.prices.deleted })).body.code).toBe(4340)
  expect((await register({ activity_id: A.openPaid, price_id: SEED_IDS.prices.earlyBird })).body.code).toBe(4105)
  expect((await register({ activity_id: A.openPaid, price_id: SEED_IDS.prices.student, amount: 0 })).status).toBe(201)
  expect((await register({ activity_id: A.openPaid, price_id: SEED_IDS.prices.standard })).body.code).toBe(4403)
})

test('bad input on POST /tickets: 4xx and nothing registered', async () => {
  const me = await person()
  for (const body of [
    {}, { activity_id: 'nope' }, { activity_id: A.workshop50, name: 5 }, { activity_id: A.workshop50, evil: 1 },
    { activity_id: A.workshop50, name: 'x'.repeat(100_000) }, { activity_id: A.workshop50, answers: [{ question_id: 'bad' }] },
  ]) {
    const res = await me.api.post('/tickets', body)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.body.message).toEqual(expect.any(String))
  }
  expect((await me.api.get('/tickets')).body.total).toBe(0)
})

describe('orders', () => {
  const order = (api: Awaited<ReturnType<typeof person>>['api'], extra: Record<string, unknown>) =>
    api.post('/checkout/activities', { activity_id: A.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Payer', answers: [heard], ...extra })

  test.each([
    [COUPON_CODES.rate, 31920], [COUPON_CODES.fixed, 37900], [COUPON_CODES.threshold, 34900], [undefined, 39900],
  ])('coupon %s → pays %i cents', async (coupon_code, pay) => {
    const me = await person()
    const res = await order(me.api, coupon_code ? { coupon_code } : {})
    expect(res.status).toBe(201)
    expect(res.body.results).toMatchObject({ amount: 39900, pay_amount: pay, status: 'pending' })
  })

  test('pay in the sandbox issues the ticket; invoice: apply, reject, re-apply, approve; refund', async () => {
    const me = await person()
    expect((await order(me.api, { coupon_code: 'NOPE' })).body.code).toBe(4115)
    const created = await order(me.api, {})
    const id = created.body.results._id
    const paid = await me.api.post(`/checkout/activities/${id}/pay`, { channel: 'sandbox' })
    expect(paid.status).toBe(200)
    expect(paid.body.results.order).toMatchObject({ status: 'done', pay_channel: 'sandbox' })
    expect(paid.body.results.tickets).toHaveLength(1)
    expect((await me.api.post(`/checkout/activities/${id}/pay`, {})).body.code).toBe(4402)
    const listed = await me.api.get(`/checkout/activities?_id=${id}`)
    expect(listed.body.results[0].ticket_ids).toHaveLength(1)

    const invoice = { type: 'regular', title: 'Demo Co', taxNumber: '91310000MA1FL0000X', phone: '13800000001', email: 'inv@demo.test', fetch_way: 'electronic' }
    expect((await me.api.post(`/checkout/activities/${id}/invoices`, { ...invoice, type: 'special' })).status).toBe(400)
    const applied = await me.api.post(`/checkout/activities/${id}/invoices`, invoice)
    expect(applied.body.results.status).toBe('processing')
    expect((await me.api.post(`/checkout/activities/${id}/invoices`, invoice)).body.code).toBe(4401)
    const rejected = await me.api.post(`/dev/invoices/${applied.body.results._id}/reject`, { reason: 'wrong title' })
    expect(rejected.body.results).toMatchObject({ status: 'rejected', reject_reason: 'wrong title' })
    const again = await me.api.post(`/checkout/activities/${id}/invoices`, { ...invoice, title: 'Demo Company' })
    expect((await me.api.post(`/dev/invoices/${again.body.results._id}/approve`, {})).body.results.status).toBe('completed')
    expect((await me.api.get(`/invoices?checkout_id=${id}`)).body.total).toBe(2)

    const refunded = await me.api.post(`/checkout/activities/${id}/refund`, {})
    expect(refunded.body.results).toMatchObject({ refund: 1, refund_amount: 39900 })
    expect((await me.api.get(`/tickets?_id=${paid.body.results.tickets[0]._id}`)).body.results[0].status).toBe(2)
  })

  test('VIP stock: unpaid orders hold it (4029), cancelling gives it back', async () => {
    const vip = { price_id: SEED_IDS.prices.vip, amount: 99900 }
    const holders = []
    for (let i = 0; i < 5; i++) {
      const me = await person()
      const res = await order(me.api, vip)
      expect(res.status).toBe(201)
      holders.push({ me, id: res.body.results._id })
    }
    const late = await person()
    expect((await order(late.api, vip)).body.code).toBe(4029)
    expect((await holders[0].me.api.post(`/checkout/activities/${holders[0].id}/cancel`, {})).body.results.status).toBe('closed')
    expect((await order(late.api, vip)).status).toBe(201)
  })
})
