/** SPEC §7 Users: creating accounts, tags, per-meeting profile, jobs, WeChat credentials, a user's tickets; own data only. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
let server: TestServer
// Real HTTP on PGlite on a shared 2-core machine: a first call can take several seconds under load.
jest.setTimeout(30_000)
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const profile = async (api: ReturnType<typeof client>) => (await api.get('/users')).body.results[0]

test('POST /users: organisers create accounts; taken phone 409; others 403; bad input creates nothing', async () => {
  const organizer = await login(server, '13800000005')
  const visitor = await login(server, '13800000001')
  const phone = freshPhone()
  const created = await organizer.api.post('/users', { phone, username: 'Walk-in guest', work: { company: 'Harbour Ltd' } })
  expect(created.status).toBe(201)
  expect(created.body.results).toMatchObject({ phone, area_code: '86', username: 'Walk-in guest', work: { company: 'Harbour Ltd' } })
  // The account is the one the guest later signs in to.
  expect((await login(server, phone)).user_id).toBe(created.body.results._id)
  expect((await organizer.api.post('/users', { phone, username: 'Again' })).body.code).toBe(4120)
  expect((await organizer.api.post('/users', { email: 'visitor@demo.test', username: 'Again' })).body.code).toBe(4121)
  expect((await visitor.api.post('/users', { phone: freshPhone(), username: 'Mine' })).status).toBe(403)
  expect((await client(server).post('/users', { phone: freshPhone(), username: 'Mine' })).status).toBe(401)
  const loose = freshPhone()
  expect((await organizer.api.post('/users', { username: 'No contact' })).status).toBe(400)
  expect((await organizer.api.post('/users', { phone: loose, username: 'x', role: 'organizer' })).status).toBe(400)
  expect((await organizer.api.post('/users', { phone: loose, username: 'y'.repeat(41) })).status).toBe(400)
  // Nothing was created for the refused number: signing in makes a fresh account, with no name yet.
  const fresh = await login(server, loose)
  expect((await profile(fresh.api)).username ?? null).toBeNull()
})

test('tags and the per-meeting profile are one\'s own', async () => {
  const me = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  const tagged = await me.api.put(`/users/${me.user_id}/tag`, { tags: ['AI', 'Robotics', 'AI'] })
  expect(tagged.body.results.tags).toEqual(['AI', 'Robotics'])
  expect((await other.api.put(`/users/${me.user_id}/tag`, { tags: ['spam'] })).status).toBe(403)
  expect((await me.api.put(`/users/${me.user_id}/tag`, { tags: ['x'.repeat(21)] })).status).toBe(400)
  expect((await me.api.put(`/users/${me.user_id}/tag`, { tags: ['porn'] })).body.code).toBe(4300)
  expect((await profile(me.api)).tags).toEqual(['AI', 'Robotics'])

  const saved = await me.api.put(`/users/${me.user_id}/meetings/${M}`, { identity: 'buyer', language: 'ja' })
  expect(saved.body.results).toMatchObject({ _id: me.user_id, meeting: { meeting_id: M, identity: 'buyer', language: 'ja' } })
  const merged = await me.api.put(`/users/${me.user_id}/meetings/${M}`, { show_in_connections: 1 })
  expect(merged.body.results.meeting).toMatchObject({ identity: 'buyer', language: 'ja', show_in_connections: 1 })
  expect((await me.api.get(`/users?meeting_id=${M}`)).body.results[0].meeting).toMatchObject({ meeting_id: M, identity: 'buyer', language: 'ja' })
  expect((await other.api.get(`/users?_id=${me.user_id}&meeting_id=${M}`)).body.results[0]).not.toHaveProperty('meeting')
  expect((await other.api.put(`/users/${me.user_id}/meetings/${M}`, { identity: 'media' })).status).toBe(403)
  expect((await me.api.put(`/users/${me.user_id}/meetings/${'0'.repeat(24)}`, { identity: 'media' })).status).toBe(404)
  expect((await me.api.put(`/users/${me.user_id}/meetings/${M}`, { identity: 'king' })).status).toBe(400)
})

test('jobs: add, edit, choose the current one (mirrored in work / work_id); others\' jobs are refused', async () => {
  const me = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  const job = await me.api.post(`/users/${me.user_id}/works`, { title: 'Engineer', company: 'Harbour Ltd', start: 1_600_000_000 })
  expect(job.status).toBe(201)
  const wid = job.body.results._id
  expect((await other.api.post(`/users/${me.user_id}/works`, { title: 'Spy' })).status).toBe(403)
  expect((await me.api.post(`/users/${me.user_id}/works`, {})).status).toBe(400)
  const current = await me.api.put('/users/work', { work_id: wid })
  expect(current.body.results).toMatchObject({ work_id: wid, work: { title: 'Engineer', company: 'Harbour Ltd' } })
  expect((await me.api.put(`/works/${wid}`, { title: 'Lead engineer' })).body.results).toMatchObject({ title: 'Lead engineer', company: 'Harbour Ltd' })
  expect((await profile(me.api)).work).toEqual({ title: 'Lead engineer', company: 'Harbour Ltd' })
  expect((await other.api.put(`/works/${wid}`, { title: 'Hacked' })).status).toBe(403)
  expect((await other.api.put('/users/work', { work_id: wid })).status).toBe(403)
  expect((await me.api.put(`/works/${wid}`, { salary: 1 })).status).toBe(400)
  expect((await me.api.put(`/works/${wid}`, {})).status).toBe(400)
  expect((await profile(me.api)).work.title).toBe('Lead engineer')
  // Without work_id, PUT /users/work records a new job and makes it current.
  const direct = await me.api.put('/users/work', { title: 'CTO', company: 'Sea Labs' })
  expect(direct.body.results.work).toEqual({ title: 'CTO', company: 'Sea Labs' })
  expect(direct.body.results.work_id).not.toBe(wid)
})

test('WeChat credentials: own, one per app, not someone else\'s openid', async () => {
  const me = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  expect((await me.api.post('/user_credentials', { user_id: me.user_id, app_id: 'wx-demo-appid', open_id: 'openid-aaaaaa' })).status).toBe(201)
  expect((await me.api.post('/user_credentials', { user_id: me.user_id, app_id: 'wx-demo-appid', open_id: 'openid-bbbbbb' })).status).toBe(201)
  expect((await me.api.post('/user_credentials', { user_id: me.user_id, app_id: 'wx-other', open_id: 'openid-cccccc' })).status).toBe(201)
  const mine = (await me.api.get('/users?with_wechat_credentials=1')).body.results[0].wechat_credentials
  expect(mine).toEqual([{ app_id: 'wx-demo-appid', open_id: 'openid-bbbbbb' }, { app_id: 'wx-other', open_id: 'openid-cccccc' }])
  expect((await other.api.post('/user_credentials', { user_id: me.user_id, app_id: 'wx-x', open_id: 'openid-dddddd' })).status).toBe(403)
  expect((await other.api.post('/user_credentials', { user_id: other.user_id, app_id: 'wx-other', open_id: 'openid-cccccc' })).body.code).toBe(4141)
  expect((await other.api.post('/user_credentials', { user_id: other.user_id, app_id: 'wx-x', open_id: 'a b' })).status).toBe(400)
  expect((await other.api.get('/users?with_wechat_credentials=1')).body.results[0].wechat_credentials ?? []).toEqual([])
})

test('a user\'s tickets: own, with the activity; staff may read anyone\'s; others 403', async () => {
  const visitor = await login(server, '13800000001')
  const mine = await visitor.api.get(`/users/${visitor.user_id}/tickets?meeting_id=${M}`)
  expect(mine.status).toBe(200)
  expect(mine.body.total).toBeGreaterThanOrEqual(1)
  const opening = mine.body.results.find((t: { activity_id: string }) => t.activity_id === SEED_IDS.activities.openFree)
  expect(opening).toMatchObject({ user_id: visitor.user_id, status: 1, activity: { _id: SEED_IDS.activities.openFree, title: { en: 'Opening ceremony' } } })
  expect((await visitor.api.get(`/users/${SEED_IDS.users.friend}/tickets`)).status).toBe(403)
  const staff = await login(server, '13800000004')
  expect((await staff.api.get(`/users/${visitor.user_id}/tickets?status=1`)).body.total).toBe(mine.body.total)
  expect((await visitor.api.get(`/users/${visitor.user_id}/tickets?status=9`)).status).toBe(400)
})
