/** The meeting's navigation (GET /navigation/categories, public, limit 20) against the real reference server. */
import { runInAction } from 'mobx'
import { setPlatformForTesting } from '@/platform'
import { RootStore } from '@/stores/RootStore'
import { SEED_IDS } from '../../../server/seed/ids'
import { fakePlatform, fetchTransport } from '../../support/fakePlatform'
import { startTestServer, type TestServer } from '../../support/server'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

let requests: { url: string; headers: Record<string, string> }[] = []
function root(apiBase = server.apiUrl) {
  requests = []
  const platform = fakePlatform({ apiBase, request: req => { requests.push(req); return fetchTransport(req) } })
  setPlatformForTesting(platform)
  return new RootStore(platform, { queryLanguage: 'en' })
}

describe('NavigationStore', () => {
  it('loads the meeting\'s shown entries in the organiser\'s order, once per meeting, never with the session\'s token', async () => {
    const store = root()
    await store.meeting.ensure()
    const meetingId = store.meeting.meeting!._id
    runInAction(() => { store.session.token = 'a-signed-in-token'; store.session.userId = '6610000000000000000000ff' })
    await store.navigation.load(meetingId)
    expect(store.navigation.status).toBe('ready')
    expect(store.navigation.items.length).toBeGreaterThan(5)
    expect(store.navigation.items.every(item => item.meeting_id === meetingId && item.type === 'navigation')).toBe(true)
    const weights = store.navigation.items.map(item => item.weight)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    const navCalls = requests.filter(r => r.url.includes('/navigation/categories'))
    expect(navCalls).toHaveLength(1)
    expect(navCalls[0].url).toContain('limit=20')
    expect(navCalls[0].headers.Authorization ?? navCalls[0].headers.authorization).toBeUndefined()

    // Every page's bar asks again; the session's copy answers.
    await store.navigation.load(meetingId)
    expect(requests.filter(r => r.url.includes('/navigation/categories'))).toHaveLength(1)
    await store.navigation.load(meetingId, true)
    expect(requests.filter(r => r.url.includes('/navigation/categories'))).toHaveLength(2)
  })

  it('gives two parts of a page asking at once (the tab bar, the home\'s grid) one request and the same entries', async () => {
    const store = root()
    await store.meeting.ensure()
    const meetingId = store.meeting.meeting!._id
    const first = store.navigation.load(meetingId)
    expect(store.navigation.status).toBe('loading')
    // The second asker waits for the entries the first one's request brings, not only for its own turn.
    await store.navigation.load(meetingId)
    expect(store.navigation.status).toBe('ready')
    await first
    expect(store.navigation.items.length).toBeGreaterThan(5)
    expect(requests.filter(r => r.url.includes('/navigation/categories'))).toHaveLength(1)
  })

  it('a meeting without navigation has none (the festival shows its own page, no entries)', async () => {
    const store = root()
    await store.navigation.load(SEED_IDS.festival.meeting)
    expect(store.navigation.status).toBe('ready')
    expect(store.navigation.items).toEqual([])
  })

  it('a meeting that does not exist fails with the server\'s reason instead of showing an empty bar', async () => {
    const store = root()
    await store.navigation.load('6610000000000000000000ee')
    expect(store.navigation.status).toBe('failed')
    expect(store.navigation.error).toBeTruthy()
    expect(store.navigation.items).toEqual([])
  })

  it('fails with a reason when the server cannot be reached', async () => {
    const store = root('http://127.0.0.1:1/fu/api')
    await store.navigation.load('6610000000000000000000ee')
    expect(store.navigation.status).toBe('failed')
    expect(store.navigation.error).toBeTruthy()
  })
})
