/**
 * Checking a ticket in at the door (SPEC §4: 3 = attended; §7 PUT /tickets/{id}/attends, GET /tickets all=1):
 * staff find a scanned ticket by activity and code, check it in once, a second scan says when it happened,
 * and a ticket under review or rejected is refused with its status.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
type Api = Awaited<ReturnType<typeof login>>['api']
let staff: Api // reception staff of the main meeting
beforeAll(async () => {
  server = await startTestServer()
  staff = (await login(server, '13800000004')).api
}, 120_000)
afterAll(() => server?.stop())

const registerAt = async (activityId: string) => {
  const visitor = await login(server, freshPhone())
  const ticket = (await visitor.api.post('/tickets', { activity_id: activityId, name: 'Door Guest', answers: [heard] })).body.results[0]
  return { visitor, ticket }
}

test('staff find one ticket of an activity by its code; others cannot list it; a malformed code is refused', async () => {
  const { visitor, ticket } = await registerAt(A.openFree)
  const { ticket: other } = await registerAt(A.openFree)
  const found = await staff.get(`/tickets?all=1&activity_id=${A.openFree}&code=${ticket.code}`)
  expect(found.status).toBe(200)
  expect(found.body.total).toBe(1)
  expect(found.body.results[0]).toMatchObject({ _id: ticket._id, name: 'Door Guest', status: 1, code: ticket.code })
  expect(found.body.results[0]._id).not.toBe(other._id)
  // The same code at another activity is another ticket (or none).
  const elsewhere = await staff.get(`/tickets?all=1&activity_id=${A.review}&code=${ticket.code}`)
  expect(elsewhere.body.results.map((t: { _id: string }) => t._id)).not.toContain(ticket._id)
  expect((await staff.get(`/tickets?all=1&activity_id=${A.openFree}&code=12345`)).status).toBe(400)
  expect((await visitor.api.get(`/tickets?all=1&activity_id=${A.openFree}&code=${other.code}`)).status).toBe(403)
})

test('an approved ticket checks in once; the second scan answers "already checked in" with the time', async () => {
  const { visitor, ticket } = await registerAt(A.openFree)
  const before = Math.floor(Date.now() / 1000)
  const first = await staff.put(`/tickets/${ticket._id}/attends`)
  expect(first.status).toBe(200)
  expect(first.body.results.status).toBe(3)
  expect(first.body.results.attended).toBeGreaterThanOrEqual(before - 1)

  const second = await staff.put(`/tickets/${ticket._id}/attends`)
  expect(second.status).toBe(409)
  expect(second.body.code).toBe(4150)
  expect(second.body.data).toEqual({ status: 3, attended: first.body.results.attended })
  expect(second.body.message).toMatch(/already checked in at \d{4}-\d\d-\d\dT/)
  // The holder's own ticket shows it too.
  expect((await visitor.api.get(`/tickets?_id=${ticket._id}`)).body.results[0]).toMatchObject({ status: 3, attended: first.body.results.attended })
})

test('a ticket under review, or rejected, is refused with its status and stays as it was', async () => {
  const { visitor, ticket } = await registerAt(A.review)
  expect(ticket.status).toBe(0)
  const pending = await staff.put(`/tickets/${ticket._id}/attends`)
  expect(pending.status).toBe(409)
  expect(pending.body).toMatchObject({ code: 4151, data: { status: 0 } })
  expect(pending.body.message).toMatch(/under review/)

  expect((await staff.put(`/tickets/${ticket._id}/approve`, { status: 2 })).body.results.status).toBe(2)
  const rejected = await staff.put(`/tickets/${ticket._id}/attends`)
  expect(rejected.body).toMatchObject({ code: 4151, data: { status: 2 } })
  expect(rejected.body.message).toMatch(/rejected/)
  expect((await visitor.api.get(`/tickets?_id=${ticket._id}`)).body.results[0]).toMatchObject({ status: 2, attended: null })
})

test('approving straight to 3 records the check-in time; someone who is not staff cannot check in', async () => {
  const { visitor, ticket } = await registerAt(A.review)
  const approved = await staff.put(`/tickets/${ticket._id}/approve`, { status: 3 })
  expect(approved.body.results).toMatchObject({ status: 3, attended: expect.any(Number) })
  expect((await staff.put(`/tickets/${ticket._id}/attends`)).body.code).toBe(4150)

  const { ticket: mine } = await registerAt(A.openFree)
  expect((await visitor.api.put(`/tickets/${mine._id}/attends`)).status).toBe(403)
  expect((await staff.get(`/tickets?all=1&activity_id=${A.openFree}&code=${mine.code}`)).body.results[0].status).toBe(1)
})
