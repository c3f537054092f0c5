/**
 * Form options linked to another activity (SPEC §5) register for it in the same transaction, refused with that
 * activity's reason; PUT /forms/{id}/answers keeps the resubmission rule of SPEC §4 and the linked-option rule.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const Q = SEED_IDS.questions
const O = SEED_IDS.options
const FORM = SEED_IDS.form
const heard = { question_id: Q.heard, options: [O.web] }
const interests = (...options: string[]) => ({ question_id: Q.interests, options })
let server: TestServer
let staff: Awaited<ReturnType<typeof login>>['api']
beforeAll(async () => {
  server = await startTestServer()
  staff = (await login(server, '13800000005')).api
}, 120_000)
afterAll(() => server?.stop())

const person = async () => (await login(server, freshPhone())).api
const places = async (id: string) => (await staff.get(`/activities?_id=${id}`)).body.results[0].ticket_total as number
const myTickets = async (api: Awaited<ReturnType<typeof person>>, activityId: string) => (await api.get(`/tickets?activity_id=${activityId}`)).body.total as number

describe('linked options on registration', () => {
  test('choosing the workshop registers for it too, once', async () => {
    const before = await places(A.workshop50)
    const me = await person()
    const res = await me.post('/tickets', { activity_id: A.openFree, name: 'Linked', answers: [heard, interests(O.workshop)] })
    expect(res.status).toBe(201)
    expect(res.body.results[0].linked_tickets).toEqual([expect.objectContaining({ activity_id: A.workshop50, status: 1, code: expect.stringMatching(/^\d{6}$/) })])
    expect(await myTickets(me, A.workshop50)).toBe(1)
    expect(await places(A.workshop50)).toBe(before + 1)
    // Choosing it again when resubmitting (openFree allows it) registers nothing more.
    const again = await me.put(`/tickets/${res.body.results[0]._id}`, { answers: [heard, interests(O.workshop)] })
    expect(again.status).toBe(200)
    expect(again.body.results).not.toHaveProperty('linked_tickets')
    expect(await myTickets(me, A.workshop50)).toBe(1)
    expect(await places(A.workshop50)).toBe(before + 1)
  })

  test.each([
    ['full', O.networking, A.full, 409, 4100],
    ['private', O.seminar, A.private, 403, 4030],
    ['past its deadline', O.salon, A.ended, 400, 4112],
  ])('a linked activity that is %s refuses the whole registration with its reason', async (_label, option, linked, status, code) => {
    const before = { main: await places(A.openFree), linked: await places(linked) }
    const me = await person()
    const res = await me.post('/tickets', { activity_id: A.openFree, name: 'Refused', answers: [heard, interests(O.workshop, option)] })
    expect(res.status).toBe(status)
    expect(res.body).toMatchObject({ code, data: { linked_activity_id: linked } })
    // Same transaction: neither the activity itself nor the workshop chosen beside it was registered.
    expect((await me.get('/tickets')).body.total).toBe(0)
    expect({ main: await places(A.openFree), linked: await places(linked) }).toEqual(before)
  })

  test('a paid order checks the linked activity when ordering and registers for it when paid', async () => {
    const me = await person()
    const order = (answers: unknown[]) => me.post('/checkout/activities', { activity_id: A.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Buyer', answers })
    const refused = await order([heard, interests(O.networking)])
    expect(refused.body.code).toBe(4100)
    expect((await me.get('/checkout/activities')).body.total).toBe(0)
    const created = await order([heard, interests(O.workshop)])
    expect(created.status).toBe(201)
    expect(await myTickets(me, A.workshop50)).toBe(0) // not before payment
    const paid = await me.post(`/checkout/activities/${created.body.results._id}/pay`, {})
    expect(paid.body.results.linked_tickets).toEqual([expect.objectContaining({ activity_id: A.workshop50 })])
    expect(await myTickets(me, A.workshop50)).toBe(1)
  })
})

describe('PUT /forms/{id}/answers', () => {
  test('answers before registering are free; a registration that allows resubmitting accepts new answers', async () => {
    const me = await person()
    expect((await me.put(`/forms/${FORM}/answers`, { answers: [heard] })).status).toBe(200)
    await me.post('/tickets', { activity_id: A.openFree, name: 'Resubmit', answers: [heard] })
    const res = await me.put(`/forms/${FORM}/answers`, { answers: [{ question_id: Q.heard, options: [O.friend] }] })
    expect(res.status).toBe(200)
    expect((await me.get(`/forms/${FORM}/answers`)).body.results[0].answers).toEqual([{ question_id: Q.heard, options: [O.friend] }])
  })

  test('refused (4114) where the registration does not allow resubmitting, and changes nothing', async () => {
    const me = await person()
    await me.put(`/forms/${FORM}/answers`, { answers: [heard] })
    await me.post('/tickets', { activity_id: A.workshop50, name: 'Closed', answers: [heard] }) // enable_resubmit_answer 0
    for (const extra of [{}, { activity_id: A.workshop50 }]) {
      const res = await me.put(`/forms/${FORM}/answers`, { answers: [{ question_id: Q.heard, options: [O.friend] }], ...extra })
      expect(res.body).toMatchObject({ code: 4114, data: { activity_id: A.workshop50 } })
    }
    expect((await me.get(`/forms/${FORM}/answers`)).body.results[0].answers).toEqual([heard])
  })

  test('after the deadline enable_resubmit_answer no longer allows it', async () => {
    const special = (await login(server, '13800000006')).api // registered for the ended salon (resubmit 1, deadline passed)
    expect((await special.put(`/forms/${FORM}/answers`, { answers: [heard], activity_id: A.ended })).body.code).toBe(4114)
  })

  test('enable_deadline_answer allows it (a group\'s answers, by its agent)', async () => {
    const agent = await login(server, '13800000003')
    const group = { name: 'Answers tour', contact_name: 'Kim', contact_phone: '13800000003' }
    const made = await agent.api.post('/tickets', { activity_id: A.groupV1, group, members: [{ name: 'G1', phone: freshPhone() }] })
    const groupId = made.body.results[0].group_id
    expect((await agent.api.put(`/forms/${FORM}/answers`, { answers: [heard], group_id: groupId, activity_id: A.groupV1 })).status).toBe(200)
    expect((await (await person()).put(`/forms/${FORM}/answers`, { answers: [heard], activity_id: A.deleted })).status).toBe(404)
  })

  test('answers naming another agent\'s group, or no group, are refused and not saved', async () => {
    const agent = await login(server, '13800000003')
    const group = { name: 'Someone else\'s tour', contact_name: 'Kim', contact_phone: '13800000003' }
    const made = await agent.api.post('/tickets', { activity_id: A.groupV1, group, members: [{ name: 'G2', phone: freshPhone() }] })
    const groupId = made.body.results[0].group_id
    const stranger = await person()
    const res = await stranger.put(`/forms/${FORM}/answers`, { answers: [heard], group_id: groupId })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 4030, message: expect.stringContaining('group_id') })
    expect((await stranger.put(`/forms/${FORM}/answers`, { answers: [heard], group_id: '6600000000000000000000ff' })).status).toBe(404)
    expect((await stranger.get(`/forms/${FORM}/answers?group=1`)).body.total).toBe(0)
  })

  test('linked options: registered in the same transaction, or the answers are refused and not saved', async () => {
    const me = await person()
    await me.post('/tickets', { activity_id: A.openFree, name: 'Forms', answers: [heard] })
    const refused = await me.put(`/forms/${FORM}/answers`, { answers: [heard, interests(O.seminar)], activity_id: A.openFree })
    expect(refused.body).toMatchObject({ code: 4030, data: { linked_activity_id: A.private } })
    expect((await me.get(`/forms/${FORM}/answers`)).body.total).toBe(0)
    const res = await me.put(`/forms/${FORM}/answers`, { answers: [heard, interests(O.workshop)], activity_id: A.openFree })
    expect(res.body.results.linked_tickets).toEqual([expect.objectContaining({ activity_id: A.workshop50 })])
    expect(await myTickets(me, A.workshop50)).toBe(1)
  })
})

test('registrations linking two activities in opposite directions at once all succeed (no lock cycle left unresolved)', async () => {
  const before = { opening: await places(A.openFree), workshop: await places(A.workshop50) }
  const people = await Promise.all(Array.from({ length: 16 }, () => person()))
  const results = await Promise.all(people.map((api, i) => (i % 2
    ? api.post('/tickets', { activity_id: A.openFree, name: 'Both', answers: [heard, interests(O.workshop)] })
    : api.post('/tickets', { activity_id: A.workshop50, name: 'Both', answers: [heard, interests(O.opening)] }))))
  expect(results.map((r) => r.status)).toEqual(people.map(() => 201))
  expect({ opening: await places(A.openFree), workshop: await places(A.workshop50) }).toEqual({ opening: before.opening + 16, workshop: before.workshop + 16 })
}, 60_000)
