/**
 * The guest-side reception calls of src/api/reception.ts against the reference server, as the public lookup screen
 * makes them: unsigned by query code or by name and phone (no Authorization sent, no contact details back), the
 * phase named on each record, and the refusals a wrong name or a bare phone get.
 */
import { ApiError } from '@/api/http'
import { queryGuests, receptionGuest, setGuestPhase } from '@/api/reception'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
const [, anna, yuki] = SEED_IDS.guests
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('an unsigned guest finds themself by query code or by name and phone, without contact details or a token sent', async () => {
  const [byCode] = await queryGuests({ meeting_id: M, query_code: 'GUEST002' })
  expect(byCode).toMatchObject({ _id: anna, name: 'Anna Schmidt', title: 'Investor' })
  expect(byCode.phone).toBeUndefined()
  expect(byCode.query_code).toBeUndefined()
  const byName = await queryGuests({ meeting_id: M, phone: '13900000011', name: 'anna schmidt' })
  expect(byName.map(g => g._id)).toEqual([anna])
  expect(h.sent.every(r => !r.headers.Authorization && !r.headers.authorization)).toBe(true)

  expect(await refusal(queryGuests({ meeting_id: M, phone: '13900000011', name: 'Someone Else' }))).toMatchObject({ status: 404 })
  expect(await refusal(queryGuests({ meeting_id: M, phone: '13900000011' }))).toMatchObject({ status: 401 })
})

it('a check-in by staff shows on the guest\'s record with the phase\'s name', async () => {
  await loginAs(h, '13800000004')
  const venue = SEED_IDS.phases[2]
  await setGuestPhase(yuki, venue, { status: 1 })
  expect((await receptionGuest(yuki)).phases).toEqual([expect.objectContaining({ phase_id: venue, status: 1, title: expect.objectContaining({ en: 'Venue sign-in' }) })])
  await setGuestPhase(yuki, venue, { status: 0 })
  expect((await receptionGuest(yuki)).phases).toEqual([expect.objectContaining({ phase_id: venue, status: 0 })])
})
