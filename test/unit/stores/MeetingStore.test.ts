/** The meeting store against the real reference server: default meeting, by id, and a custom domain's meeting (SPEC §1). */
import { setPlatformForTesting } from '@/platform'
import { RootStore } from '@/stores/RootStore'
import { fakePlatform, fetchTransport } from '../../support/fakePlatform'
import { startTestServer, type TestServer } from '../../support/server'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

let urls: string[] = []
function rootOn(hostname: string | undefined) {
  urls = []
  const platform = fakePlatform({ apiBase: server.apiUrl, request: req => { urls.push(req.url); return fetchTransport(req) }, hostname: () => hostname })
  setPlatformForTesting(platform)
  return new RootStore(platform, { queryLanguage: 'en' })
}

async function seededMeetings(): Promise<{ _id: string; domain?: string }[]> {
  const res = await fetch(`${server.apiUrl}/demand/meetings?limit=20`)
  return ((await res.json()) as { results: { _id: string; domain?: string }[] }).results
}

describe('MeetingStore', () => {
  it('marks a well-formed meeting id nobody has as not found (the frame then opens /404); the next meeting clears it', async () => {
    const root = rootOn('127.0.0.1')
    await root.meeting.ensure('6601000000000000000000ff')
    expect(root.meeting.status).toBe('failed')
    expect(root.meeting.notFound).toBe(true)
    await root.meeting.ensure()
    expect(root.meeting.status).toBe('ready')
    expect(root.meeting.notFound).toBe(false)
  })

  it('on a main host, loads the default meeting and enables its languages in the switcher', async () => {
    const root = rootOn('127.0.0.1')
    await root.meeting.ensure()
    expect(root.meeting.status).toBe('ready')
    expect(root.meeting.meeting?._id).toBe((await seededMeetings())[0]._id)
    expect(root.language.enabled.length).toBeGreaterThan(0)
    expect(root.language.enabled).toEqual(root.meeting.enabledLanguages)
    expect(urls.some(url => url.includes('domain='))).toBe(false)
  })

  it('on a custom domain, loads the meeting that runs there', async () => {
    const withDomain = (await seededMeetings()).find(m => m.domain)
    expect(withDomain).toBeDefined()
    const root = rootOn(withDomain!.domain)
    await root.meeting.ensure()
    expect(root.meeting.meeting?._id).toBe(withDomain!._id)
    expect(root.meeting.meeting?.domain).toBe(withDomain!.domain)
    expect(urls.some(url => url.includes(`domain=${withDomain!.domain}`))).toBe(true)
  })

  it('an explicit meeting id wins over the domain, and a failure is kept for the retry', async () => {
    const root = rootOn('expo.unknown.test')
    await root.meeting.ensure('not-an-id')
    expect(root.meeting.status).toBe('failed')
    expect(root.meeting.error).toBeTruthy()
  })
})
