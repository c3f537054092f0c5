/**
 * The calls behind the meeting search against the reference server: activities found by a keyword in any language of
 * their title, and searches logged (signed out: the device id stands in for user_id) and counted per meeting: the seed's
 * popular keywords (four languages) first.
 */
import { listActivities } from '@/api/activities'
import { logSearchKeyword, topSearchKeywords } from '@/api/search'
import { localize } from '@/core'
import { SEED_POPULAR_KEYWORDS } from '../../../server/seed/searches'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, formOf, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

it('finds activities by a keyword in any language of the title, and only those', async () => {
  const all = await listActivities({ meeting_id: M, limit: 50 })
  const byEnglish = await listActivities({ meeting_id: M, keyword: 'WORKSHOP', limit: 50 })
  expect(byEnglish.results.map(a => localize(a.title, 'en'))).toEqual(['Hands-on AI workshop'])
  expect(byEnglish.total).toBe(1)
  expect(all.total).toBeGreaterThan(byEnglish.total!)
  const byChinese = await listActivities({ meeting_id: M, keyword: '工作坊' })
  expect(byChinese.results.map(a => a._id)).toEqual([SEED_IDS.activities.workshop50])
  // A wildcard is a character to find, not a pattern.
  expect((await listActivities({ meeting_id: M, keyword: '%' })).total).toBe(0)
  await expect(listActivities({ meeting_id: M, keyword: 'x'.repeat(101) })).rejects.toMatchObject({ status: 400 })
})

it('logs a search with the device id when signed out, and counts a keyword in any case as one', async () => {
  const keyword = `robots-${Date.now()}`
  await logSearchKeyword({ keyword, meeting_id: M })
  await logSearchKeyword({ keyword: keyword.toUpperCase(), meeting_id: M })
  const [logged] = h.sent.filter(req => req.url.endsWith('/search/keyword'))
  expect(formOf(logged)).toEqual({ keyword, meeting_id: M, user_id: h.root.session.deviceId })
  const top = await topSearchKeywords(M, 50)
  expect(top).toContainEqual({ keyword, total: 2 })
  await expect(logSearchKeyword({ keyword: '', meeting_id: M })).rejects.toMatchObject({ status: 400 })
})

it('answers the most searched keywords of the meeting, most first and at most `limit`: the seeded ones from the start', async () => {
  const seeded = SEED_POPULAR_KEYWORDS.map(([keyword, total]) => ({ keyword, total }))
  // Signed out (a guest may read them), before this file logs anything but its own unique keyword.
  const top = await topSearchKeywords(M, 3)
  expect(top).toEqual(seeded.slice(0, 3))
  const asked = new URL(h.sent.at(-1)!.url)
  expect([asked.pathname.endsWith('/search/keywords'), asked.searchParams.get('meeting_id'), asked.searchParams.get('limit')]).toEqual([true, M, '3'])
  const all = await topSearchKeywords(M)
  expect(all.slice(0, seeded.length)).toEqual(seeded)
  // The seeded keywords find something (the Japanese and Korean ones: activities).
  expect((await listActivities({ meeting_id: M, keyword: 'サミット' })).total).toBeGreaterThan(0)
  expect((await listActivities({ meeting_id: M, keyword: '투자자' })).total).toBeGreaterThan(0)
})
