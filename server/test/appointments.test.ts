/** Appointments: registration, time rules, conflicts (count + submit anyway), busy, booking full, transitions, count. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const E = SEED_IDS.enterprises[0] // bound to the exhibitor, 3 appointments a day
let server: TestServer
let seller: Awaited<ReturnType<typeof login>>
beforeAll(async () => { server = await startTestServer(); seller = await login(server, '13800000002') }, 120_000)
afterAll(() => server?.stop())

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
async function participant() {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'P', answers: [heard] })).status).toBe(201)
  return me
}
const day = (n: number) => {
  // 10:00 in Shanghai, n days from now.
  const base = new Date(Date.now() + n * 86400_000)
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(base)
  const start = Math.floor(Date.parse(`${date}T10:00:00+08:00`) / 1000)
  return { date, start }
}
const booking = (n: number, fromMinute = 0, minutes = 30) => {
  const { date, start } = day(n)
  return { meeting_id: M, enterprise_id: E, date, start: start + fromMinute * 60, end: start + (fromMinute + minutes) * 60, type: 'offline', reason: 'Discuss a partnership' }
}

test('booking needs a token and registration (4116)', async () => {
  expect((await client(server).post('/appointments', booking(20))).status).toBe(401)
  const me = await login(server, freshPhone())
  expect((await me.api.post('/appointments', booking(20))).body.code).toBe(4116)
})

test('not yet a participant: is_authentication names the activities that count, and a ticket under review among them', async () => {
  const me = await login(server, freshPhone())
  const first = (await me.api.get(`/appointments/user/is_authentication?meeting_id=${M}`)).body.results
  expect(first.is_authentication).toBe(0)
  const ids = first.activities.map((a: { _id: string }) => a._id)
  const A = SEED_IDS.activities
  expect(ids).toEqual(expect.arrayContaining([A.openFree, A.openPaid, A.review, A.paidReview]))
  // Only what a visitor can sign up for: no private, ended, deleted or unlisted activity.
  for (const hidden of [A.private, A.ended, A.deleted, A.moveIn]) expect(ids).not.toContain(hidden)
  expect(first.activities.find((a: { _id: string }) => a._id === A.openFree)).toEqual({ _id: A.openFree, title: expect.objectContaining({ en: expect.any(String) }), start: expect.any(Number), end: expect.any(Number) })
  const starts = first.activities.map((a: { start: number }) => a.start)
  expect(starts).toEqual([...starts].sort((x, y) => x - y))
  // A ticket waiting for the organiser's review does not count yet, and says so.
  expect((await me.api.post('/tickets', { activity_id: A.review, name: 'P', answers: [heard] })).body.results[0].status).toBe(0)
  const waiting = (await me.api.get(`/appointments/user/is_authentication?meeting_id=${M}`)).body.results
  expect(waiting.is_authentication).toBe(0)
  expect(waiting.activities.find((a: { _id: string }) => a._id === A.review)).toMatchObject({ my_ticket_status: 0 })
  // Once approved somewhere, a participant: no list.
  expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'P', answers: [heard] })).status).toBe(201)
  expect((await me.api.get(`/appointments/user/is_authentication?meeting_id=${M}`)).body.results).toEqual({ is_authentication: 1 })
})

test('book, list for both sides, count for the seller, accept', async () => {
  const me = await participant()
  const res = await me.api.post('/appointments', booking(21))
  expect(res.status).toBe(201)
  expect(res.body.results).toMatchObject({ status: 0, seller_user_id: SEED_IDS.users.exhibitor, enterprise_id: E, type: 'offline', role: 'buyer', seller: { username: 'Sato Hana' } })
  const mine = await me.api.get(`/appointments?role=buyer&meeting_id=${M}`)
  expect(mine.body.total).toBe(1)
  const theirs = await seller.api.get(`/appointments?role=seller&status=0&_id=${res.body.results._id}`)
  expect(theirs.body.results[0]).toMatchObject({ role: 'seller', user: { _id: me.user_id } })
  const count = await seller.api.get(`/appointments/count?seller_user_id=${SEED_IDS.users.exhibitor}&status=0&end=${Math.floor(Date.now() / 1000)}`)
  expect(count.body.results.total).toBeGreaterThanOrEqual(1)
  expect((await me.api.get(`/appointments/count?seller_user_id=${SEED_IDS.users.exhibitor}`)).status).toBe(403)
  expect((await me.api.post(`/appointments/${res.body.results._id}/accept`, {})).status).toBe(403)
  expect((await seller.api.post(`/appointments/${res.body.results._id}/accept`, {})).body.results.status).toBe(1)
  expect((await seller.api.post(`/appointments/${res.body.results._id}/ignore`, {})).status).toBe(409)
  expect((await me.api.get(`/appointments/user/is_authentication?meeting_id=${M}`)).body.results.is_authentication).toBe(1)
})

test('a pending negotiation at that time → 4200 with the count; force=1 submits anyway; accepted → 4202', async () => {
  const a = await participant()
  const b = await participant()
  const first = await a.api.post('/appointments', booking(22))
  expect(first.status).toBe(201)
  const clash = await b.api.post('/appointments', booking(22, 15))
  expect(clash.status).toBe(409)
  expect(clash.body).toMatchObject({ code: 4200, data: { count: 1 } })
  const anyway = await b.api.post('/appointments', { ...booking(22, 15), force: 1 })
  expect(anyway.status).toBe(201)
  const c = await participant()
  expect((await c.api.post('/appointments', booking(22, 10))).body.data.count).toBe(2)
  await seller.api.post(`/appointments/${first.body.results._id}/accept`, {})
  // The seller now has a meeting then: nobody can book over it, not even with force.
  expect((await c.api.post('/appointments', { ...booking(22, 10), force: 1 })).body.code).toBe(4202)
  // And the other overlapping request cannot be accepted.
  expect((await seller.api.post(`/appointments/${anyway.body.results._id}/accept`, {})).body.code).toBe(4202)
  // A time after it is free.
  expect((await c.api.post('/appointments', booking(22, 60))).status).toBe(201)
})

test('booking full: the exhibitor takes 3 a day (4201)', async () => {
  for (let i = 0; i < 3; i++) {
    const p = await participant()
    expect((await p.api.post('/appointments', booking(23, i * 60))).status).toBe(201)
  }
  const late = await participant()
  const res = await late.api.post('/appointments', booking(23, 300))
  expect(res.body).toMatchObject({ code: 4201, data: { max: 3 } })
})

test('an online meeting has no booth: the exhibitor accepts it with the link to join, listed for both', async () => {
  const me = await participant()
  // Even when a booth is sent, an online meeting keeps none.
  const online = (await me.api.post('/appointments', { ...booking(44), type: 'online', booth: 'A100', reason: 'A call about pricing' })).body.results
  expect(online).toMatchObject({ type: 'online', status: 0 })
  expect(online.booth).toBeUndefined()
  const accept = (body: unknown) => seller.api.post(`/appointments/${online._id}/accept`, body)
  for (const [body, message] of [
    [{}, 'body.link: an online meeting needs the link to join it (http or https)'],
    [{ link: 'javascript:alert(1)' }, 'body.link: must be an http or https address'],
    [{ link: 'meet dot example' }, 'body.link: must be an http or https address'],
    [{ link: `https://meet.example.com/${'x'.repeat(600)}` }, 'body.link'],
  ] as const) {
    const res = await accept(body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: expect.stringContaining(message) })
  }
  expect((await me.api.get(`/appointments?_id=${online._id}`)).body.results[0].status).toBe(0)
  const accepted = await accept({ link: 'https://meet.example.com/aurora-pricing' })
  expect(accepted.body.results).toMatchObject({ status: 1, link: 'https://meet.example.com/aurora-pricing' })
  expect((await me.api.get(`/appointments?_id=${online._id}`)).body.results[0]).toMatchObject({ link: 'https://meet.example.com/aurora-pricing', role: 'buyer' })
  // A meeting at the booth takes no link.
  const offline = (await (await participant()).api.post('/appointments', booking(43))).body.results
  expect(offline.booth).toBeUndefined()
  const refused = await seller.api.post(`/appointments/${offline._id}/accept`, { link: 'https://meet.example.com/x' })
  expect(refused.body).toMatchObject({ code: 4220, message: 'body.link: only an online meeting has a link; this one is at the booth' })
  expect((await seller.api.post(`/appointments/${offline._id}/accept`, {})).body.results.status).toBe(1)
})

test('cancel, ignore and delete', async () => {
  const me = await participant()
  const one = (await me.api.post('/appointments', booking(24))).body.results
  expect((await me.api.post(`/appointments/${one._id}/cancel`, {})).body.results.status).toBe(3)
  const two = (await me.api.post('/appointments', booking(24, 60))).body.results
  expect((await seller.api.post(`/appointments/${two._id}/ignore`, {})).body.results.status).toBe(2)
  expect((await me.api.del(`/appointments/${two._id}`)).body.results.deleted).toBe(1)
  expect((await me.api.get(`/appointments?_id=${two._id}`)).body.total).toBe(0)
  const stranger = await participant()
  expect((await stranger.api.post(`/appointments/${one._id}/cancel`, {})).status).toBe(403)
  expect((await me.api.del('/appointments/6600000000000000000000ff')).status).toBe(404)
})

test.each([
  ['reason missing', { reason: '' }], ['start equals end', { end: 'START' }], ['end before start', { end: 'BEFORE' }],
  ['in the past', { start: 1_600_000_000, end: 1_600_001_800 }], ['wrong date', { date: '2001-01-01' }], ['bad type', { type: 'phone' }],
  ['unknown field', { extra: 1 }], ['huge reason', { reason: 'x'.repeat(100_000) }], ['invalid id', { enterprise_id: 'nope' }],
  ['no seller', { enterprise_id: undefined }], ['sensitive reason', { reason: 'buy drugs here' }], ['self booking', { enterprise_id: undefined, seller_user_id: 'ME' }],
])('bad booking (%s) → 4xx and nothing stored', async (_label, change) => {
  const me = await participant()
  const body: Record<string, unknown> = { ...booking(25), ...change }
  if (body.end === 'START') body.end = body.start
  if (body.end === 'BEFORE') body.end = (body.start as number) - 60
  if (body.seller_user_id === 'ME') body.seller_user_id = me.user_id
  const res = await me.api.post('/appointments', body)
  expect(res.status).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
  expect((await me.api.get('/appointments')).body.total).toBe(0)
})

test('a time zone that is not an IANA zone → 400 / 4220 naming the field, nothing stored; UTC and real zones are taken', async () => {
  const me = await participant()
  for (const timezone of ['Mars/Olympus', 'Asia/Atlantis', 'Etc/GMT+99']) {
    const res = await me.api.post('/appointments', { ...booking(40), timezone })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: 'body.timezone: must be an IANA time zone such as Asia/Shanghai or UTC' })
  }
  expect((await me.api.get('/appointments')).body.total).toBe(0)
  expect((await me.api.post('/appointments', { ...booking(40), timezone: 'UTC' })).status).toBe(201)
  expect((await me.api.post('/appointments', { ...booking(41), timezone: 'Asia/Shanghai' })).status).toBe(201)
})

test('the exhibitor\'s slots: listed with bookings, booked through both paths with the same rules', async () => {
  const guest = client(server)
  const slots = await guest.get(`/meeting/schedules?enterprise_id=${E}`)
  expect(slots.body.total).toBe(SEED_IDS.schedules.length)
  expect(slots.body.results.map((s: { _id: string }) => s._id)).toEqual(SEED_IDS.schedules)
  expect(slots.body.results[0]).toMatchObject({ _id: SEED_IDS.schedules[0], enterprise_id: E, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), booked: 0 })
  expect((await guest.get(`/meeting/schedules/count?meeting_id=${M}`)).body.results.total).toBe(12)
  // Four a day on the three expo days, at Aurora's booth.
  const firstDay = await guest.get(`/meeting/schedules?enterprise_id=${E}&date=${slots.body.results[0].date}`)
  expect(firstDay.body.results.map((s: { _id: string; place: string }) => [s._id, s.place])).toEqual(SEED_IDS.schedules.slice(0, 4).map(id => [id, 'A100']))
  expect(new Set(slots.body.results.map((s: { date: string }) => s.date)).size).toBe(3)
  // The seeded appointments sit between the slots: every slot starts free.
  expect(slots.body.results.map((s: { booked: number }) => s.booked)).toEqual(SEED_IDS.schedules.map(() => 0))
  const me = await participant()
  const first = await me.api.post(`/appointments/schedules/${SEED_IDS.schedules[0]}`, { reason: 'Demo please' })
  expect(first.status).toBe(201)
  expect(first.body.results).toMatchObject({ start: slots.body.results[0].start, end: slots.body.results[0].end, enterprise_id: E })
  expect((await guest.get(`/meeting/schedules?enterprise_id=${E}&limit=1`)).body.results[0].booked).toBe(1)
  const other = await participant()
  expect((await other.api.post(`/enterprises/${E}/schedules/${SEED_IDS.schedules[0]}/appointments`, { reason: 'Me too' })).body).toMatchObject({ code: 4200, data: { count: 1 } })
  expect((await other.api.post(`/enterprises/${E}/schedules/${SEED_IDS.schedules[0]}/appointments`, { reason: 'Me too', force: 1 })).status).toBe(201)
  expect((await other.api.post(`/enterprises/${SEED_IDS.enterprises[1]}/schedules/${SEED_IDS.schedules[1]}/appointments`, { reason: 'x' })).status).toBe(404)
  expect((await other.api.post(`/appointments/schedules/${SEED_IDS.schedules[1]}`, { reason: '' })).status).toBe(400)
  expect((await guest.get(`/meeting/schedules?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
})

test('concurrent bookings never pass the exhibitor\'s daily limit (3 of 12 at distinct times)', async () => {
  const people = await Promise.all(Array.from({ length: 12 }, () => participant()))
  const results = await Promise.all(people.map((p, i) => p.api.post('/appointments', booking(26, i * 40))))
  expect(results.filter((r) => r.status === 201)).toHaveLength(3)
  expect(results.filter((r) => r.status !== 201).every((r) => r.body.code === 4201)).toBe(true)
}, 60_000)

test('concurrent accepts of overlapping requests: only one becomes a meeting (4202 for the rest)', async () => {
  const people = await Promise.all(Array.from({ length: 3 }, () => participant()))
  const made = []
  for (const [i, p] of people.entries()) made.push((await p.api.post('/appointments', { ...booking(27, i * 10), force: 1 })).body.results)
  const accepts = await Promise.all(made.map((a) => seller.api.post(`/appointments/${a._id}/accept`, {})))
  expect(accepts.filter((r) => r.status === 200)).toHaveLength(1)
  expect(accepts.filter((r) => r.status !== 200).every((r) => r.body.code === 4202)).toBe(true)
}, 60_000)

describe('a proposed time to an exhibitor without slots (proposed=1, issue 25)', () => {
  const GREEN = SEED_IDS.enterprises[1]
  let green: Awaited<ReturnType<typeof login>>
  beforeAll(async () => {
    // A fresh account binds Green's company, which publishes no slots.
    green = await login(server, freshPhone())
    expect((await green.api.put(`/exhibitors/${GREEN}`, { bind_code: 'BIND-GREEN' })).body.results).toMatchObject({ bound: 1 })
    expect((await client(server).get(`/meeting/schedules?enterprise_id=${GREEN}`)).body.total).toBe(0)
  })
  // The expo opens a week after seeding: day 8 from now is its second day.
  const proposal = (n = 8, fromMinute = 0, minutes = 30) => ({ ...booking(n, fromMinute, minutes), enterprise_id: GREEN, proposed: 1, reason: 'Could we meet about solar inverters?' })

  test('is taken, marked proposed, listed and counted for the exhibitor, who accepts it', async () => {
    const me = await participant()
    const res = await me.api.post('/appointments', proposal())
    expect(res.status).toBe(201)
    expect(res.body.results).toMatchObject({ status: 0, proposed: 1, enterprise_id: GREEN, seller_user_id: green.user_id, reason: 'Could we meet about solar inverters?' })
    const theirs = await green.api.get(`/appointments?role=seller&status=0&end=${Math.floor(Date.now() / 1000)}`)
    expect(theirs.body.results).toEqual([expect.objectContaining({ _id: res.body.results._id, proposed: 1, role: 'seller', user: expect.objectContaining({ _id: me.user_id }) })])
    const pending = await green.api.get(`/appointments/count?seller_user_id=${green.user_id}&status=0&end=${Math.floor(Date.now() / 1000)}`)
    expect(pending.body.results.total).toBe(1)
    expect((await green.api.post(`/appointments/${res.body.results._id}/accept`, {})).body.results).toMatchObject({ status: 1, proposed: 1 })
    // A booking without the flag stays what it was: no proposed mark.
    expect((await (await participant()).api.post('/appointments', booking(42))).body.results.proposed).toBeUndefined()
  })

  test('to an exhibitor with slots ahead → 409 / 4203 with their count: book one of them', async () => {
    const me = await participant()
    const res = await me.api.post('/appointments', { ...proposal(), enterprise_id: E })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 4203, message: expect.stringContaining('book one of its slots'), data: { slots: expect.any(Number) } })
    expect((await me.api.get('/appointments')).body.total).toBe(0)
  })

  test.each([
    ['a day outside the meeting', { ...proposal(20) }, 400, 4220, 'body.date: a proposed time must fall on a day of the meeting'],
    ['a day before the meeting', { ...proposal(1) }, 400, 4220, 'body.date: a proposed time must fall on a day of the meeting'],
    ['ending the next day', { ...proposal(8, 13 * 60, 180) }, 400, 4220, 'body.end: a proposed meeting ends on the day it starts'],
    ['no exhibitor named', { ...proposal(), enterprise_id: undefined, seller_user_id: 'GREEN' }, 400, 4220, 'body.enterprise_id: a proposed time goes to an exhibitor'],
    ['an exhibitor without an account', { ...proposal(), enterprise_id: SEED_IDS.enterprises[2] }, 409, 4030, 'this exhibitor has no account to take appointments'],
    ['no note', { ...proposal(), reason: '   ' }, 400, 4220, ''],
    ['a proposed flag that is not 0 or 1', { ...proposal(), proposed: 'yes' }, 400, 4220, ''],
  ])('%s → 4xx with its code and message, nothing stored', async (_label, body: Record<string, unknown>, status, code, message) => {
    const me = await participant()
    if (body.seller_user_id === 'GREEN') body.seller_user_id = green.user_id
    const res = await me.api.post('/appointments', body)
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    if (message) expect(res.body.message).toContain(message)
    expect((await me.api.get('/appointments')).body.total).toBe(0)
  })

  test('needs registration (4116) like any booking', async () => {
    const stranger = await login(server, freshPhone())
    expect((await stranger.api.post('/appointments', proposal())).body.code).toBe(4116)
  })
})
