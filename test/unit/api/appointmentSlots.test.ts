/**
 * Booking an exhibitor's time slot through src/api/appointments.ts against the reference server: the slots with how
 * many requests each holds, the booking by slot, the conflict count and "submit anyway" on the same slot.
 */
import { bookEnterpriseSlot, listAppointments, listScheduleSlots, pendingAppointmentCount } from '@/api/appointments'
import { ApiError } from '@/api/http'
import { register } from '@/api/tickets'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const ENTERPRISE = SEED_IDS.enterprises[0] // Aurora Robotics: four 30-minute slots on each of the three expo days
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

async function participant(): Promise<void> {
  await loginAs(h)
  await register({ activity_id: SEED_IDS.activities.openFree, name: 'Booker', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] })
}
const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('the demo has appointments to show: the visitor\'s waiting and past meetings, the exhibitor\'s requests', async () => {
  const [waiting, accepted, met] = SEED_IDS.appointments
  const now = Math.floor(Date.now() / 1000)
  await loginAs(h, '13800000001')
  const upcoming = await listAppointments({ role: 'buyer', meeting_id: SEED_IDS.meeting, end: now })
  expect(upcoming.results.map(a => [a._id, a.status])).toEqual([[waiting, 0]])
  expect(upcoming.results[0]).toMatchObject({ seller: { _id: SEED_IDS.users.exhibitor }, reason: expect.any(String) })
  expect((await listAppointments({ role: 'buyer', history: 1 })).results.map(a => a._id)).toEqual([met])

  const seller = await loginAs(h, '13800000002')
  expect(await pendingAppointmentCount(seller.user_id, now)).toBe(1)
  const requests = await listAppointments({ role: 'seller', end: now })
  expect(requests.results.map(a => [a._id, a.status])).toEqual([[accepted, 1], [waiting, 0]])
})

it('lists the exhibitor\'s slots by time, filtered by day, each counting its requests', async () => {
  await participant()
  const { results, total } = await listScheduleSlots({ enterprise_id: ENTERPRISE })
  expect(total).toBe(SEED_IDS.schedules.length)
  expect(results.map(s => s._id)).toEqual(SEED_IDS.schedules)
  expect(results.every((s, i) => i === 0 || s.start > results[i - 1].start)).toBe(true)
  expect(results[0]).toMatchObject({ enterprise_id: ENTERPRISE, end: results[0].start + 1800, booked: 0, place: 'A100' })
  expect(new Set(results.map(s => s.date)).size).toBe(3)
  const day = await listScheduleSlots({ enterprise_id: ENTERPRISE, date: results[0].date })
  expect(day.results.map(s => s._id)).toEqual(SEED_IDS.schedules.slice(0, 4))
  expect((await listScheduleSlots({ enterprise_id: ENTERPRISE, date: '2001-01-01' })).total).toBe(0)
})

it('books a slot; a second visitor gets 4200 with the count, then submits anyway', async () => {
  await participant()
  const [slot] = (await listScheduleSlots({ enterprise_id: ENTERPRISE })).results
  const booked = await bookEnterpriseSlot(ENTERPRISE, slot._id, { reason: 'See the new robot arm', type: 'offline' })
  expect(booked).toMatchObject({ status: 0, role: 'buyer', start: slot.start, end: slot.end, date: slot.date, seller_user_id: SEED_IDS.users.exhibitor })
  expect((await listScheduleSlots({ enterprise_id: ENTERPRISE })).results[0].booked).toBe(1)

  await participant()
  const clash = await refusal(bookEnterpriseSlot(ENTERPRISE, slot._id, { reason: 'Pricing' }))
  expect(clash).toMatchObject({ status: 409, code: ErrorCode.AppointmentConflict, body: { data: { count: 1 } } })
  expect(await bookEnterpriseSlot(ENTERPRISE, slot._id, { reason: 'Pricing', force: 1 })).toMatchObject({ status: 0 })
})

it('refuses a slot of another exhibitor and an empty reason', async () => {
  await participant()
  const [slot] = (await listScheduleSlots({ enterprise_id: ENTERPRISE })).results
  expect(await refusal(bookEnterpriseSlot(SEED_IDS.enterprises[1], slot._id, { reason: 'Hello' }))).toMatchObject({ status: 404 })
  expect((await refusal(bookEnterpriseSlot(ENTERPRISE, slot._id, { reason: '' }))).status).toBe(400)
})
