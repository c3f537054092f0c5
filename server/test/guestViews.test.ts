/** Counted actions by guests (SPEC §6, §7): allowed on a meeting open to guests with the device id, refused otherwise. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, login } from './helpers'

const M = SEED_IDS.meeting
const MM = SEED_IDS.membersMeeting
let server: TestServer
// Real HTTP on PGlite on a shared 2-core machine: a first call can take several seconds under load.
jest.setTimeout(30_000)
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const device = { user_id: 'device-abc123' }

test('a guest counts views of an open meeting\'s items; the totals rise', async () => {
  const guest = client(server)
  const before = await guest.post(`/enterprises/${SEED_IDS.enterprises[0]}/views`, device)
  expect(before.status).toBe(200)
  const after = await guest.post(`/enterprises/${SEED_IDS.enterprises[0]}/views`, device)
  expect(after.body.results.total).toBe(before.body.results.total + 1)
  const views = await guest.post(`/activities/${SEED_IDS.activities.openFree}/views`, device)
  expect(views.status).toBe(200)
  expect((await guest.post(`/activities/${SEED_IDS.activities.openFree}/views`, device)).body.results.views).toBe(views.body.results.views + 1)
  expect((await guest.post(`/meetings/${M}/views`, device)).status).toBe(200)
  expect((await guest.post(`/meetings/${M}/cover/views`, device)).status).toBe(200)
  expect((await guest.post(`/exhibitors/products/${SEED_IDS.products[0]}/views`, device)).status).toBe(200)
  expect((await guest.post(`/enterprises/${SEED_IDS.enterprises[0]}/products/${SEED_IDS.products[0]}/views`, device)).status).toBe(200)
  expect((await guest.post('/logs', { target_type: 'news', target_id: SEED_IDS.news[0], action: 'view', ...device })).status).toBe(201)
  expect((await guest.postForm('/search/keyword', { keyword: 'robots', meeting_id: M, ...device })).status).toBe(201)
  const popular = await guest.get(`/search/keywords?meeting_id=${M}`)
  expect(popular.body.results.map((k: { keyword: string }) => k.keyword)).toContain('robots')
})

test('guests are refused on members-only meetings, and for actions that are a person\'s data', async () => {
  const guest = client(server)
  expect((await guest.post(`/activities/${SEED_IDS.members.activity}/views`, device)).status).toBe(401)
  expect((await guest.post(`/enterprises/${SEED_IDS.members.enterprise}/views`, device)).status).toBe(401)
  expect((await guest.post(`/meetings/${MM}/views`, device)).status).toBe(401)
  expect((await guest.post('/search/keyword', { keyword: 'x', meeting_id: MM, ...device })).status).toBe(401)
  // Collecting, calling, applying to exhibit and logs about people need a token.
  expect((await guest.post('/logs', { target_type: 'news', target_id: SEED_IDS.news[0], action: 'collect', ...device })).status).toBe(401)
  expect((await guest.post('/logs', { target_type: 'user', target_id: SEED_IDS.users.friend, action: 'view', ...device })).status).toBe(401)
  expect((await guest.post(`/enterprises/${SEED_IDS.enterprises[0]}/calls`, device)).status).toBe(401)
  expect((await guest.post(`/meetings/${M}/exhibitor/apply`, device)).status).toBe(401)
  // A bad token is still refused, and an unknown item is 404.
  expect((await client(server, 'not-a-token').post(`/meetings/${M}/views`, device)).status).toBe(403)
  expect((await guest.post(`/activities/${'0'.repeat(24)}/views`, device)).status).toBe(404)
})

test('a guest who sends a user\'s id as device id does not write into that user\'s logs', async () => {
  const visitor = await login(server, '13800000001')
  const mine = async () => (await visitor.api.get('/logs?target_type=news')).body.total
  const before = await mine()
  expect((await client(server).post('/logs', { target_type: 'news', target_id: SEED_IDS.news[1], action: 'view', user_id: visitor.user_id })).status).toBe(201)
  expect(await mine()).toBe(before)
  expect((await visitor.api.post('/logs', { target_type: 'news', target_id: SEED_IDS.news[1], action: 'view' })).status).toBe(201)
  expect(await mine()).toBe(before + 1)
})
