/** News, agendas, speakers and lives: src/api/content.ts and meetings.ts against the reference server. */
import { buyLive, countLiveChats, listAgendas, listLives, listNews, livePermission, liveSubtitles, payLiveOrder, updateLiveUser } from '@/api/content'
import { countAgendas, countLives } from './serverCalls'
import { fetchSpeaker, listSpeakers, speakerAgendas } from '@/api/meetings'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, headersOf, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
const L = SEED_IDS.lives
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => { h = connect(server); await loginAs(h) })

it('news: a page leaves the rich text out and counts all; one item carries it and puts its meeting in the page address', async () => {
  const page = await listNews({ meeting: M, limit: 2 })
  expect(page.results).toHaveLength(2)
  expect(page.total).toBeGreaterThanOrEqual(3)
  expect(page.results.map(n => n._id)).not.toContain(SEED_IDS.news[3]) // withdrawn
  expect(page.results.every(n => !('content' in n))).toBe(true)
  const [one] = (await listNews({ _id: SEED_IDS.news[0] })).results
  expect((one as unknown as { content: Record<string, string> }).content.en).toMatch(/^<p>The International Innovation Expo 2026 opens next week/)
  expect(h.platform.currentRoute()).toContain(`meeting_id=${M}`)
  expect((await listNews({ meeting: M, keyword: 'speakers' })).results.map(n => n._id)).toEqual([SEED_IDS.news[2]])
})

it('agendas: with_lives keeps only shown lives, the count agrees with the list, a speaker\'s agendas are theirs', async () => {
  const list = await listAgendas({ meeting_id: M, with_lives: 1 })
  const opening = list.results.find(a => a._id === SEED_IDS.agendas[0])!
  expect((opening.lives ?? []).map(l => (typeof l === 'string' ? l : l._id))).toEqual([L.live, L.countdown])
  expect((opening as unknown as { live_ids: string[] }).live_ids).toContain(L.hidden)
  expect((await countAgendas({ meeting_id: M })).total).toBe(list.total)
  const ofSpeaker = await speakerAgendas(M, SEED_IDS.speakers[0])
  expect(ofSpeaker.map(a => a._id)).toEqual(expect.arrayContaining([SEED_IDS.agendas[0], SEED_IDS.agendas[3]]))
  expect(ofSpeaker.map(a => a._id)).not.toContain(SEED_IDS.agendas[1])
})

it('speakers: the list by weight with its total, one speaker as the document itself', async () => {
  const list = await listSpeakers(M)
  expect(list.results.slice(0, 4).map(s => s._id)).toEqual(SEED_IDS.speakers.slice(0, 4))
  expect(list.total).toBeGreaterThanOrEqual(4)
  expect(await fetchSpeaker(M, SEED_IDS.speakers[1])).toMatchObject({ _id: SEED_IDS.speakers[1], name: { en: 'Emily Carter' } })
  expect((await listSpeakers(M, { keyword: 'Tanaka' })).results.map(s => s._id)).toEqual([SEED_IDS.speakers[2]])
})

it('lives: the public list (no Authorization) hides streams of private and paid lives; permission says why', async () => {
  const list = await listLives({ meeting_id: M, limit: 50 })
  expect(headersOf(h.sent, '/lives')[0].Authorization).toBeUndefined()
  const ids = list.results.map(l => l._id)
  expect(ids).not.toContain(L.hidden)
  expect((await countLives({ meeting_id: M })).total).toBe(list.total)
  const byId = (id: string) => list.results.find(l => l._id === id) as unknown as Record<string, unknown>
  expect(byId(L.live).hls_url).toBeDefined()
  expect(byId(L.private).hls_url).toBeUndefined()
  expect(byId(L.paid).hls_url).toBeUndefined()
  expect(await livePermission(L.private)).toMatchObject({ permission: 0, reason: 'registration', activities: [SEED_IDS.activities.private] })
  expect(await livePermission(L.paid)).toMatchObject({ permission: 0, reason: 'payment', price: 1990 })
  expect(await livePermission(L.live)).toMatchObject({ permission: 1 })
})

it('a paid live: order, sandbox payment, then the permission gives the stream; subtitles, chats and a reminder', async () => {
  const order = await buyLive(L.paid)
  expect(order).toMatchObject({ status: 'pending', amount: 1990 })
  expect(await payLiveOrder(order._id, { channel: 'sandbox' })).toMatchObject({ _id: order._id, status: 'done' })
  expect(await livePermission(L.paid)).toMatchObject({ permission: 1, hls_url: expect.any(String) })
  await expect(buyLive(L.paid)).rejects.toMatchObject({ status: 409 })
  const subtitles = await liveSubtitles({ live_id: L.live, language: 'en' }) as { text: string }[]
  expect(subtitles.map(s => s.text)).toEqual(['Hello everyone, welcome to the main forum.', 'Today we talk about AI.', 'Please send your questions.'])
  await expect(liveSubtitles({ live_id: L.private })).rejects.toMatchObject({ status: 403 })
  expect((await countLiveChats({ live_id: L.live })).total).toBeGreaterThanOrEqual(3)
  expect(await updateLiveUser(L.countdown, h.root.session.userId!, { remind: 1 })).toMatchObject({ remind: 1 })
})
