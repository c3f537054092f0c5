/** Contract of the public calls, the response shapes, the auth rule and generic bad input. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, login } from './helpers'

let server: TestServer
let api: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); api = client(server) }, 120_000)
afterAll(() => server?.stop())

describe('meetings and home page (public)', () => {
  test('GET /demand/meetings returns the default meeting in four languages', async () => {
    const res = await api.get('/demand/meetings?limit=1')
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(1)
    const [meeting] = res.body.results
    expect(meeting._id).toBe(SEED_IDS.meeting)
    expect(Object.keys(meeting.title).sort()).toEqual(['en', 'ja', 'ko', 'zh'])
    expect(meeting.config.language).toEqual({ zh: 1, en: 1, ja: 1, ko: 1 })
    expect(meeting.config.icp).toMatch(/ICP/)
    expect(meeting).not.toHaveProperty('is_default')
  })

  test('GET /demand/meetings?_id= of a deleted meeting returns it with deleted = 1', async () => {
    const res = await api.get(`/demand/meetings?_id=${SEED_IDS.deletedMeeting}`)
    expect(res.status).toBe(200)
    expect(res.body.results[0]).toMatchObject({ _id: SEED_IDS.deletedMeeting, deleted: 1 })
  })

  test('an invalid ObjectId answers 400 with "parsing ObjectId string"', async () => {
    const res = await api.get('/demand/meetings?_id=not-an-id')
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('parsing ObjectId string')
    expect(res.body.code).toBe(4041)
  })

  test('GET /meeting/blocks lists layout blocks by weight desc, banner first with covers', async () => {
    const res = await api.get(`/meeting/blocks?meeting_id=${SEED_IDS.meeting}&limit=999&weight=1&with_hls=1`)
    expect(res.status).toBe(200)
    const types = res.body.results.map((b: { type: string }) => b.type)
    expect(types).toEqual(['banner', 'navigation', 'for_you', 'news', 'lives', 'agendas', 'speakers', 'activities', 'exhibitors', 'rich_text'])
    expect(res.body.results[0].covers).toHaveLength(3)
    const cover = await fetch(`${server.baseUrl}${res.body.results[0].covers[0].img}`)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toMatch(/svg/)
  })

  test('GET /navigation/categories is public and sorted by weight desc, limit 20 by default', async () => {
    const res = await api.get(`/navigation/categories?meeting_id=${SEED_IDS.meeting}`)
    expect(res.status).toBe(200)
    const weights = res.body.results.map((c: { weight: number }) => c.weight)
    // Nine content entries (meeting.ts), four information pages (meetingInfo.ts), the exhibition, the conference and the board.
    expect(weights.length).toBe(16)
    expect([...weights].sort((a, b) => b - a)).toEqual(weights)
    expect(res.body.results[0]).toHaveProperty('link')
  })

  test('GET /{type}/categories: guests of an open meeting only; sorted by weight desc', async () => {
    expect((await api.get(`/industry/categories?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
    expect((await api.get('/industry/categories')).status).toBe(401)
    expect((await api.get(`/industry/categories?meeting_id=${SEED_IDS.meeting}`)).status).toBe(200)
    const { api: visitor } = await login(server, '13800000001')
    const res = await visitor.get(`/industry/categories?meeting_id=${SEED_IDS.meeting}`)
    expect(res.status).toBe(200)
    expect(res.body.results).toHaveLength(5)
    expect(res.body.results[0].weight).toBeGreaterThan(res.body.results[4].weight)
    expect((await visitor.get('/unknown/categories')).status).toBe(400)
  })
})

describe('auth rule', () => {
  test('a bad token gets HTTP 403 with code 403; a missing token 401', async () => {
    const bad = client(server, 'x'.repeat(64))
    const res = await bad.get(`/activities?meeting_id=${SEED_IDS.meeting}`)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(403)
    expect((await api.get(`/activities?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
    // Guests may count views only on meetings open to guests (server/test/guestViews.test.ts).
    expect((await api.post(`/activities/${SEED_IDS.members.activity}/views`, {})).status).toBe(401)
  })

  test('the four public calls work without a token', async () => {
    expect((await api.get('/demand/meetings')).status).toBe(200)
    expect((await api.get(`/meeting/blocks?meeting_id=${SEED_IDS.meeting}`)).status).toBe(200)
    expect((await api.get(`/navigation/categories?meeting_id=${SEED_IDS.meeting}`)).status).toBe(200)
  })

  test('errors have the { code, message } shape; unknown routes 404', async () => {
    const res = await api.get('/no/such/route')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: 4040, message: expect.any(String) })
  })
})

describe('validation', () => {
  test('unknown query fields are rejected, not stripped', async () => {
    const res = await api.get('/demand/meetings?limit=1&evil=1')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/evil|Unrecognized/i)
  })

  test('wrong types are rejected', async () => {
    expect((await api.get('/demand/meetings?limit=abc')).status).toBe(400)
    expect((await api.get('/demand/meetings?limit=100000')).status).toBe(400)
  })

  test('a body over 1 MB is refused', async () => {
    const res = await fetch(`${server.apiUrl}/texts/code/v2`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '1'.repeat(2_000_000) }),
    })
    expect(res.status).toBe(413)
  })

  test('activities list: shape, paging and total', async () => {
    const { api: visitor } = await login(server, '13800000001')
    const res = await visitor.get(`/activities?meeting_id=${SEED_IDS.meeting}&with_meeting=1&with_ticket_total=1&limit=3`)
    expect(res.status).toBe(200)
    expect(res.body.results).toHaveLength(3)
    expect(res.body.total).toBeGreaterThanOrEqual(9)
    const [first] = res.body.results
    expect(first).toMatchObject({ _id: SEED_IDS.activities.openFree, meeting: { _id: SEED_IDS.meeting }, signup_total: expect.any(Number), price: 0 })
    expect(first).not.toHaveProperty('ticket_seq')
    const deleted = await visitor.get(`/activities?_id=${SEED_IDS.activities.deleted}`)
    expect(deleted.body.results[0].deleted).toBe(1)
    const paid = await visitor.get(`/activities?_id=${SEED_IDS.activities.openPaid}`)
    expect(paid.body.results[0].prices.map((p: { amount: number }) => p.amount)).toEqual([39900, 99900, 19900, 0])
    expect(paid.body.results[0].price).toBe(0)
    const sources = await visitor.get(`/activities/${SEED_IDS.activities.openFree}/sources`)
    expect(sources.body.results).toHaveLength(3)
    expect(sources.body.results[0]).toMatchObject({ default: 1, source_id: SEED_IDS.sources.openDefault })
    const views = await visitor.post(`/activities/${SEED_IDS.activities.openFree}/views`, { user_id: 'device-123' })
    expect(views.body.results.views).toBe(1)
  })
})
