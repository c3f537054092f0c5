/** Live chat (post, list, permission, sensitive content, length, frequency) and demand likes (idempotent, counts, my likes). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const L = SEED_IDS.lives
let server: TestServer
// Real HTTP on PGlite on a shared 2-core machine: a first call can take several seconds under load.
jest.setTimeout(30_000)
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('post and read a live\'s chat; the count follows; guests of an open meeting read it', async () => {
  const me = await login(server, freshPhone())
  const before = (await me.api.get(`/lives/${L.live}/chats/count`)).body.results.total
  const posted = await me.api.post(`/lives/${L.live}/chats`, { content: 'Great talk!' })
  expect(posted.status).toBe(201)
  expect(posted.body.results).toMatchObject({ content: 'Great talk!', live_id: L.live, user: { _id: me.user_id } })
  expect((await me.api.postForm(`/lives/${L.live}/chats`, { content: '第二条' })).status).toBe(201)
  expect((await me.api.get(`/lives/${L.live}/chats/count`)).body.results.total).toBe(before + 2)
  const list = await client(server).get(`/lives/${L.live}/chats?limit=2`)
  expect(list.status).toBe(200)
  expect(list.body.results.map((c: { content: string }) => c.content)).toEqual(['Great talk!', '第二条'])
  expect(list.body.total).toBe(before + 2)
  expect(list.body.results[0]).not.toHaveProperty('deleted')
})

test('chat refusals: guest, no permission, sensitive, too long, unknown field, too frequent; nothing is stored', async () => {
  const me = await login(server, freshPhone())
  const count = async () => (await me.api.get(`/lives/${L.replay}/chats/count`)).body.results.total
  const before = await count()
  expect((await client(server).post(`/lives/${L.replay}/chats`, { content: 'hi' })).status).toBe(401)
  expect((await me.api.post(`/lives/${L.private}/chats`, { content: 'hi' })).status).toBe(403)
  expect((await me.api.get(`/lives/${L.paid}/chats`)).status).toBe(403)
  const sensitive = await me.api.post(`/lives/${L.replay}/chats`, { content: 'you idiot' })
  expect(sensitive.body).toMatchObject({ code: 4300, data: { category: 'abuse', field: 'content' } })
  expect((await me.api.post(`/lives/${L.replay}/chats`, { content: 'x'.repeat(201) })).status).toBe(400)
  expect((await me.api.post(`/lives/${L.replay}/chats`, { content: '   ' })).status).toBe(400)
  expect((await me.api.post(`/lives/${L.replay}/chats`, { content: 'hi', color: 'red' })).status).toBe(400)
  expect((await me.api.post('/lives/nope/chats', { content: 'hi' })).body.code).toBe(4041)
  expect(await count()).toBe(before)
  for (let i = 0; i < 10; i++) expect((await me.api.post(`/lives/${L.replay}/chats`, { content: `msg ${i}` })).status).toBe(201)
  const eleventh = await me.api.post(`/lives/${L.replay}/chats`, { content: 'one more' })
  expect(eleventh.status).toBe(429)
  expect(eleventh.body.code).toBe(4290)
  expect(await count()).toBe(before + 10)
})

test('demand likes: once per person, unlike, counts on the demand, my liked demands', async () => {
  const D = SEED_IDS.demands
  const a = await login(server, freshPhone())
  const b = await login(server, freshPhone())
  const first = await a.api.post(`/demands/${D[0]}/likes`, {})
  expect(first.status).toBe(201)
  expect(first.body.results).toMatchObject({ demand_id: D[0], liked: 1 })
  const base = first.body.results.like_total
  expect((await a.api.post(`/demands/${D[0]}/likes`, {})).body.results.like_total).toBe(base)
  expect((await b.api.post(`/demands/${D[0]}/likes`, {})).body.results.like_total).toBe(base + 1)
  const seen = await a.api.get(`/demands?_id=${D[0]}`)
  expect(seen.body.results[0]).toMatchObject({ liked: 1, like_total: base + 1 })
  const mine = await a.api.get(`/demand/likes?meeting_id=${SEED_IDS.meeting}`)
  expect(mine.body.total).toBe(1)
  expect(mine.body.results[0]).toMatchObject({ _id: D[0], liked: 1 })
  expect((await a.api.del(`/demands/${D[0]}/likes`)).body.results).toMatchObject({ liked: 0, like_total: base })
  expect((await a.api.del(`/demands/${D[0]}/likes`)).body.results).toMatchObject({ liked: 0, like_total: base })
  expect((await a.api.get('/demand/likes')).body.total).toBe(0)
  // Refusals change nothing.
  expect((await client(server).post(`/demands/${D[1]}/likes`, {})).status).toBe(401)
  expect((await a.api.post(`/demands/${'0'.repeat(24)}/likes`, {})).status).toBe(404)
  expect((await a.api.post(`/demands/${D[1]}/likes`, { extra: 1 })).status).toBe(400)
  expect((await a.api.post('/demands/bad/likes', {})).body.code).toBe(4041)
  expect((await b.api.get(`/demands?_id=${D[1]}`)).body.results[0]).toMatchObject({ liked: 0, like_total: 0 })
})

test('ten parallel likes by one person count once', async () => {
  const D = SEED_IDS.demands
  const me = await login(server, freshPhone())
  const before = (await me.api.get(`/demands?_id=${D[2]}`)).body.results[0].like_total
  const answers = await Promise.all(Array.from({ length: 10 }, () => me.api.post(`/demands/${D[2]}/likes`, {})))
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201))
  expect((await me.api.get(`/demands?_id=${D[2]}`)).body.results[0]).toMatchObject({ liked: 1, like_total: before + 1 })
})
