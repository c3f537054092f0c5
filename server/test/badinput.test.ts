/**
 * Bad input on every write endpoint added with the content groups: unknown fields, wrong types, huge strings and invalid
 * ObjectIds are refused with a 4xx and a clear message before the handler runs (validation precedes any write).
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { login } from './helpers'

const M = SEED_IDS.meeting
const E = SEED_IDS.enterprises[0]
const ID = '6600000000000000000000ff'
let server: TestServer
let api: Awaited<ReturnType<typeof login>>['api']
let me: string
beforeAll(async () => {
  server = await startTestServer()
  const user = await login(server, '13800000001')
  api = user.api
  me = user.user_id
}, 120_000)
afterAll(() => server?.stop())

type Method = 'post' | 'put'
// [method, path with :id where an ObjectId goes, a body whose first string field is used for the huge-string case]
const writes: [Method, string, Record<string, unknown>][] = [
  ['post', `/lives/:id/checkouts`, { channel: 'sandbox' }],
  // My data (issue 16).
  ['post', '/users/:id/deletion', { confirm: '13800000001' }],
  ['post', '/users/:id/consents', { kind: 'privacy_policy' }],
  ['post', `/lives/checkouts/:id/pay`, { channel: 'sandbox' }],
  ['put', `/lives/:id/users/${ID}`, { minutes_email: 'a@b.test' }],
  ['post', '/enterprise/likes', { enterprise_id: E }],
  ['post', '/enterprise/product/awesomes', { product_id: SEED_IDS.products[0] }],
  ['post', `/enterprises/:id/views`, { user_id: 'device' }],
  ['post', `/exhibitors/:id/likes`, { user_id: 'device' }],
  ['post', '/vote/answer/add', { vote_id: SEED_IDS.votes.open, player_id: SEED_IDS.players[0] }],
  ['post', '/demands', { title: 'A valid title', meeting_id: M, description: 'desc' }],
  ['post', `/demands/:id/comments`, { content: 'hello' }],
  ['post', `/demands/:id/close`, {}],
  ['post', '/appointments', { reason: 'why', meeting_id: M, enterprise_id: E, date: '2030-01-01', start: 1893456000, end: 1893457800, type: 'online' }],
  ['post', `/appointments/:id/accept`, {}],
  ['post', `/appointments/schedules/:id`, { reason: 'why' }],
  ['post', '/user/friend/applications', { reason: 'hi', friend_id: SEED_IDS.users.friend }],
  ['post', '/user/friends', { application_id: ID }],
  ['put', `/reception/guests/:id/phases/${SEED_IDS.phases[0]}`, { status: 1 }],
  ['post', '/tokens/qiniu', { key: 'a.png' }],
  ['post', '/enterprise/questions', { content: 'q', enterprise_id: E }],
  ['put', `/enterprise/questions/:id/answers`, { answer: 'a' }],
  ['put', `/enterprises/:id`, { bind_code: 'BIND-NOPE' }],
  ['post', `/users/${ID}/agendas/:id`, {}],
  ['put', '/meeting/users/exposure', { exposure: 1 }],
  ['put', `/demand/meetings/:id/covers/show_total`, { covers: [ID] }],
  ['post', `/meetings/:id/views`, { user_id: 'device' }],
  // Lead capture (issue 16).
  ['post', '/exhibitor/leads/scan', { code: '000001', enterprise_id: E }],
  ['put', '/exhibitor/leads/:id', { notes: 'met at the booth' }],
  ['post', '/exhibitor/leads/export', { format: 'csv', enterprise_id: E }],
  ['post', '/exhibitor/staff', { phone: '13800000099', enterprise_id: E }],
  ['post', '/exhibitor/staff/accept', { code: 'ABCDEFGH' }],
  ['put', '/user/lead/requests/:id', { answer: 'granted' }],
]

const call = (method: Method, path: string, body: unknown) => (method === 'post' ? api.post(path, body) : api.put(path, body))

test.each(writes)('%s %s: unknown field → 400 (4220)', async (method, path, body) => {
  const res = await call(method, path.replace(':id', ID), { ...body, surprise: 1 })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ code: 4220, message: expect.stringMatching(/surprise|unrecognized/i) })
})

test.each(writes.filter(([, path]) => path.includes(':id')))('%s %s: invalid ObjectId in the path → 400 (4041)', async (method, path, body) => {
  const res = await call(method, path.replace(':id', 'not-an-id'), body)
  expect(res.status).toBe(400)
  expect(res.body.code).toBe(4041)
  expect(res.body.message).toContain('parsing ObjectId string')
})

test.each(writes.filter(([, , body]) => Object.values(body).some((v) => typeof v === 'string')))('%s %s: a huge string → 4xx', async (method, path, body) => {
  const key = Object.keys(body).find((k) => typeof body[k] === 'string')!
  const res = await call(method, path.replace(':id', ID), { ...body, [key]: 'x'.repeat(200_000) })
  expect(res.status).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
})

test.each(writes.filter(([, , body]) => Object.values(body).some((v) => typeof v === 'string')))('%s %s: a NUL, another control character or a lone surrogate in text → 400 naming the field', async (method, path, body) => {
  const key = Object.keys(body).find((k) => typeof body[k] === 'string')!
  for (const bad of ['before\u0000after', 'bell\u0007', 'escape\u001b[31m']) {
    const res = await call(method, path.replace(':id', ID), { ...body, [key]: bad })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: `body.${key}: control characters (such as NUL) are not allowed in text` })
  }
  // Half a surrogate pair ("\ud800" in JSON) is no character: PostgreSQL refuses it in JSON, so it is refused here.
  for (const bad of ['lone \ud800 high', 'lone \udc00 low']) {
    const res = await call(method, path.replace(':id', ID), { ...body, [key]: bad })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: `body.${key}: invalid Unicode (a lone surrogate) is not allowed in text` })
  }
})

test('a NUL in a query string → 400; tabs and new lines in text are kept', async () => {
  const res = await api.get(`/activities?meeting_id=${M}&keyword=${encodeURIComponent('a\u0000b')}`)
  expect(res.status).toBe(400)
  expect(res.body.message).toBe('query.keyword: control characters (such as NUL) are not allowed in text')
  expect((await api.get(`/activities?meeting_id=${M}&keyword=${encodeURIComponent('a\tb\nc')}`)).status).toBe(200)
  // A whole surrogate pair is a character (an emoji): kept.
  expect((await api.get(`/activities?meeting_id=${M}&keyword=${encodeURIComponent('a😀b')}`)).status).toBe(200)
})

test.each(writes.filter(([, , body]) => Object.keys(body).length > 0))('%s %s: wrong types → 400', async (method, path, body) => {
  const key = Object.keys(body)[0]
  const res = await call(method, path.replace(':id', ID), { ...body, [key]: { nested: [1, 2] } })
  expect(res.status).toBe(400)
})

test('nothing was written by the refused calls', async () => {
  // The visitor's two seeded demands, nothing more.
  expect((await api.get('/demands?mine=1')).body.total).toBe(2)
  expect((await api.get('/enterprise/likes')).body.total).toBe(0)
  expect((await api.get(`/vote/answer/list?vote_id=${SEED_IDS.votes.open}`)).body.total).toBe(0)
  // The visitor's two seeded appointments with Aurora (one waiting, one past), nothing more.
  expect((await api.get('/appointments')).body.total).toBe(2)
  expect((await api.get('/user/friend/applications?type=sent')).body.total).toBe(0)
  expect((await api.get('/enterprise/asks')).body.total).toBe(0)
  // The visitor's four seeded sessions in their schedule, nothing more.
  expect((await api.get(`/users/${me}/agendas`)).body.total).toBe(4)
  expect((await api.get(`/users/${me}/deletion`)).body.results.status).toBe('none')
  expect((await api.get(`/users/${me}/consents`)).body.total).toBe(0)
})

test('an avatar is an http(s) address or an upload of this server: javascript:, data:, file: and //host → 400 naming the field', async () => {
  for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'file:///etc/passwd', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', 'vbscript:msgbox(1)', 'https://good.example@evil.example/a.png']) {
    const res = await api.put(`/users/${me}`, { avatar: bad })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: 'body.avatar: must be an http(s) address or an upload of this server (/fu/…)' })
  }
  for (const good of ['https://cdn.example.com/a.png?w=132', 'http://thirdwx.qlogo.cn/mmopen/x/132', '/fu/api/uploads/660000000000000000000001.png', '', '/fu/static/avatar-1.svg']) {
    expect((await api.put(`/users/${me}`, { avatar: good })).status).toBe(200)
  }
})

test('C1 controls are refused in any text; direction overrides in names, not in free text', async () => {
  for (const bad of ['Li\u0085Wei', 'Li\u009bWei']) {
    const res = await api.put(`/users/${me}`, { username: bad })
    expect(res.body).toMatchObject({ code: 4220, message: 'body.username: control characters (such as NUL) are not allowed in text' })
  }
  const names: [string, Record<string, unknown>][] = [
    ['username', { username: 'Li \u202egnp.exe' }], ['work.company', { work: { company: 'Aurora\u2066 Robotics' } }], ['work.title', { work: { title: 'CEO\u202a' } }],
  ]
  for (const [field, body] of names) {
    const res = await api.put(`/users/${me}`, body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 4220, message: `body.${field}: direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed in names` })
  }
  // Right-to-left marks are kept in names, overrides in long text (a demand's description).
  expect((await api.put(`/users/${me}`, { username: 'Li Wei\u200f' })).status).toBe(200)
  expect((await api.put(`/users/${me}`, { username: 'Li Wei' })).status).toBe(200)
  const group = { name: 'Tour\u202e', contact_name: 'Kim', contact_phone: '13800000003' }
  const res = await api.post('/tickets', { activity_id: SEED_IDS.activities.groupV1, group, members: [{ phone: '13500000091' }] })
  expect(res.body).toMatchObject({ code: 4220, message: expect.stringContaining('body.group.name: direction controls') })
})
