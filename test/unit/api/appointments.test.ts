/**
 * Appointments through src/api/appointments.ts against the reference server: registration first (4116), the seller's
 * side, the time conflict with its count and "submit anyway", booking full, cancelling and deleting.
 */
import { answerAppointment, appointmentAuthentication, deleteAppointment, listAppointments, pendingAppointmentCount } from '@/api/appointments'
import { createAppointment } from './serverCalls'
import { ApiError } from '@/api/http'
import { register } from '@/api/tickets'
import type { AppointmentRequest } from '@fu-types/api'
import type { TokenResponse } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
const SELLER_PHONE = '13800000002' // the demo exhibitor, bound to Aurora Robotics (3 appointments a day)
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

/** A new user with an approved ticket for the meeting (SPEC §6: participants book). */
async function participant(): Promise<TokenResponse> {
  const answer = await loginAs(h)
  await register({ activity_id: SEED_IDS.activities.openFree, name: 'Booker', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] })
  return answer
}

/** `minutes` from `fromMinute` past 10:00 (Shanghai) on the day `days` from now. */
function booking(days: number, fromMinute = 0, minutes = 30): AppointmentRequest {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86400_000))
  const start = Math.floor(Date.parse(`${date}T10:00:00+08:00`) / 1000) + fromMinute * 60
  return { meeting_id: M, enterprise_id: SEED_IDS.enterprises[0], date, start, end: start + minutes * 60, type: 'offline', reason: 'Discuss a partnership' }
}

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('a visitor without a ticket is told to register first (4116)', async () => {
  await loginAs(h)
  expect(await appointmentAuthentication(M)).toMatchObject({ is_authentication: 0, activities: expect.arrayContaining([expect.objectContaining({ _id: SEED_IDS.activities.openFree })]) })
  expect(await refusal(createAppointment(booking(20)))).toMatchObject({ status: 403, code: ErrorCode.RegistrationRequired })
})

it('books; the exhibitor counts it as pending, sees who asked, and accepts', async () => {
  const buyer = await participant()
  expect(await appointmentAuthentication(M)).toEqual({ is_authentication: 1 })
  const booked = await createAppointment(booking(21))
  expect(booked).toMatchObject({ status: 0, role: 'buyer', seller_user_id: SEED_IDS.users.exhibitor, date: booking(21).date })
  expect((await listAppointments({ role: 'buyer', meeting_id: M })).results.map(a => a._id)).toEqual([booked._id])

  const seller = await loginAs(h, SELLER_PHONE)
  expect(await pendingAppointmentCount(seller.user_id, Math.floor(Date.now() / 1000))).toBeGreaterThanOrEqual(1)
  const [seen] = (await listAppointments({ role: 'seller', status: 0, _id: booked._id })).results
  expect(seen).toMatchObject({ role: 'seller', user: { _id: buyer.user_id } })
  expect(await answerAppointment(booked._id, 'accept')).toMatchObject({ status: 1 })
  expect(await refusal(answerAppointment(booked._id, 'ignore'))).toMatchObject({ status: 409 })
})

it('a time with pending negotiations answers 4200 with their count; "submit anyway" books it', async () => {
  await participant()
  await createAppointment(booking(22))
  await participant()
  const clash = await refusal(createAppointment(booking(22, 15)))
  expect(clash).toMatchObject({ status: 409, code: ErrorCode.AppointmentConflict })
  expect(clash.body.data).toEqual({ count: 1 })
  expect(await createAppointment({ ...booking(22, 15), force: 1 })).toMatchObject({ status: 0 })
})

it('a full day answers 4201; an accepted meeting at that time answers 4202', async () => {
  await participant()
  for (const minute of [0, 60, 120]) await createAppointment(booking(23, minute))
  expect(await refusal(createAppointment(booking(23, 180)))).toMatchObject({ code: ErrorCode.AppointmentFull, body: { data: { max: 3 } } })

  const buyer = await participant()
  const first = await createAppointment(booking(24))
  await loginAs(h, SELLER_PHONE)
  await answerAppointment(first._id, 'accept')
  await h.root.session.login(buyer)
  expect(await refusal(createAppointment({ ...booking(24, 10), force: 1 }))).toMatchObject({ code: ErrorCode.AppointmentBusy })
})

it('the asker cancels, then deletes; the exhibitor cannot accept a cancelled one', async () => {
  const buyer = await participant()
  const booked = await createAppointment(booking(25))
  expect(await answerAppointment(booked._id, 'cancel')).toMatchObject({ status: 3 })
  await loginAs(h, SELLER_PHONE)
  expect(await refusal(answerAppointment(booked._id, 'accept'))).toMatchObject({ status: 409 })
  await h.root.session.login(buyer)
  expect(await deleteAppointment(booked._id)).toEqual({ _id: booked._id, deleted: 1 })
  expect((await listAppointments({ role: 'buyer' })).total).toBe(0)
})
