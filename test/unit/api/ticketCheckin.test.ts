/**
 * The calls of the staff desk's ticket check-in against the reference server: the pass's QR payload read back to
 * find its ticket (GET /tickets all=1 with activity and code), the check-in, the second scan's "already, at …",
 * a ticket under review refused with its status, and someone who is not staff refused.
 */
import { ApiError } from '@/api/http'
import { deskCheckinList, syncDeskCheckins } from '@/api/reception'
import { checkIn, listTickets, register } from '@/api/tickets'
import { lookUpOffline } from '@/core/offlineCheckin'
import { currentPassPayload, parseTicketQr } from '@/core/ticketQr'
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
  // The holder's phone: the ticket comes with its pass keys; the screen shows the rotating code of now.
  const mine = (await listTickets({ _id: ticket._id })).results[0]
  const payload = mine.pass ? currentPassPayload({ activityId: ticket.activity_id, code: ticket.code!, keys: mine.pass.keys }, Date.now())! : ''
  return { ticket, payload }
}

it('the desk downloads its list and keys, verifies a live pass on the device and syncs its queue', async () => {
  const { ticket, payload } = await visitorPass(A.openFree)
  expect(payload).toMatch(/^FU-T2\./)
  await loginAs(h, '13800000004')
  const list = await deskCheckinList(A.openFree)
  const lookup = lookUpOffline(payload, undefined, { [A.openFree]: list }, [], Date.now())
  expect(lookup).toMatchObject({ kind: 'found', pass: 'valid', guest: { ticket_id: ticket._id, name: 'Door Guest', status: 1 } })
  const at = Math.floor(Date.now() / 1000) - 30
  const results = await syncDeskCheckins([{ id: 'unit-1', activity_id: A.openFree, ticket_id: ticket._id, code: ticket.code!, name: 'Door Guest', at }])
  expect(results).toEqual([expect.objectContaining({ id: 'unit-1', outcome: 'checked_in', status: 3, attended: at })])
})

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
