/** The cultural-festival section's calls: the festival, its items by kind and category, collecting items, its lives by channel. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const F = SEED_IDS.festival
let server: TestServer
jest.setTimeout(30_000)
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('GET /sichuan-culture/festival: the current festival, its categories with counts and item totals; a non-festival meeting is 404', async () => {
  const guest = client(server)
  const res = await guest.get('/sichuan-culture/festival')
  expect(res.status).toBe(200)
  const festival = res.body.results
  expect(festival.meeting_id).toBe(F.meeting)
  expect(Object.keys(festival.slogan).sort()).toEqual(['en', 'ja', 'ko', 'zh'])
  expect(festival.counts).toEqual({ heritage: 12, hall: 6, point: 12, project: 4, lives: 6 })
  expect(festival.categories.map((c: { title: { en: string } }) => c.title.en)).toEqual(['Traditional craftsmanship', 'Theatre and ballad singing', 'Traditional fine arts', 'Folk customs'])
  expect(festival.categories.reduce((sum: number, c: { total: number }) => sum + c.total, 0)).toBe(12)
  // The festival runs now: opened before and closes after this moment.
  const now = Date.now() / 1000
  expect(festival.start).toBeLessThan(now)
  expect(festival.end).toBeGreaterThan(now)
  expect((await guest.get(`/sichuan-culture/festival?meeting_id=${F.meeting}`)).body.results.meeting_id).toBe(F.meeting)
  expect((await guest.get(`/sichuan-culture/festival?meeting_id=${SEED_IDS.meeting}`)).status).toBe(404)
  expect((await guest.get('/sichuan-culture/festival?meeting_id=nope')).status).toBe(400)
})

test('the festival does not change the demo meeting: the default meeting is still first', async () => {
  const res = await client(server).get('/demand/meetings?limit=1')
  expect(res.body.results[0]._id).toBe(SEED_IDS.meeting)
})

test('GET /sichuan-culture/items by kind and category, paged; bad kind is 400', async () => {
  const guest = client(server)
  const all = await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=heritage&limit=5`)
  expect(all.status).toBe(200)
  expect(all.body.total).toBe(12)
  expect(all.body.results).toHaveLength(5)
  expect(all.body.results[0]).toMatchObject({ _id: F.heritage[0], kind: 'heritage', level: 'national', like_total: expect.any(Number) })
  expect(all.body.results[0].title.en).toBe('Shu embroidery')
  expect(all.body.results[0]).not.toHaveProperty('liked')
  const next = await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=heritage&limit=5&skip=10`)
  expect(next.body.results).toHaveLength(2)

  const category = all.body.results[1].category
  const ofCategory = await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=heritage&category=${category}&limit=99`)
  expect(ofCategory.body.results.every((i: { category: string }) => i.category === category)).toBe(true)
  expect(ofCategory.body.results.length).toBeGreaterThan(0)
  expect(ofCategory.body.total).toBeLessThan(12)

  const halls = await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=hall&category=technology`)
  expect(halls.body.results.map((h: { _id: string }) => h._id)).toEqual([F.halls[4], F.halls[5]])
  const points = await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=point&limit=99`)
  for (const point of points.body.results) {
    expect(point.x).toBeGreaterThanOrEqual(0); expect(point.x).toBeLessThanOrEqual(1000)
    expect(point.y).toBeGreaterThanOrEqual(0); expect(point.y).toBeLessThanOrEqual(640)
  }
  expect((await guest.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=secret`)).status).toBe(400)
  expect((await guest.get(`/sichuan-culture/items?kind=heritage`)).status).toBe(400)
  expect((await guest.get(`/sichuan-culture/items/${F.projects[0]}`)).body.results).toMatchObject({ kind: 'project', progress: 100 })
  expect((await guest.get(`/sichuan-culture/items/${SEED_IDS.meeting}`)).status).toBe(404)
})

test('collecting a heritage item: login needed, idempotent, counted, listed in my collection, removable', async () => {
  const item = F.heritage[2]
  expect((await client(server).post(`/sichuan-culture/items/${item}/likes`)).status).toBe(401)
  const me = await login(server, freshPhone())
  const first = await me.api.post(`/sichuan-culture/items/${item}/likes`)
  expect(first.status).toBe(201)
  expect(first.body.results).toMatchObject({ item_id: item, liked: 1 })
  const total = first.body.results.like_total
  expect((await me.api.post(`/sichuan-culture/items/${item}/likes`)).body.results).toMatchObject({ liked: 1, like_total: total })
  await me.api.post(`/sichuan-culture/items/${F.heritage[5]}/likes`)

  const mine = await me.api.get(`/sichuan-culture/likes?meeting_id=${F.meeting}`)
  expect(mine.body.total).toBe(2)
  expect(mine.body.results.map((i: { _id: string }) => i._id).sort()).toEqual([item, F.heritage[5]].sort())
  expect(mine.body.results.every((i: { liked: number }) => i.liked === 1)).toBe(true)
  const listed = await me.api.get(`/sichuan-culture/items?meeting_id=${F.meeting}&kind=heritage&limit=99`)
  expect(listed.body.results.find((i: { _id: string }) => i._id === item)).toMatchObject({ liked: 1, like_total: total })

  // Unknown fields are refused; halls, points and projects are not collectable.
  expect((await me.api.post(`/sichuan-culture/items/${item}/likes`, { weight: 99 })).status).toBe(400)
  expect((await me.api.post(`/sichuan-culture/items/${F.halls[0]}/likes`)).status).toBe(400)
  expect((await me.api.post(`/sichuan-culture/items/${SEED_IDS.meeting}/likes`)).status).toBe(404)

  const removed = await me.api.del(`/sichuan-culture/items/${item}/likes`)
  expect(removed.body.results).toMatchObject({ liked: 0, like_total: total - 1 })
  expect((await me.api.get(`/sichuan-culture/likes?meeting_id=${F.meeting}`)).body.total).toBe(1)
  expect((await client(server).get('/sichuan-culture/likes')).status).toBe(401)
})

test('GET /sichuan-culture/lives: venue streams and web lives apart, with their platform', async () => {
  const guest = client(server)
  const venue = await guest.get(`/sichuan-culture/lives?meeting_id=${F.meeting}&channel=venue`)
  const web = await guest.get(`/sichuan-culture/lives?meeting_id=${F.meeting}&channel=web`)
  expect(venue.body.total).toBe(3)
  expect(web.body.total).toBe(3)
  expect(web.body.results.every((l: { channel: string; platform: { en: string } }) => l.channel === 'web' && l.platform.en)).toBe(true)
  expect(venue.body.results.some((l: { _id: string }) => web.body.results.some((w: { _id: string }) => w._id === l._id))).toBe(false)
  expect((await guest.get(`/sichuan-culture/lives?meeting_id=${F.meeting}&channel=tv`)).status).toBe(400)
  // The festival's performances are its activities.
  const shows = await guest.get(`/activities?meeting_id=${F.meeting}&limit=99`)
  expect(shows.body.total).toBe(9)
})

test('booking a performance: a festival ticket, listed among my tickets of the festival and not of the demo meeting', async () => {
  const me = await login(server, freshPhone())
  // Tomorrow's lantern walk (index 5): bookable whatever the hour of the run.
  const show = F.performances[5]
  const booked = await me.api.post('/tickets', { activity_id: show, name: 'Lin Yue' })
  expect(booked.status).toBe(201)
  const mine = await me.api.get(`/tickets?meeting_id=${F.meeting}`)
  expect(mine.body.results.map((t: { activity_id: string }) => t.activity_id)).toEqual([show])
  expect((await me.api.get(`/tickets?meeting_id=${SEED_IDS.meeting}`)).body.results).toHaveLength(0)
})
