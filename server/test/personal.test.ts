/** My meeting log, checking oneself in with the venue's QR, my collection's liked items, and my meeting credential. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const A = SEED_IDS.activities
let server: TestServer
let guest: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); guest = client(server) }, 120_000)
afterAll(() => server?.stop())

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

describe('GET /users/{id}/meetings (my meeting log)', () => {
  test('needs a sign-in and is one\'s own only', async () => {
    const me = await login(server, freshPhone())
    expect((await guest.get(`/users/${me.user_id}/meetings`)).status).toBe(401)
    const other = await login(server, freshPhone())
    expect((await other.api.get(`/users/${me.user_id}/meetings`)).status).toBe(403)
    expect((await me.api.get('/users/not-an-id/meetings')).status).toBe(400)
  })

  test('lists the meetings I opened or registered for, newest first, with what I did there', async () => {
    const me = await login(server, freshPhone())
    expect((await me.api.get(`/users/${me.user_id}/meetings`)).body).toEqual({ results: [], total: 0 })

    expect((await me.api.post(`/meetings/${M}/views`, {})).status).toBe(200)
    let log = (await me.api.get(`/users/${me.user_id}/meetings`)).body
    expect(log.total).toBe(1)
    expect(log.results[0]).toMatchObject({ meeting: { _id: M, title: expect.objectContaining({ en: expect.any(String) }), start: expect.any(Number) }, visited: expect.any(Number), registered: 0 })

    expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'Log', answers: [heard] })).status).toBe(201)
    log = (await me.api.get(`/users/${me.user_id}/meetings?limit=5`)).body
    expect(log.total).toBe(1)
    expect(log.results[0]).toMatchObject({ meeting: { _id: M }, registered: 1 })
    expect(log.results[0].last).toBeGreaterThanOrEqual(log.results[0].visited)
    // Someone else's views do not appear in my log.
    const other = await login(server, freshPhone())
    expect((await other.api.get(`/users/${other.user_id}/meetings`)).body.total).toBe(0)
  })
})

describe('PUT /activities/{id}/attends (self check-in at the venue)', () => {
  test('needs a sign-in; an unknown activity is 404; bad ids 400', async () => {
    expect((await guest.put(`/activities/${A.openFree}/attends`)).status).toBe(401)
    const me = await login(server, freshPhone())
    expect((await me.api.put('/activities/660000000000000000000999/attends')).status).toBe(404)
    expect((await me.api.put('/activities/nope/attends')).status).toBe(400)
  })

  test('not registered: 404 with the registration-required code', async () => {
    const me = await login(server, freshPhone())
    const res = await me.api.put(`/activities/${A.openFree}/attends`)
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(4116)
  })

  test('inside the check-in window an approved ticket checks in once; a second scan says when', async () => {
    // The exhibitors' move-in runs now: its window (30 minutes before the start to the end) is open.
    const me = await login(server, freshPhone())
    expect((await me.api.post('/tickets', { activity_id: A.moveIn, name: 'Door', answers: [heard] })).status).toBe(201)
    const res = await me.api.put(`/activities/${A.moveIn}/attends`)
    expect(res.status).toBe(200)
    expect(res.body.results).toMatchObject({ activity_id: A.moveIn, status: 3, attended: expect.any(Number) })
    const again = await me.api.put(`/activities/${A.moveIn}/attends`)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 4150, data: { status: 3, attended: res.body.results.attended } })
  })

  test('under review and rejected tickets are refused with their status', async () => {
    const me = await login(server, freshPhone())
    const made = await me.api.post('/tickets', { activity_id: A.review, name: 'Review', answers: [heard] })
    expect(made.status).toBe(201)
    const review = await me.api.put(`/activities/${A.review}/attends`)
    expect(review.status).toBe(409)
    expect(review.body).toMatchObject({ code: 4151, data: { status: 0 } })

    const organizer = await login(server, '13800000005')
    const rejecting = await organizer.api.put(`/tickets/${made.body.results[0]._id}/approve`, { status: 2 })
    expect(rejecting.body).toMatchObject({ results: { status: 2 } })
    const rejected = await me.api.put(`/activities/${A.review}/attends`)
    expect(rejected.body).toMatchObject({ code: 4151, data: { status: 2 } })
  })

  test('before the window opens (30 minutes before the start) the check-in is refused with when it opens', async () => {
    // The opening ceremony is a week away.
    const me = await login(server, freshPhone())
    expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'Early', answers: [heard] })).status).toBe(201)
    const activity = (await me.api.get(`/activities?_id=${A.openFree}`)).body.results[0]
    const res = await me.api.put(`/activities/${A.openFree}/attends`)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 4153, data: { opens: activity.start - 30 * 60, start: activity.start } })
    expect(res.body.message).toMatch(/not open yet/)
    // Nothing changed: the ticket is still approved, not checked in.
    const mine = (await me.api.get(`/tickets?activity_id=${A.openFree}`)).body.results
    expect(mine.map((t: { status: number }) => t.status)).toEqual([1])
  })

  test('after the activity ended the check-in is closed', async () => {
    // The special-identity user holds an approved ticket of the salon that ended days ago.
    const special = await login(server, '13800000006')
    const res = await special.api.put(`/activities/${A.ended}/attends`)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(4152)
  })
})

describe('my collection: GET /enterprise/likes and /enterprise/product/likes with_target', () => {
  test('the seed gives Emma a collection of each kind', async () => {
    const emma = await login(server, '13800000007')
    for (const path of ['/enterprise/likes?with_target=1', '/enterprise/product/likes?with_target=1', '/demand/likes', '/news/likes']) {
      expect((await emma.api.get(`${path}${path.includes('?') ? '&' : '?'}meeting_id=${M}`)).body.total).toBe(1)
    }
  })

  test('adds each liked item and keeps one meeting\'s; a removed like leaves the list', async () => {
    const me = await login(server, freshPhone())
    const E = SEED_IDS.enterprises[1]
    const like = await me.api.post('/enterprise/likes', { enterprise_id: E })
    expect(like.status).toBe(201)
    const list = await me.api.get(`/enterprise/likes?with_target=1&meeting_id=${M}`)
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(1)
    expect(list.body.results[0]).toMatchObject({ _id: like.body.results._id, enterprise_id: E, target: { _id: E, exhibitor: { company: { title: expect.any(Object) } }, liked: 1 } })
    expect(list.body.results[0].target).not.toHaveProperty('bind_code')
    expect((await me.api.get('/enterprise/likes?with_target=1&meeting_id=660000000000000000000999')).body.total).toBe(0)

    expect((await me.api.del(`/enterprise/likes/${like.body.results._id}`)).status).toBe(200)
    expect((await me.api.get('/enterprise/likes?with_target=1')).body.total).toBe(0)
    expect((await guest.get('/enterprise/likes?with_target=1')).status).toBe(401)
    expect((await me.api.get('/enterprise/likes?with_target=2')).status).toBe(400)
  })

  test('products come with their company', async () => {
    const me = await login(server, freshPhone())
    const P = SEED_IDS.products[0]
    const like = await me.api.post('/enterprise/product/likes', { product_id: P })
    expect(like.status).toBe(201)
    const list = await me.api.get(`/enterprise/product/likes?with_target=1&meeting_id=${M}`)
    expect(list.body.results[0]).toMatchObject({ product_id: P, target: { _id: P, title: expect.any(Object), enterprise: [expect.objectContaining({ _id: expect.any(String) })] } })
    // Someone else cannot take my like back.
    const other = await login(server, freshPhone())
    expect((await other.api.del(`/enterprise/product/likes/${like.body.results._id}`)).status).toBe(403)
  })
})

describe('POST /meetings/{id}/credential', () => {
  test('gives the same credential every time, with its id and date', async () => {
    const me = await login(server, freshPhone())
    expect((await guest.post(`/meetings/${M}/credential`, {})).status).toBe(401)
    const first = await me.api.post(`/meetings/${M}/credential`, {})
    expect(first.status).toBe(200)
    expect(first.body.results).toMatchObject({ meeting_id: M, user_id: me.user_id, _id: expect.stringMatching(/^[0-9a-f]{24}$/), created: expect.any(Number) })
    const second = await me.api.post(`/meetings/${M}/credential`, {})
    expect(second.body.results._id).toBe(first.body.results._id)
    expect((await me.api.post('/meetings/660000000000000000000999/credential', {})).status).toBe(404)
    expect((await me.api.get(`/meeting/credentials/count?meeting_id=${M}&user_id=${me.user_id}`)).body.total).toBe(1)
  })
})

describe('GET /enterprises/facets and the filtered list (the exhibitor filter)', () => {
  test('counts the published exhibitors by category, hall, industry and tag, each with the other choices applied', async () => {
    const all = await guest.get(`/enterprises/facets?meeting_id=${M}`)
    expect(all.status).toBe(200)
    const f = all.body.results
    // Six companies, one unpublished: five counted.
    expect(f.total).toBe(5)
    expect(f.halls.map((h: { key: string }) => h.key)).toEqual(['A', 'B', 'C'])
    expect(f.halls[0]).toMatchObject({ key: 'A', title: { en: 'Hall A · Smart manufacturing' }, total: 2 })
    expect(f.tags.find((t: { key: string }) => t.key === 'new-launch')).toMatchObject({ title: { zh: '新品首发' }, total: 3 })
    expect(f.categories.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(5)
    expect(f.categories[0].title).toEqual(expect.objectContaining({ en: expect.any(String) }))
    // Categories are the exhibitors' sectors, never halls: the hall is the company's own `hall` (one model).
    expect(f.categories.map((c: { title: { en: string } }) => c.title.en)).toEqual(['Robotics and automation', 'Energy and storage', 'Health technology'])
    expect(f.industries.length).toBeGreaterThan(0)

    const inA = (await guest.get(`/enterprises/facets?meeting_id=${M}&hall=A`)).body.results
    expect(inA.total).toBe(2)
    // The hall facet still counts every hall (its own choice left out), the tags only hall A's companies.
    expect(inA.halls.map((h: { total: number }) => h.total)).toEqual([2, 2, 1])
    expect(inA.tags.reduce((n: number, t: { total: number }) => n + t.total, 0)).toBe(3)

    const list = await guest.get(`/enterprises?meeting_id=${M}&hall=A&tag=new-launch`)
    expect(list.body.total).toBe(1)
    expect(list.body.results[0]).toMatchObject({ hall: { key: 'A' }, tags: expect.arrayContaining([expect.objectContaining({ key: 'new-launch' })]) })
    expect((await guest.get(`/enterprises/count?meeting_id=${M}&tag=seeking-distributors`)).body.total).toBe(2)
  })

  test('bad input is a 400, an unknown meeting a 404', async () => {
    expect((await guest.get('/enterprises/facets')).status).toBe(400)
    expect((await guest.get(`/enterprises/facets?meeting_id=${M}&hall=${encodeURIComponent('A; drop')}`)).status).toBe(400)
    expect((await guest.get(`/enterprises?meeting_id=${M}&tag=${encodeURIComponent('<b>')}`)).status).toBe(400)
    expect((await guest.get('/enterprises/facets?meeting_id=660000000000000000000999')).status).toBe(404)
  })
})

describe('GET /meeting/blocks?version= (the draft layout for /preview)', () => {
  test('visitors get the released layout; the draft is the organisers\' only', async () => {
    const released = await guest.get(`/meeting/blocks?meeting_id=${M}&limit=999&weight=1`)
    expect(released.status).toBe(200)
    expect(released.body.results.map((b: { type: string }) => b.type)).toContain('lives')
    expect(released.body.results.every((b: { version?: number }) => b.version === undefined)).toBe(true)
    expect((await guest.get(`/meeting/blocks?meeting_id=${M}&version=2`)).body.total).toBe(released.body.total)

    const versions = (await guest.get(`/meetings/${M}/block/versions`)).body.results
    expect(versions).toEqual([{ version: 2, stage: 'release' }, { version: 3, stage: 'draft' }])

    expect((await guest.get(`/meeting/blocks?meeting_id=${M}&version=3`)).status).toBe(401)
    const visitor = await login(server, freshPhone())
    expect((await visitor.api.get(`/meeting/blocks?meeting_id=${M}&version=3`)).status).toBe(403)

    const organizer = await login(server, '13800000005')
    const draft = await organizer.api.get(`/meeting/blocks?meeting_id=${M}&version=3&limit=999&weight=1`)
    expect(draft.status).toBe(200)
    const types = draft.body.results.map((b: { type: string }) => b.type)
    expect(types).not.toContain('lives')
    expect(types.slice(0, 3)).toEqual(['banner', 'rich_text', 'exhibitors'])
    expect(draft.body.results.every((b: { version?: number }) => b.version === 3)).toBe(true)
    expect(draft.body.results[1].title).toMatchObject({ en: 'What is new this year' })
    // A version without blocks of its own is the released layout.
    expect((await organizer.api.get(`/meeting/blocks?meeting_id=${M}&version=7`)).body.total).toBe(released.body.total)
    expect((await organizer.api.get(`/meeting/blocks?meeting_id=${M}&version=-1`)).status).toBe(400)
  })
})

describe('saving news to my collection: /news/{id}/likes and GET /news/likes', () => {
  test('saves once, lists the saved news of a meeting newest first, takes it back; guests read the count only', async () => {
    const N = SEED_IDS.news
    const me = await login(server, freshPhone())
    const before = (await guest.get(`/news/${N[0]}/likes`)).body.results
    expect(before).toMatchObject({ news_id: N[0], liked: 0, like_total: expect.any(Number) })
    const base = before.like_total as number
    expect((await guest.post(`/news/${N[0]}/likes`)).status).toBe(401)
    expect((await me.api.post('/news/660000000000000000000999/likes')).status).toBe(404)
    expect((await me.api.post('/news/nope/likes')).status).toBe(400)

    const first = await me.api.post(`/news/${N[0]}/likes`)
    expect(first.status).toBe(201)
    expect(first.body.results).toMatchObject({ news_id: N[0], liked: 1, like_total: base + 1 })
    expect((await me.api.post(`/news/${N[0]}/likes`)).body.results.like_total).toBe(base + 1)
    await me.api.post(`/news/${N[1]}/likes`)

    const saved = await me.api.get(`/news/likes?meeting_id=${M}`)
    expect(saved.body.total).toBe(2)
    expect(saved.body.results.map((n: { _id: string }) => n._id)).toEqual([N[1], N[0]])
    expect(saved.body.results[0]).toMatchObject({ title: expect.any(Object), liked: 1 })
    expect(saved.body.results[0]).not.toHaveProperty('content')
    expect((await me.api.get('/news/likes?meeting_id=660000000000000000000999')).body.total).toBe(0)
    expect((await guest.get('/news/likes')).status).toBe(401)

    expect((await me.api.del(`/news/${N[0]}/likes`)).body.results).toMatchObject({ liked: 0, like_total: base })
    expect((await me.api.get('/news/likes')).body.total).toBe(1)
  })
})
