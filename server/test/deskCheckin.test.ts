/**
 * The reception desk's offline check-in (issue 16): the desk's download (guest list + day keys of the rotating QR) is
 * for reception staff of the activity's meeting only; a queue synced later keeps the first check-in of a ticket and
 * reports a second desk's as a conflict (both logged); a re-sent queue answers the same; the holder's ticket carries
 * the keys its phone makes valid codes with, and the desk's keys verify them.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { currentPassPayload, parseTicketQr, verifyRotatingPass, PASS_WINDOW_SECONDS } from '@core/ticketQr'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login, type Answer } from './helpers'

jest.setTimeout(60_000)
const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
let staffToken: string
let organizerToken: string
beforeAll(async () => {
  server = await startTestServer()
  staffToken = (await login(server, '13800000004')).token
  organizerToken = (await login(server, '13800000005')).token
}, 120_000)
afterAll(() => server?.stop())

/** A desk: a device id and a staff member's token. */
function desk(token: string, deviceId: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${server.apiUrl}${path}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${token}`, 'device-id': deviceId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }
  return { get: (path: string) => call('GET', path), post: (path: string, body: unknown) => call('POST', path, body) }
}

const registerAt = async (activityId: string, name = 'Desk Guest') => {
  const visitor = await login(server, freshPhone())
  const ticket = (await visitor.api.post('/tickets', { activity_id: activityId, name, answers: [heard] })).body.results[0]
  return { visitor, ticket }
}

test('the desk download: guests and day keys for staff of the meeting; 403 for a visitor and for another meeting\'s staff', async () => {
  const { visitor, ticket } = await registerAt(A.openFree, 'Listed Guest')
  const list = await desk(staffToken, 'desk-a').get(`/reception/checkin/list?activity_id=${A.openFree}`)
  expect(list.status).toBe(200)
  const results = list.body.results
  expect(results).toMatchObject({ activity_id: A.openFree, meeting_id: SEED_IDS.meeting, downloaded: expect.any(Number) })
  expect(results.keys).toHaveLength(2)
  expect(results.keys[1].day).toBe(results.keys[0].day + 1)
  expect(results.guests).toContainEqual({ ticket_id: ticket._id, code: ticket.code, name: 'Listed Guest', status: 1, attended: null, price_id: null })
  // No contact details leave the server for a device.
  expect(JSON.stringify(results.guests)).not.toMatch(/phone|email/)

  expect((await visitor.api.get(`/reception/checkin/list?activity_id=${A.openFree}`)).status).toBe(403)
  // 13800000004 is staff of the main meeting only.
  expect((await desk(staffToken, 'desk-a').get(`/reception/checkin/list?activity_id=${SEED_IDS.members.activity}`)).status).toBe(403)
  expect((await desk(staffToken, 'desk-a').post('/reception/checkins', { checkins: [{ id: 'x1', activity_id: SEED_IDS.members.activity, code: '000001', at: 1 }] })).status).toBe(403)
  expect((await visitor.api.post('/reception/checkins', { checkins: [{ id: 'x1', activity_id: A.openFree, ticket_id: ticket._id, code: ticket.code, at: 1 }] })).status).toBe(403)
  // Bad input is a 400, not a 500.
  expect((await desk(staffToken, 'desk-a').post('/reception/checkins', { checkins: [] })).status).toBe(400)
  expect((await desk(staffToken, 'desk-a').get('/reception/checkin/list?activity_id=nope')).status).toBe(400)
})

test('two desks check the same ticket in offline: the first to sync is kept, the second is a conflict naming it; neither is lost', async () => {
  const { visitor, ticket } = await registerAt(A.openFree)
  const { ticket: other } = await registerAt(A.openFree)
  const now = Math.floor(Date.now() / 1000)
  const deskA = desk(staffToken, 'desk-a')
  const deskB = desk(organizerToken, 'desk-b')
  const first = await deskA.post('/reception/checkins', { checkins: [{ id: 'a-1', activity_id: A.openFree, ticket_id: ticket._id, code: ticket.code, at: now - 120 }] })
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual([expect.objectContaining({ id: 'a-1', outcome: 'checked_in', ticket_id: ticket._id, status: 3, attended: now - 120 })])

  const second = await deskB.post('/reception/checkins', {
    checkins: [
      { id: 'b-1', activity_id: A.openFree, ticket_id: ticket._id, code: ticket.code, at: now - 60 },
      // A code the desk's list did not know (pending): the server finds the ticket by its code.
      { id: 'b-2', activity_id: A.openFree, code: other.code, at: now - 30 },
      { id: 'b-3', activity_id: A.openFree, code: '999999', at: now - 10 },
    ],
  })
  expect(second.body.results).toEqual([
    expect.objectContaining({ id: 'b-1', outcome: 'conflict', ticket_id: ticket._id, status: 3, attended: now - 120, first_at: now - 120, first_desk: 'Wang Fang' }),
    expect.objectContaining({ id: 'b-2', outcome: 'checked_in', ticket_id: other._id, status: 3 }),
    expect.objectContaining({ id: 'b-3', outcome: 'not_found', ticket_id: null }),
  ])
  // The ticket keeps the first check-in.
  expect((await visitor.api.get(`/tickets?_id=${ticket._id}`)).body.results[0]).toMatchObject({ status: 3, attended: now - 120 })

  // The same queue sent again (its answer was lost): the same answers, nothing applied twice.
  const again = await deskB.post('/reception/checkins', { checkins: [{ id: 'b-1', activity_id: A.openFree, ticket_id: ticket._id, code: ticket.code, at: now - 60 }] })
  expect(again.body.results[0]).toMatchObject({ id: 'b-1', outcome: 'conflict', first_at: now - 120 })
  // The online desk's second scan of the same ticket is the same conflict.
  expect((await deskB.post('/reception/checkins', { checkins: [{ id: 'b-9', activity_id: A.openFree, ticket_id: other._id, code: other.code, at: now }] })).body.results[0])
    .toMatchObject({ outcome: 'conflict', first_desk: 'Expo Organizer' })
})

test('a check-in naming one ticket\'s id and another\'s code is refused whole (400 / 4154), checking neither in', async () => {
  const { visitor, ticket } = await registerAt(A.openFree)
  const { ticket: known } = await registerAt(A.openFree)
  const now = Math.floor(Date.now() / 1000)
  const res = await desk(staffToken, 'desk-m').post('/reception/checkins', {
    checkins: [
      { id: 'm-0', activity_id: A.openFree, ticket_id: known._id, code: known.code, at: now },
      { id: 'm-1', activity_id: A.openFree, ticket_id: ticket._id, code: known.code, at: now },
    ],
  })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ code: 4154, data: { ids: ['m-1'] } })
  expect((await visitor.api.get(`/tickets?_id=${ticket._id}`)).body.results[0]).toMatchObject({ status: 1, attended: null })
  expect((await desk(staffToken, 'desk-m').get(`/reception/checkin/list?activity_id=${A.openFree}`)).body.results.guests)
    .toContainEqual(expect.objectContaining({ ticket_id: known._id, status: 1 }))
})

test('a ticket under review is not checked in by a synced queue', async () => {
  const { ticket } = await registerAt(A.review)
  const res = await desk(staffToken, 'desk-a').post('/reception/checkins', { checkins: [{ id: 'r-1', activity_id: A.review, ticket_id: ticket._id, code: ticket.code, at: Math.floor(Date.now() / 1000) }] })
  expect(res.body.results[0]).toMatchObject({ outcome: 'not_approved', status: 0 })
})

test('the holder\'s ticket carries its pass keys: its phone\'s code verifies with the desk\'s keys, a 2-minute-old one does not', async () => {
  const { visitor, ticket } = await registerAt(A.openFree)
  const mine = (await visitor.api.get(`/tickets?_id=${ticket._id}`)).body.results[0]
  expect(mine.pass).toMatchObject({ window: PASS_WINDOW_SECONDS, server_time: expect.any(Number), keys: [{ day: expect.any(Number), key: expect.stringMatching(/^[0-9a-f]{64}$/) }, expect.anything()] })
  // Staff listing every ticket get no holder keys.
  expect((await desk(staffToken, 'desk-a').get(`/tickets?all=1&activity_id=${A.openFree}&code=${ticket.code}`)).body.results[0].pass).toBeUndefined()

  const deskKeys = (await desk(staffToken, 'desk-a').get(`/reception/checkin/list?activity_id=${A.openFree}`)).body.results.keys
  const now = Date.now()
  const check = (payload: string | undefined) => {
    const parsed = parseTicketQr(payload ?? '')
    if (!parsed.ok || parsed.form.kind !== 'rotating') throw new Error(`not a rotating pass: ${payload}`)
    return verifyRotatingPass({ ...parsed.lookup, window: parsed.form.window, mac: parsed.form.mac }, ticket._id, deskKeys, now)
  }
  const pass = { activityId: ticket.activity_id, code: ticket.code, keys: mine.pass.keys }
  expect(check(currentPassPayload(pass, now))).toBe('valid')
  expect(check(currentPassPayload(pass, now - 120_000))).toBe('expired')
  // Another ticket's keys do not make this ticket's code.
  const { visitor: someone, ticket: theirs } = await registerAt(A.openFree)
  const theirKeys = (await someone.api.get(`/tickets?_id=${theirs._id}`)).body.results[0].pass.keys
  expect(check(currentPassPayload({ ...pass, keys: theirKeys }, now))).toBe('forged')
})
