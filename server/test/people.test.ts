/** Friends and applications, reception (staff, guests, received toggle), uploads (/tokens/qiniu + POST /uploads). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

describe('friends', () => {
  test('apply, list received, accept → friends both ways with contact details', async () => {
    const a = await login(server, freshPhone())
    const b = await login(server, freshPhone())
    const res = await a.api.post('/user/friend/applications', { friend_id: b.user_id, reason: 'Met at the expo' })
    expect(res.status).toBe(201)
    expect(res.body.results).toMatchObject({ status: 'submitted', user_id: a.user_id, friend_id: b.user_id })
    expect((await a.api.post('/user/friend/applications', { friend_id: b.user_id })).status).toBe(409)
    const received = await b.api.get('/user/friend/applications?type=received&status=submitted')
    expect(received.body.total).toBe(1)
    expect(received.body.results[0].user).toMatchObject({ _id: a.user_id })
    expect(received.body.results[0].user).not.toHaveProperty('phone')
    expect((await a.api.post('/user/friends', { application_id: res.body.results._id })).status).toBe(403)
    expect((await b.api.post('/user/friends', { application_id: res.body.results._id })).body.results.status).toBe('accepted')
    expect((await b.api.post('/user/friends', { application_id: res.body.results._id })).status).toBe(409)
    const friendsOfA = await a.api.get('/user/friends')
    expect(friendsOfA.body.total).toBe(1)
    expect(friendsOfA.body.results[0]).toMatchObject({ _id: b.user_id, phone: expect.any(String) })
    expect((await b.api.get('/user/friends')).body.results[0]._id).toBe(a.user_id)
    expect((await b.api.get(`/users?_id=${a.user_id}`)).body.results[0].phone).toBeDefined()
    expect((await a.api.post('/user/friend/applications', { friend_id: b.user_id })).status).toBe(409)
  })

  test('ignore and cancel', async () => {
    const a = await login(server, freshPhone())
    const b = await login(server, freshPhone())
    const first = (await a.api.post('/user/friend/applications', { friend_id: b.user_id })).body.results
    expect((await b.api.del(`/user/friend/applications/${first._id}`)).status).toBe(403)
    expect((await a.api.del(`/user/friend/applications/${first._id}`)).body.results.status).toBe('cancelled')
    const second = (await a.api.post('/user/friend/applications', { friend_id: b.user_id })).body.results
    expect((await b.api.post('/user/friends', { application_id: second._id, status: 'ignored' })).body.results.status).toBe('ignored')
    // Accepting by the applicant's id.
    await a.api.post('/user/friend/applications', { friend_id: b.user_id })
    expect((await b.api.post('/user/friends', { friend_id: a.user_id, application_id: second._id })).status).toBe(400)
    expect((await b.api.post('/user/friends', { friend_id: a.user_id })).body.results.status).toBe('accepted')
    expect((await b.api.post('/user/friends', { friend_id: a.user_id })).status).toBe(404)
    expect((await a.api.get('/user/friend/applications?type=sent')).body.total).toBe(3)
    expect((await a.api.get('/user/friends')).body.total).toBe(1)
  })

  test('applications (either direction) and friends narrowed to one person (with_user)', async () => {
    const a = await login(server, freshPhone())
    const b = await login(server, freshPhone())
    const c = await login(server, freshPhone())
    await a.api.post('/user/friend/applications', { friend_id: b.user_id })
    await a.api.post('/user/friend/applications', { friend_id: c.user_id })
    const toB = await a.api.get(`/user/friend/applications?type=sent&with_user=${b.user_id}`)
    expect(toB.body.total).toBe(1)
    expect(toB.body.results[0]).toMatchObject({ friend_id: b.user_id, status: 'submitted' })
    expect((await b.api.get(`/user/friend/applications?type=received&with_user=${a.user_id}`)).body.total).toBe(1)
    expect((await b.api.get(`/user/friend/applications?type=received&with_user=${c.user_id}`)).body.total).toBe(0)
    expect((await a.api.get('/user/friend/applications?type=sent&with_user=x')).status).toBe(400)
    const seededFriend = await login(server, '13800000007')
    expect((await seededFriend.api.get(`/user/friends?with_user=${SEED_IDS.users.visitor}`)).body).toMatchObject({ total: 1, results: [{ _id: SEED_IDS.users.visitor }] })
    expect((await seededFriend.api.get(`/user/friends?with_user=${a.user_id}`)).body.total).toBe(0)
  })

  test('special-identity users cannot exchange cards (4301), either way', async () => {
    const special = await login(server, '13800000006')
    const me = await login(server, freshPhone())
    expect((await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.special })).body.code).toBe(4301)
    expect((await special.api.post('/user/friend/applications', { friend_id: me.user_id })).body.code).toBe(4301)
    expect((await me.api.get('/user/friend/applications?type=sent')).body.total).toBe(0)
  })

  test('bad input: self, unknown user, invalid id, unknown field, huge reason', async () => {
    const me = await login(server, freshPhone())
    expect((await me.api.post('/user/friend/applications', { friend_id: me.user_id })).status).toBe(400)
    expect((await me.api.post('/user/friend/applications', { friend_id: '6600000000000000000000ff' })).status).toBe(404)
    expect((await me.api.post('/user/friend/applications', { friend_id: 'x' })).body.code).toBe(4041)
    expect((await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.friend, x: 1 })).status).toBe(400)
    expect((await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.friend, reason: 'r'.repeat(10_000) })).status).toBe(400)
    expect((await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.friend, reason: 'you idiot' })).body.code).toBe(4300)
    expect((await me.api.get('/user/friend/applications?type=sent')).body.total).toBe(0)
    expect((await client(server).get('/user/friends')).status).toBe(401)
  })
})

describe('reception', () => {
  const G = SEED_IDS.guests
  const P = SEED_IDS.phases
  test('staff are recognised by phone and role; others get a not-found notice', async () => {
    const staff = await login(server, '13800000004')
    expect((await staff.api.get(`/reception/staff?meeting_id=${M}`)).body.results).toMatchObject({ phone: '13800000004', roles: ['reception_staff'] })
    const visitor = await login(server, '13800000001')
    const res = await visitor.api.get(`/reception/staff?meeting_id=${M}`)
    expect(res.status).toBe(404)
    expect((await visitor.api.get(`/reception/guests?meeting_id=${M}`)).status).toBe(404)
    expect((await visitor.api.put(`/reception/guests/${G[1]}/phases/${P[0]}`, { status: 1 })).status).toBe(404)
  })

  test('received toggles 0 ↔ 1 and shows in lists and counts', async () => {
    const staff = await login(server, '13800000004')
    const on = await staff.api.put(`/reception/guests/${G[1]}/phases/${P[0]}`, { status: 1, form: { flight: 'MU5101' } })
    expect(on.body.results).toMatchObject({ status: 1, staff_user_id: SEED_IDS.users.reception, form: { flight: 'MU5101' } })
    const received = await staff.api.get(`/reception/guests?meeting_id=${M}&phase_id=${P[0]}&received=1`)
    expect(received.body.results.map((g: { _id: string }) => g._id)).toEqual([G[1]])
    expect((await staff.api.get(`/reception/guests?meeting_id=${M}&phase_id=${P[0]}&received=0`)).body.total).toBe(2)
    expect((await staff.api.get(`/reception/phases?meeting_id=${M}`)).body.results[0]).toMatchObject({ _id: P[0], received_total: 1 })
    expect((await staff.api.put(`/reception/guests/${G[1]}/phases/${P[0]}`, { status: 0 })).body.results).toMatchObject({ status: 0, form: { flight: 'MU5101' } })
    expect((await staff.api.get(`/reception/guests/${G[1]}`)).body.results.phases).toEqual([expect.objectContaining({ phase_id: P[0], status: 0 })])
    expect((await staff.api.get(`/reception/guests?meeting_id=${M}&keyword=anna`)).body.total).toBe(1)
    // Bad input: status 2, unknown field, wrong phase, invalid id.
    expect((await staff.api.put(`/reception/guests/${G[1]}/phases/${P[0]}`, { status: 2 })).status).toBe(400)
    expect((await staff.api.put(`/reception/guests/${G[1]}/phases/${P[0]}`, { status: 1, x: 1 })).status).toBe(400)
    expect((await staff.api.put(`/reception/guests/${G[1]}/phases/${G[0]}`, { status: 1 })).status).toBe(404)
    expect((await staff.api.put(`/reception/guests/nope/phases/${P[0]}`, { status: 1 })).body.code).toBe(4041)
  })

  test('guests find themselves by phone / e-mail, or anyone by query code', async () => {
    const visitor = await login(server, '13800000001')
    expect((await visitor.api.get(`/reception/guest?meeting_id=${M}`)).body.results).toMatchObject({ _id: G[0], name: 'Li Wei' })
    expect((await visitor.api.get(`/reception/guests/${G[0]}`)).status).toBe(200)
    expect((await visitor.api.get(`/reception/guests/${G[1]}`)).status).toBe(404)
    expect((await visitor.api.get(`/reception/query/guest?meeting_id=${M}&query_code=guest002`)).body.results[0]._id).toBe(G[1])
    expect((await visitor.api.get(`/reception/query/guest?meeting_id=${M}&phone=13800000001`)).body.results[0]._id).toBe(G[0])
    expect((await visitor.api.get(`/reception/query/guest?meeting_id=${M}&phone=13900000011`)).status).toBe(403)
    expect((await visitor.api.get(`/reception/query/guest?meeting_id=${M}&query_code=NOPE0000`)).status).toBe(404)
    expect((await visitor.api.get(`/reception/query/guest?meeting_id=${M}`)).status).toBe(400)
    const stranger = await login(server, freshPhone())
    expect((await stranger.api.get(`/reception/guest?meeting_id=${M}`)).status).toBe(404)
    const staff = await login(server, '13800000004')
    expect((await staff.api.get(`/reception/query/guest?meeting_id=${M}&email=guest2@demo.test`)).body.results[0]._id).toBe(G[1])
  })
})

describe('uploads', () => {
  // Real images: uploads are decoded and stored re-encoded (uploads.test.ts).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const jpg = Buffer.from('/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKwAf//Z', 'base64')
  const gif = Buffer.from('GIF89a' + 'x'.repeat(64))
  async function upload(token: string | undefined, bytes: Buffer, name = 'a.png') {
    const form = new FormData()
    if (token !== undefined) form.append('token', token)
    form.append('file', new Blob([new Uint8Array(bytes)]), name)
    const res = await fetch(`${server.apiUrl}/uploads`, { method: 'POST', body: form })
    return { status: res.status, body: await res.json() }
  }

  test('token → upload png and jpg → served back; gif, no token, bad token, too large refused', async () => {
    expect((await client(server).post('/tokens/qiniu', { key: 'a.png', bucket: 'demo' })).status).toBe(401)
    const me = await login(server, freshPhone())
    const t = await me.api.post('/tokens/qiniu', { key: 'a.png', bucket: 'demo' })
    expect(t.body.results).toMatchObject({ uptoken: expect.any(String), upload_url: '/fu/api/uploads', max_bytes: 2 * 1024 * 1024 })
    const token = t.body.results.uptoken
    const up = await upload(token, png)
    expect(up.status).toBe(201)
    expect(up.body.results).toMatchObject({ url: expect.stringMatching(/^\/fu\/api\/uploads\/[0-9a-f]{32}\.png$/), mime: 'image/png', size: expect.any(Number) })
    const back = await fetch(`${server.baseUrl}${up.body.results.url}`)
    expect(back.headers.get('content-type')).toBe('image/png')
    const served = Buffer.from(await back.arrayBuffer())
    expect(served.length).toBe(up.body.results.size)
    expect(served.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true)
    // One upload per token (uploads.test.ts): each further upload asks for its own.
    const fresh = async () => (await me.api.post('/tokens/qiniu', { key: 'b.jpg', bucket: 'demo' })).body.results.uptoken as string
    expect((await upload(await fresh(), jpg, 'b.jpg')).body.results.mime).toBe('image/jpeg')
    // A gif renamed .png is still a gif.
    expect((await upload(await fresh(), gif, 'c.png')).status).toBe(415)
    expect((await upload(undefined, png)).status).toBe(403)
    const unused = await fresh()
    expect((await upload(unused.slice(0, -2) + 'xx', png)).status).toBe(403)
    expect((await upload(unused, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]))).status).toBe(413)
    // The uploaded image can be used in a demand post (jpg/png rule).
    const notFound = await fetch(`${server.apiUrl}/uploads/${'0'.repeat(24)}.png`)
    expect(notFound.status).toBe(404)
    expect((await fetch(`${server.apiUrl}/uploads/../../etc.png`)).status).toBe(404)
  })
})
