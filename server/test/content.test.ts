/** Content groups of the first screens: guest reads (SPEC §6), lives, agendas, news, speakers, enterprises, products, likes. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { AGENDA_TYPES } from '../../types/entities'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const MM = SEED_IDS.membersMeeting
const X = SEED_IDS.members
const L = SEED_IDS.lives
let server: TestServer
let guest: ReturnType<typeof client>
let visitor: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer()
  guest = client(server)
  visitor = (await login(server, '13800000001')).api
}, 120_000)
afterAll(() => server?.stop())

describe('guest reads (SPEC §6)', () => {
  const openReads = [
    `/activities?meeting_id=${M}`, `/activities?_id=${SEED_IDS.activities.openFree}`, `/activities/${SEED_IDS.activities.openFree}/sources`,
    `/industry/categories?meeting_id=${M}`, `/speaker/categories?meeting_id=${M}`, `/lives/count?meeting_id=${M}`,
    `/lives/${L.live}/permission`, `/lives/${L.live}/subtitles`, `/lives/${L.live}/chats/count`, `/meeting/agendas?meeting_id=${M}`,
    `/meeting/agendas/count?meeting_id=${M}`, `/news?meeting=${M}`, `/news?_id=${SEED_IDS.news[0]}`, `/meetings/${M}/speakers`,
    `/meetings/${M}/speakers/${SEED_IDS.speakers[0]}`, `/meetings/${M}/speaker/users/${SEED_IDS.speakers[0]}/agendas`,
    `/enterprises?meeting_id=${M}`, `/enterprises/count?meeting_id=${M}`, `/enterprises/search?meeting_id=${M}&keyword=aurora`,
    `/exhibitors?meeting_id=${M}`, `/enterprise/products?meeting_id=${M}`, `/enterprise/products/count?meeting_id=${M}`,
    `/enterprise/products/search?meeting_id=${M}&keyword=product`,
  ]
  test.each(openReads)('a guest reads %s of the open meeting', async (path) => {
    const res = await guest.get(path)
    expect(res.status).toBe(200)
  })

  const closedReads = [
    `/activities?meeting_id=${MM}`, `/activities?_id=${X.activity}`, `/activities/${X.activity}/sources`, `/industry/categories?meeting_id=${MM}`,
    `/lives/count?meeting_id=${MM}`, `/lives/${X.live}/permission`, `/lives/${X.live}/subtitles`, `/lives/${X.live}/chats/count`,
    `/meeting/agendas?meeting_id=${MM}`, `/meeting/agendas?_id=${X.agenda}`, `/meeting/agendas/count?meeting_id=${MM}`, `/news?meeting=${MM}`,
    `/news?_id=${X.news}`, `/meetings/${MM}/speakers`, `/meetings/${MM}/speakers/${X.speaker}`, `/enterprises?meeting_id=${MM}`,
    `/enterprises?_id=${X.enterprise}`, `/enterprises/count?meeting_id=${MM}`, `/enterprise/products?meeting_id=${MM}`,
    `/enterprise/products?_id=${X.product}`, `/enterprise/products?enterprise_id=${X.enterprise}`,
    // Without a meeting a guest is refused too.
    '/activities', '/news', '/enterprises', '/meeting/agendas',
  ]
  test.each(closedReads)('a guest is refused %s (members-only meeting or none) with 401; a member reads it', async (path) => {
    const res = await guest.get(path)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(4011)
    expect((await visitor.get(path)).status).toBe(200)
  })

  test('a bad token is 403 even on guest-readable calls; writes still need a token', async () => {
    const bad = client(server, 'f'.repeat(64))
    expect((await bad.get(`/news?meeting=${M}`)).status).toBe(403)
    expect((await guest.post('/enterprise/likes', { enterprise_id: SEED_IDS.enterprises[0] })).status).toBe(401)
    // Views are counted for guests of open meetings (guestViews.test.ts); calls are not.
    expect((await guest.post(`/enterprises/${SEED_IDS.enterprises[0]}/calls`, {})).status).toBe(401)
    expect((await guest.post(`/lives/${L.paid}/checkouts`, {})).status).toBe(401)
  })

  test('GET /lives stays public for every meeting (SPEC §6: sent without Authorization)', async () => {
    expect((await guest.get(`/lives?meeting_id=${MM}`)).status).toBe(200)
  })

  test('an unknown meeting is 404', async () => {
    expect((await guest.get('/news?meeting=6601000000000000000000ff')).status).toBe(404)
  })
})

describe('lives', () => {
  test('list: shown lives by weight desc with paging and total; stream addresses only for open lives', async () => {
    const res = await guest.get(`/lives?meeting_id=${M}&limit=3`)
    expect(res.body.total).toBe(7)
    expect(res.body.results).toHaveLength(3)
    const all = (await guest.get(`/lives?meeting_id=${M}&limit=100`)).body.results
    expect(all.map((l: { weight: number }) => l.weight)).toEqual([70, 60, 50, 40, 30, 20, 10])
    expect(all.find((l: { _id: string }) => l._id === L.hidden)).toBeUndefined()
    expect(all.find((l: { _id: string }) => l._id === L.live).hls_url).toMatch(/m3u8$/)
    const restricted = all.filter((l: { _id: string }) => l._id === L.private || l._id === L.paid)
    expect(restricted).toHaveLength(2)
    for (const l of restricted) expect(l).not.toHaveProperty('hls_url')
    const page2 = await guest.get(`/lives?meeting_id=${M}&limit=3&skip=3`)
    expect(page2.body.results[0]._id).toBe(all[3]._id)
    expect((await guest.get(`/lives/count?meeting_id=${M}`)).body.results.total).toBe(7)
  })

  test('permission: open, private (needs registration), paid (needs a paid order)', async () => {
    expect((await guest.get(`/lives/${L.live}/permission`)).body.results).toMatchObject({ allowed: 1, hls_url: expect.any(String) })
    expect((await guest.get(`/lives/${L.private}/permission`)).body.results).toEqual({ allowed: 0, permission: 0, reason: 'login' })
    const me = await login(server, freshPhone())
    expect((await me.api.get(`/lives/${L.private}/permission`)).body.results).toEqual({ allowed: 0, permission: 0, reason: 'registration', activities: [SEED_IDS.activities.private] })
    expect((await me.api.get(`/lives/${L.private}/subtitles`)).status).toBe(403)
    // Register through the invitation channel of the private activity.
    const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
    const t = await me.api.post('/tickets', { activity_id: SEED_IDS.activities.private, source_id: SEED_IDS.sources.privateInvite, name: 'P', answers: [heard] })
    expect(t.status).toBe(201)
    expect((await me.api.get(`/lives/${L.private}/permission`)).body.results).toMatchObject({ allowed: 1, hls_url: expect.any(String) })
    expect((await me.api.get(`/lives/${L.private}/subtitles?language=en`)).body.results[0].text).toMatch(/Hello/)

    const paid = await me.api.get(`/lives/${L.paid}/permission`)
    expect(paid.body.results).toEqual({ allowed: 0, permission: 0, reason: 'payment', price: 1990 })
    const order = await me.api.post(`/lives/${L.paid}/checkouts`, {})
    expect(order.status).toBe(201)
    expect(order.body.results).toMatchObject({ status: 'pending', amount: 1990, live_id: L.paid })
    expect(order.body.results).not.toHaveProperty('transaction_id')
    // Same pending order on a second call.
    expect((await me.api.post(`/lives/${L.paid}/checkouts`, {})).body.results._id).toBe(order.body.results._id)
    expect((await me.api.get(`/lives/${L.paid}/permission`)).body.results.allowed).toBe(0)
    const other = await login(server, freshPhone())
    expect((await other.api.post(`/lives/checkouts/${order.body.results._id}/pay`, { channel: 'sandbox' })).status).toBe(403)
    const pay = await me.api.post(`/lives/checkouts/${order.body.results._id}/pay`, { channel: 'sandbox' })
    expect(pay.body.results).toMatchObject({ status: 'done', pay_channel: 'sandbox' })
    expect((await me.api.get(`/lives/${L.paid}/permission`)).body.results.allowed).toBe(1)
    expect((await me.api.post(`/lives/${L.paid}/checkouts`, {})).body.code).toBe(4402)
    expect((await me.api.post(`/lives/${L.live}/checkouts`, {})).status).toBe(400)
  })

  test('subtitles in order with since/limit; chats count', async () => {
    const subs = await guest.get(`/lives/${L.live}/subtitles?language=zh&limit=2`)
    expect(subs.body.total).toBe(3)
    expect(subs.body.results.map((s: { offset: number }) => s.offset)).toEqual([0, 8])
    expect(typeof subs.body.results[0].text).toBe('string')
    const since = await guest.get(`/lives/${L.live}/subtitles?since=0`)
    expect(since.body.results).toHaveLength(2)
    expect(Object.keys(since.body.results[0].text).sort()).toEqual(['en', 'ja', 'ko', 'zh'])
    expect((await guest.get(`/lives/${L.live}/chats/count`)).body.results.total).toBe(3)
    expect((await guest.get(`/chats/count?live_id=${L.live}`)).body.results.total).toBe(3)
    expect((await guest.get(`/subtitles?live_id=${L.live}&language=en&limit=1`)).body.results[0].text).toMatch(/Hello/)
    expect((await guest.get(`/subtitles?live_id=${X.live}`)).status).toBe(401)
    expect((await guest.get(`/lives/${L.paid}/subtitles`)).status).toBe(401)
  })

  test('single by _id returns a hidden or unknown live as such; bad input 4xx', async () => {
    expect((await guest.get(`/lives?_id=${L.hidden}`)).body.results[0]).toMatchObject({ _id: L.hidden, enable_show: 0 })
    expect((await guest.get('/lives/6600000000000000000000ff/permission')).status).toBe(404)
    expect((await guest.get('/lives/xyz/permission')).body.message).toContain('parsing ObjectId string')
    expect((await guest.get(`/lives?meeting_id=${M}&limit=0`)).status).toBe(400)
    expect((await guest.get(`/lives?meeting_id=${M}&foo=1`)).status).toBe(400)
    expect((await visitor.post(`/lives/${L.paid}/checkouts`, { channel: 'cash' })).status).toBe(400)
    expect((await visitor.post(`/lives/${L.paid}/checkouts`, { amount: 1 })).status).toBe(400)
  })
})

describe("the home's for-you block: what runs now and what is still to come", () => {
  test('/lives?on_air=1 lists only the lives running now', async () => {
    const all = (await guest.get(`/lives?meeting_id=${M}&limit=100`)).body.results as { _id: string; start: number; end: number }[]
    const now = Date.now() / 1000
    const running = all.filter(l => l.start <= now && now < l.end).map(l => l._id)
    expect(running.length).toBeGreaterThan(0)
    expect(running.length).toBeLessThan(all.length)
    const onAir = await guest.get(`/lives?meeting_id=${M}&on_air=1&limit=100`)
    expect(onAir.status).toBe(200)
    expect(onAir.body.results.map((l: { _id: string }) => l._id).sort()).toEqual(running.sort())
    expect(onAir.body.total).toBe(running.length)
    expect((await guest.get(`/lives?meeting_id=${M}&on_air=0&limit=100`)).body.total).toBe(all.length)
    expect((await guest.get(`/lives?meeting_id=${M}&on_air=yes`)).status).toBe(400)
  })

  test('/meeting/agendas?ends_after= lists the sessions that end after that moment', async () => {
    const all = (await guest.get(`/meeting/agendas?meeting_id=${M}&limit=100`)).body.results as { _id: string; end: number }[]
    const ends = [...new Set(all.map(a => a.end))].sort((a, b) => a - b)
    const cut = ends[1]
    const later = await guest.get(`/meeting/agendas?meeting_id=${M}&ends_after=${cut}&limit=100`)
    expect(later.status).toBe(200)
    expect(later.body.results.map((a: { _id: string }) => a._id)).toEqual(all.filter(a => a.end > cut).map(a => a._id))
    expect(later.body.total).toBe(all.filter(a => a.end > cut).length)
    expect(later.body.total).toBeLessThan(all.length)
    expect((await guest.get(`/meeting/agendas?meeting_id=${M}&ends_after=soon`)).status).toBe(400)
  })
})

describe('agendas, news, speakers', () => {
  test('agendas: by start, paging, with_lives keeps only shown lives', async () => {
    const res = await guest.get(`/meeting/agendas?meeting_id=${M}&limit=2`)
    expect(res.body.total).toBe(7)
    expect(res.body.results).toHaveLength(2)
    expect(res.body.results[0].start).toBeLessThan(res.body.results[1].start)
    expect(res.body.results[0]).not.toHaveProperty('lives')
    expect(res.body.results[0].live_ids).toEqual([L.live, L.countdown, L.hidden])
    expect(res.body.results[0].activities[0]).toMatchObject({ _id: SEED_IDS.activities.openFree, title: expect.any(Object) })
    const withLives = await guest.get(`/meeting/agendas?meeting_id=${M}&with_lives=1&limit=1`)
    expect(withLives.body.results[0].lives.map((l: { _id: string }) => l._id)).toEqual([L.live, L.countdown])
    expect((await guest.get(`/meeting/agendas/count?meeting_id=${M}`)).body.results.total).toBe(7)
    // The forum room's workshop (09:30) runs beside the keynote (09:00), before the AI forum (11:00).
    expect(res.body.results[1]._id).toBe(SEED_IDS.agendas[4])
    const page2 = await guest.get(`/meeting/agendas?meeting_id=${M}&limit=2&skip=2`)
    expect(page2.body.results[0]._id).toBe(SEED_IDS.agendas[1])
    expect((await guest.get(`/meeting/agendas?meeting_id=${M}&with_lives=2`)).status).toBe(400)
  })

  test('a session says its room, track, kind and languages (the agenda\'s filters and grid)', async () => {
    const all = (await guest.get(`/meeting/agendas?meeting_id=${M}&limit=20`)).body.results as Record<string, unknown>[]
    const byId = new Map(all.map((a) => [a._id, a]))
    expect(byId.get(SEED_IDS.agendas[0])).toMatchObject({
      place: { zh: '主会场', en: 'Main hall' }, track: { zh: '大会', en: 'Plenary' }, type: 'keynote', languages: ['zh', 'en'],
    })
    expect(byId.get(SEED_IDS.agendas[4])).toMatchObject({ place: { en: 'Hall B forum room' }, track: { en: 'AI' }, type: 'workshop', languages: ['en'] })
    // Every session has all four, each kind one the client names, each text in the four languages.
    for (const a of all) {
      expect(AGENDA_TYPES).toContain(a.type)
      expect(Object.keys(a.track as object).sort()).toEqual(['en', 'ja', 'ko', 'zh'])
      expect(Object.keys(a.place as object).sort()).toEqual(['en', 'ja', 'ko', 'zh'])
      expect((a.languages as string[]).length).toBeGreaterThan(0)
    }
    // Parallel rooms: at least one session overlaps another in a different room.
    const workshop = byId.get(SEED_IDS.agendas[4]) as { start: number; end: number }
    const keynote = byId.get(SEED_IDS.agendas[0]) as { start: number; end: number }
    expect(workshop.start < keynote.end && keynote.start < workshop.end).toBe(true)
  })

  test('news: weight desc, no rich text in lists, deleted only by _id with deleted = 1', async () => {
    const res = await guest.get(`/news?meeting=${M}`)
    expect(res.body.total).toBe(3)
    expect(res.body.results.map((n: { _id: string }) => n._id)).toEqual(SEED_IDS.news.slice(0, 3))
    expect(res.body.results[0]).not.toHaveProperty('content')
    const one = await guest.get(`/news?_id=${SEED_IDS.news[0]}`)
    expect(one.body.results[0].content.en).toMatch(/^<p>The International Innovation Expo 2026 opens next week/)
    expect((await guest.get(`/news?_id=${SEED_IDS.news[3]}`)).body.results[0].deleted).toBe(1)
    expect((await guest.get(`/news?meeting_id=${M}&limit=1&skip=1`)).body.results[0]._id).toBe(SEED_IDS.news[1])
    expect((await guest.get(`/news?meeting=${M}&keyword=${encodeURIComponent('exhibitors')}`)).body.total).toBe(1)
    expect((await guest.get(`/news?meeting=${M}&keyword=${'x'.repeat(5000)}`)).status).toBe(400)
  })

  test('speakers: list, single, their agendas; speaker categories', async () => {
    const list = await guest.get(`/meetings/${M}/speakers?limit=2`)
    expect(list.body.total).toBe(4)
    expect(list.body.results[0]).toMatchObject({ _id: SEED_IDS.speakers[0], name: expect.any(Object), work_title: expect.any(Object), photo: expect.any(String) })
    const one = await guest.get(`/meetings/${M}/speakers/${SEED_IDS.speakers[1]}`)
    expect(one.body.results.name.en).toBe('Emily Carter')
    expect((await guest.get(`/meetings/${M}/speakers/${SEED_IDS.speakers[1].replace(/.$/, 'f')}`)).status).toBe(404)
    // Speaker 0 appears in agendas 0 and 3.
    const agendas = await guest.get(`/meetings/${M}/speaker/users/${SEED_IDS.speakers[0]}/agendas`)
    expect(agendas.body.results.map((a: { _id: string }) => a._id)).toEqual([SEED_IDS.agendas[0], SEED_IDS.agendas[3]])
    const cats = await guest.get(`/speaker/categories?meeting_id=${M}`)
    expect(cats.body.results).toHaveLength(2)
  })
})

describe('enterprises and products', () => {
  test('enterprises: weight desc, status = 1 and deleted = 0 by default, recommend filter, paging, count, search', async () => {
    const res = await guest.get(`/enterprises?meeting_id=${M}&limit=3`)
    expect(res.body.total).toBe(5)
    expect(res.body.results.map((e: { weight: number }) => e.weight)).toEqual([100, 90, 80])
    expect(res.body.results[0]).toMatchObject({ exhibitor: { company: { title: expect.any(Object) } }, recommend: 1, status: 1, deleted: 0, like_total: 0 })
    expect(res.body.results[0]).not.toHaveProperty('user_id')
    expect((await guest.get(`/enterprises?meeting_id=${M}&recommend=1&status=1&deleted=0`)).body.total).toBe(4)
    expect((await guest.get(`/enterprises?meeting_id=${M}&status=0`)).body.total).toBe(1)
    expect((await guest.get(`/enterprises/count?meeting_id=${M}&recommend=1`)).body.results.total).toBe(4)
    expect((await guest.get(`/enterprises?meeting_id=${M}&limit=2&skip=4`)).body.results).toHaveLength(1)
    const search = await guest.get(`/enterprises/search?meeting_id=${M}&keyword=${encodeURIComponent('绿能')}`)
    expect(search.body.results.map((e: { _id: string }) => e._id)).toEqual([SEED_IDS.enterprises[1]])
    expect((await guest.get(`/enterprises/search?meeting_id=${M}&keyword=%25`)).body.total).toBe(0)
    expect((await guest.get(`/enterprises?meeting_id=${M}&sort=weight`)).body.results[0].weight).toBe(60)
    expect((await guest.get(`/enterprises?meeting_id=${M}&recommend=2`)).status).toBe(400)
  })

  test('products with their enterprise, count, search, by enterprise', async () => {
    const res = await guest.get(`/enterprise/products?meeting_id=${M}&limit=2`)
    expect(res.body.total).toBe(6)
    expect(res.body.results[0]).toMatchObject({ title: expect.any(Object), images: [expect.any(String)], enterprise: [{ _id: SEED_IDS.enterprises[0], exhibitor: { company: { title: expect.any(Object) } } }] })
    expect((await guest.get(`/enterprise/products?enterprise_id=${SEED_IDS.enterprises[0]}`)).body.total).toBe(2)
    expect((await guest.get(`/enterprise/products/count?meeting_id=${M}`)).body.results.total).toBe(6)
    expect((await guest.get(`/enterprise/products/search?meeting_id=${M}&keyword=${encodeURIComponent('PCR analyser')}`)).body.total).toBe(1)
    expect((await guest.get(`/exhibitors/products?meeting_id=${M}`)).body.total).toBe(6)
  })

  test('likes and awesomes: once per user, counted, removable only by their owner', async () => {
    const a = await login(server, freshPhone())
    const b = await login(server, freshPhone())
    const e = SEED_IDS.enterprises[2]
    const like = await a.api.post('/enterprise/likes', { enterprise_id: e })
    expect(like.status).toBe(201)
    expect((await a.api.post('/enterprise/likes', { enterprise_id: e })).body.results._id).toBe(like.body.results._id)
    await b.api.post('/enterprise/likes', { enterprise_id: e })
    await a.api.post('/enterprise/awesomes', { enterprise_id: e })
    const doc = (await a.api.get(`/enterprises?_id=${e}`)).body.results[0]
    expect(doc).toMatchObject({ like_total: 2, awesome_total: 1, liked: 1, awesomed: 1 })
    expect((await a.api.get('/enterprise/likes')).body.total).toBe(1)
    expect((await b.api.del(`/enterprise/likes/${like.body.results._id}`)).status).toBe(403)
    expect((await a.api.del(`/enterprise/likes/${like.body.results._id}`)).body.results.deleted).toBe(1)
    expect((await a.api.del(`/enterprise/awesomes?enterprise_id=${e}`)).status).toBe(200)
    expect((await a.api.get(`/enterprises?_id=${e}`)).body.results[0]).toMatchObject({ like_total: 1, awesome_total: 0, liked: 0 })
    const p = SEED_IDS.products[0]
    expect((await a.api.post('/enterprise/product/likes', { product_id: p })).status).toBe(201)
    expect((await a.api.post('/enterprise/product/awesomes', { product_id: p })).status).toBe(201)
    expect((await a.api.get(`/enterprise/products?_id=${p}`)).body.results[0]).toMatchObject({ like_total: 1, awesome_total: 1 })
    // Bad input changes nothing.
    expect((await a.api.post('/enterprise/likes', { enterprise_id: 'nope' })).body.message).toContain('parsing ObjectId string')
    expect((await a.api.post('/enterprise/likes', { enterprise_id: e, extra: 1 })).status).toBe(400)
    expect((await a.api.post('/enterprise/likes', { enterprise_id: '6600000000000000000000ff' })).status).toBe(404)
    expect((await a.api.get('/enterprise/likes')).body.total).toBe(0)
  })

  test('views and other counted actions', async () => {
    const e = SEED_IDS.enterprises[3]
    expect((await visitor.post(`/enterprises/${e}/views`, { user_id: 'device-1' })).body.results).toEqual({ action: 'views', total: 1 })
    expect((await visitor.post(`/enterprises/${e}/calls`, {})).body.results.total).toBe(1)
    expect((await visitor.post(`/enterprises/${e}/attachments/views`, {})).status).toBe(200)
    expect((await visitor.post(`/enterprises/${e}/products/${SEED_IDS.products[3]}/views`, {})).body.results.total).toBe(1)
    expect((await visitor.post(`/exhibitors/${e}/views`, {})).body.results.total).toBe(2)
    expect((await visitor.post(`/enterprises/${e}/views`, { user_id: 'x'.repeat(100) })).status).toBe(400)
    expect((await visitor.post('/enterprises/6600000000000000000000ff/views', {})).status).toBe(404)
  })
})

describe('live notifications', () => {
  test('subscribe; a reminder by SMS and e-mail 10 minutes before start, once; minutes by e-mail after the end, once', async () => {
    const me = await login(server, freshPhone())
    const countdown = (await guest.get(`/lives?_id=${L.countdown}`)).body.results[0]
    const over = (await guest.get(`/lives?_id=${L.over}`)).body.results[0]
    expect((await me.api.put(`/lives/${L.countdown}/users/${me.user_id}`, { remind: 1 })).body.results).toMatchObject({ remind: 1, reminded: null })
    // Asking for the minutes is not asking for a reminder.
    expect((await me.api.put(`/lives/${L.over}/users/${me.user_id}`, { minutes_email: 'Minutes@Example.com' })).body.results).toMatchObject({ remind: 0, minutes_email: 'minutes@example.com' })
    expect((await me.api.get('/lives/users')).body.total).toBe(2)
    const other = await login(server, freshPhone())
    // Only those who asked get the minutes: a reminder alone, or an ask withdrawn (''), gets none.
    expect((await other.api.put(`/lives/${L.over}/users/${other.user_id}`, { remind: 1 })).status).toBe(200)
    const changedMind = await login(server, freshPhone())
    expect((await changedMind.api.put(`/lives/${L.over}/users/${changedMind.user_id}`, { minutes_email: 'changed@example.com' })).status).toBe(200)
    expect((await changedMind.api.put(`/lives/${L.over}/users/${changedMind.user_id}`, { minutes_email: '' })).body.results).toMatchObject({ minutes_email: null })
    expect((await other.api.put(`/lives/${L.countdown}/users/${me.user_id}`, { remind: 1 })).status).toBe(403)
    expect((await me.api.put(`/lives/${L.countdown}/users/${me.user_id}`, { minutes_email: 'not-an-email' })).status).toBe(400)

    expect((await guest.post('/dev/jobs/lives', { now: countdown.start - 900 })).body.results.reminders).toBe(0)
    const phone = (await me.api.get('/users')).body.results[0].phone
    expect((await guest.post('/dev/jobs/lives', { now: countdown.start - 300 })).body.results.reminders).toBe(1)
    const sms = await guest.get(`/dev/outbox?to=${phone}&limit=1`)
    expect(sms.body.results[0].body).toMatch(/starts in 5 minutes/)
    expect((await guest.post('/dev/jobs/lives', { now: countdown.start - 120 })).body.results.reminders).toBe(0)

    expect((await guest.post('/dev/jobs/lives', { now: over.end + 3 * 3600 })).body.results.minutes).toBe(0)
    expect((await guest.post('/dev/jobs/lives', { now: over.end + 60 })).body.results.minutes).toBe(1)
    const mail = await guest.get('/dev/outbox?to=minutes@example.com&limit=1')
    expect(mail.body.results[0]).toMatchObject({ channel: 'mail', subject: 'Minutes of the live' })
    expect((await guest.post('/dev/jobs/lives', { now: over.end + 120 })).body.results.minutes).toBe(0)
  })
})
