/**
 * The calls of the staff desk's ticket check-in against the reference server: the pass's QR payload read back to
 * find its ticket (GET /tickets all=1 with activity and code), the check-in, the second scan's "already, at …",
 * a ticket under review refused with its status, and someone who is not staff refused.
 */
import { ApiError } from '@/api/http'
import { checkIn, listTickets, register } from '@/api/tickets'
import { parseTicketQr, ticketQrPayload } from '@/core/ticketQr'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

/** A visitor registers; the pass they would show encodes this payload. */
async function visitorPass(activityId: string) {
  await loginAs(h)
  const [ticket] = await register({ activity_id: activityId, name: 'Door Guest', answers: [heard] })
  return { ticket, payload: ticketQrPayload(ticket.activity_id, ticket.code!) }
}

it('staff scan a pass, find its holder, check them in once; the second scan says when', async () => {
  const { ticket, payload } = await visitorPass(A.openFree)
  // The visitor cannot look tickets up by code: that is for the meeting's staff.
  expect(await refusal(listTickets({ all: 1, activity_id: A.openFree, code: ticket.code }))).toMatchObject({ status: 403 })

  await loginAs(h, '13800000004')
  const parsed = parseTicketQr(payload)
  if (!parsed.ok) throw new Error('the pass payload did not parse')
  const found = await listTickets({ all: 1, activity_id: parsed.lookup.activityId, code: parsed.lookup.code, limit: 1 })
  expect(found.total).toBe(1)
  expect(found.results?.[0]).toMatchObject({ _id: ticket._id, name: 'Door Guest', status: 1 })

  const saved = await checkIn(ticket._id)
  expect(saved).toMatchObject({ _id: ticket._id, status: 3, attended: expect.any(Number) })
  const again = await refusal(checkIn(ticket._id))
  expect(again).toMatchObject({ status: 409, code: ErrorCode.TicketAlreadyCheckedIn })
  expect(again.body.data).toEqual({ status: 3, attended: saved.attended })
})

it('a ticket under review is refused with its status and stays under review', async () => {
  const { ticket } = await visitorPass(A.review)
  await loginAs(h, '13800000004')
  const refused = await refusal(checkIn(ticket._id))
  expect(refused).toMatchObject({ status: 409, code: ErrorCode.TicketNotApproved })
  expect(refused.body.data).toEqual({ status: 0 })
  expect((await listTickets({ all: 1, activity_id: A.review, code: ticket.code, limit: 1 })).results?.[0].status).toBe(0)
})
