/** The typed resource modules against the real reference server, where it implements the calls. */
import { activitySources, createOrder, fetchActivity, listActivities, listOrders, payOrder } from '@/api/activities'
import { listCategories } from '@/api/categories'
import { formQuestions } from '@/api/forms'
import { listTickets, register } from '@/api/tickets'
import { countTickets } from './serverCalls'
import { fetchUser, updateProfile } from '@/api/users'
import { meetingBlocks } from '@/api/meetings'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from './harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => { h = connect(server); await loginNewUser(server, h) })

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.friend] }

it('activities, sources, form questions, categories and blocks come back typed', async () => {
  const list = await listActivities({ meeting_id: SEED_IDS.meeting, limit: 3 })
  expect(list.results.length).toBeGreaterThan(0)
  expect(list.total).toBeGreaterThanOrEqual(list.results.length)
  expect((await fetchActivity(SEED_IDS.activities.openFree))?._id).toBe(SEED_IDS.activities.openFree)
  expect((await activitySources(SEED_IDS.activities.openFree)).map(s => s.source_id)).toContain(SEED_IDS.sources.openDefault)
  expect((await formQuestions(SEED_IDS.form)).map(q => q._id)).toContain(SEED_IDS.questions.heard)
  expect((await listCategories('navigation', { meeting_id: SEED_IDS.meeting })).length).toBeLessThanOrEqual(20)
  expect(Array.isArray(await meetingBlocks(SEED_IDS.meeting))).toBe(true)
})

it('registers for a free activity and finds the ticket in the list and the count', async () => {
  const [ticket] = await register({ activity_id: SEED_IDS.activities.openFree, name: 'Resource Test', answers: [heard] })
  expect(ticket).toMatchObject({ activity_id: SEED_IDS.activities.openFree, status: 1, number: 1 })
  expect((await listTickets({ activity_id: SEED_IDS.activities.openFree })).results.map(t => t._id)).toEqual([ticket._id])
  expect((await countTickets({ mine: 1 })).total).toBe(1)
})

it('orders a paid ticket, pays it in the sandbox and lists the order', async () => {
  const activity = await fetchActivity(SEED_IDS.activities.openPaid)
  const price = activity!.prices!.find(p => p._id === SEED_IDS.prices.standard)!
  const order = await createOrder({ activity_id: SEED_IDS.activities.openPaid, price_id: price._id, amount: price.amount, name: 'Payer', answers: [heard] })
  expect(order).toMatchObject({ status: 'pending', amount: price.amount })
  const paid = await payOrder(order._id)
  expect(paid.order.status).toBe('done')
  expect(paid.tickets).toHaveLength(1)
  expect((await listOrders()).results.map(o => o._id)).toContain(order._id)
})

it('reads and edits the signed-in user', async () => {
  const me = await fetchUser(h.root.session.userId!)
  expect(me?._id).toBe(h.root.session.userId)
  expect(await updateProfile(h.root.session.userId!, { username: 'Renamed', work: { title: 'CTO' } })).toMatchObject({ username: 'Renamed', work: { title: 'CTO' } })
})
