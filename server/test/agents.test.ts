/** Agents: their activities, groups with counts, and group information updates; only the agent (staff may read). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { SEED_POPULAR_KEYWORDS } from '../seed/searches'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('an agent registers a group, then sees it, allocates and edits the group information', async () => {
  const agent = await login(server, freshPhone())
  const group = { name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003' }
  const members = [{ name: 'M1', phone: '13500000001' }, { phone: '13500000002' }, { phone: '13500000003' }]
  expect((await agent.api.post('/tickets', { activity_id: A.groupV1, group, members })).status).toBe(201)

  const mine = await agent.api.get(`/activities/agents/${agent.user_id}`)
  expect(mine.body.results.map((a: { _id: string }) => a._id)).toEqual([A.groupV1])
  const info = await agent.api.get(`/activities/${A.groupV1}/agents/${agent.user_id}`)
  expect(info.body.results).toMatchObject({ agent_checkout_version: 1, group_max: 5, ticket_total: 3, unallocated: 2, groups: [{ name: 'Seoul tour', total: 3, unallocated: 2 }] })

  const renamed = await agent.api.put(`/activities/${A.groupV1}/agents/${agent.user_id}`, { name: 'Busan tour', contact_email: 'kim@tour.test' })
  expect(renamed.body.results).toMatchObject({ name: 'Busan tour', contact_email: 'kim@tour.test', contact_name: 'Kim' })

  const other = await login(server, freshPhone())
  expect((await other.api.get(`/activities/${A.groupV1}/agents/${agent.user_id}`)).status).toBe(403)
  expect((await other.api.get(`/activities/agents/${agent.user_id}`)).status).toBe(403)
  const staff = await login(server, '13800000005')
  expect((await staff.api.get(`/activities/${A.groupV1}/agents/${agent.user_id}`)).status).toBe(200)
  expect((await staff.api.put(`/activities/${A.groupV1}/agents/${agent.user_id}`, { name: 'x' })).status).toBe(403)

  // Bad input changes nothing.
  expect((await agent.api.put(`/activities/${A.groupV1}/agents/${agent.user_id}`, { contact_phone: 'abc' })).status).toBe(400)
  expect((await agent.api.put(`/activities/${A.groupV1}/agents/${agent.user_id}`, { name: 'x'.repeat(1000) })).status).toBe(400)
  expect((await agent.api.put(`/activities/${A.groupV1}/agents/${agent.user_id}`, { owner: 1 })).status).toBe(400)
  expect((await agent.api.put(`/activities/${A.openFree}/agents/${agent.user_id}`, { name: 'No group' })).status).toBe(404)
  expect((await agent.api.get(`/activities/bad/agents/${agent.user_id}`)).body.code).toBe(4041)
  expect((await agent.api.get(`/activities/${A.groupV1}/agents/${agent.user_id}`)).body.results.groups[0].name).toBe('Busan tour')
})

test('logs: record, list and delete one\'s own; search keywords counted per meeting', async () => {
  const me = await login(server, freshPhone())
  const log = await me.api.post('/logs', { target_type: 'news', target_id: SEED_IDS.news[0], action: 'collect' })
  expect(log.status).toBe(201)
  expect((await me.api.get('/logs?action=collect')).body.total).toBe(1)
  const other = await login(server, freshPhone())
  expect((await other.api.del(`/logs/${log.body.results._id}`)).status).toBe(403)
  expect((await me.api.del(`/logs/${log.body.results._id}`)).body.results.deleted).toBe(1)
  expect((await me.api.get('/logs')).body.total).toBe(0)
  expect((await me.api.post('/logs', { target_type: 'nope', target_id: SEED_IDS.news[0], action: 'x' })).status).toBe(400)
  expect((await me.api.post('/logs', { target_type: 'news', target_id: SEED_IDS.news[0], action: 'DROP TABLE' })).status).toBe(400)
  for (const k of ['Robot', 'robot', 'solar']) expect((await me.api.post('/search/keyword', { keyword: k, meeting_id: SEED_IDS.meeting })).status).toBe(201)
  const hot = await me.api.get(`/search/keywords?meeting_id=${SEED_IDS.meeting}`)
  // Counted with the seeded searches (seed/searches.ts), most first; a keyword in any case counts as one.
  const seeded = SEED_POPULAR_KEYWORDS.map(([keyword, total]) => ({ keyword, total }))
  expect(hot.body.results).toEqual([...seeded, { keyword: 'robot', total: 2 }, { keyword: 'solar', total: 1 }])
  expect((await me.api.post('/search/keyword', { keyword: 'x'.repeat(101), meeting_id: SEED_IDS.meeting })).status).toBe(400)
})
