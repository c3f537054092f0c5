/** The speaker and agenda calls the speaker/agenda screens make, against the real reference server and its seed. */
import { listAllAgendas } from '@/api/content'
import { fetchSpeaker, listSpeakers, speakerAgendas } from '@/api/meetings'
import { listCategories } from '@/api/categories'
import { followAgenda, followsAgenda, unfollowAgenda, userAgendas } from '@/api/users'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from './harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const M = SEED_IDS.meeting
const ids = <T extends { _id: string }>(items: T[]) => items.map(i => i._id)

it('listAllAgendas reads the whole programme page by page, in time order, with only shown lives', async () => {
  const all = await listAllAgendas({ meeting_id: M, with_lives: 1 }, 3)
  // In time order: the forum room's workshop (09:30) and the designers' meetup (14:00) on the first day, the storage talk on the second.
  const A = SEED_IDS.agendas
  expect(ids(all)).toEqual([A[0], A[4], A[1], A[5], A[2], A[6], A[3]])
  const pages = h.sent.filter(r => new URL(r.url).pathname.endsWith('/meeting/agendas')).map(r => new URL(r.url).searchParams.get('skip'))
  expect(pages).toEqual(['0', '3', '6'])
  expect(all.map(a => a.start)).toEqual([...all.map(a => a.start)].sort((a, b) => a - b))
  // The hidden live of the opening keynote is left out.
  expect(ids(all[0].lives ?? [])).toEqual([SEED_IDS.lives.live, SEED_IDS.lives.countdown])
  expect(all[0].description).toMatchObject({ en: expect.stringContaining('<p>') })
})

it('speakers by category, one speaker with company and bio, and the sessions they speak in', async () => {
  const cats = await listCategories('speaker', { meeting_id: M })
  expect(cats.length).toBeGreaterThanOrEqual(2)
  const everyone = await listSpeakers(M, { limit: 50 })
  expect(everyone.total).toBe(SEED_IDS.speakers.length)
  const byCategory = await Promise.all(cats.map(c => listSpeakers(M, { category_id: c._id, limit: 50 })))
  expect(byCategory.flatMap(p => ids(p.results)).sort()).toEqual([...SEED_IDS.speakers].sort())
  expect(byCategory.every(p => p.results.length > 0 && p.results.length < SEED_IDS.speakers.length)).toBe(true)
  const paged = await listSpeakers(M, { limit: 2, skip: 2 })
  expect(ids(paged.results)).toEqual(ids(everyone.results).slice(2, 4))

  const one = await fetchSpeaker(M, SEED_IDS.speakers[0])
  expect(one).toMatchObject({ _id: SEED_IDS.speakers[0], company: { en: expect.any(String) }, description: { en: expect.stringContaining('<p>') } })

  const sessions = await speakerAgendas(M, SEED_IDS.speakers[0], { with_lives: 1 })
  expect(ids(sessions)).toEqual([SEED_IDS.agendas[0], SEED_IDS.agendas[3]])
  expect(sessions.every(a => a.speakers?.includes(SEED_IDS.speakers[0]))).toBe(true)
  expect(ids(sessions[0].lives ?? [])).toEqual([SEED_IDS.lives.live, SEED_IDS.lives.countdown])
})

it('a signed-in user adds a session to their schedule, sees it, and takes it out', async () => {
  await loginNewUser(server, h)
  const me = h.root.session.userId!
  const agenda = SEED_IDS.agendas[1]
  expect(await followsAgenda(me, agenda)).toMatchObject({ followed: 0 })
  await followAgenda(me, agenda)
  expect(await followsAgenda(me, agenda)).toMatchObject({ followed: 1 })
  expect(ids(await userAgendas(me, { meeting_id: M, limit: 999 }))).toEqual([agenda])
  await unfollowAgenda(me, agenda)
  expect(await followsAgenda(me, agenda)).toMatchObject({ followed: 0 })
  expect(await userAgendas(me, { meeting_id: M, limit: 999 })).toEqual([])
})
