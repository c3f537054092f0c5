import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, renderPage, waitFor, waitForText } from './harness'

jest.setTimeout(60_000)

/** Issue 15: the first native page renders with one setData under 64 KB (WeChat warns above it, and it is slow). */
const SET_DATA_LIMIT = 64 * 1024

let server: TestServer
let seededTitle: string

beforeAll(async () => {
  server = await startTestServer()
  const res = await httpRequest(`${server.baseUrl}/fu/api/demand/meetings?limit=1`)
  seededTitle = (JSON.parse(res.text) as { results: { title: Record<string, string> }[] }).results[0].title.zh
  installWeappGlobals().setApiOrigin(server.baseUrl)
})

afterAll(async () => {
  await waitFor(() => installWeappGlobals().pending() === 0, 10_000).catch(() => undefined)
  await server?.stop()
})

describe('the first native page (the meeting page a share card opens)', () => {
  it('paints its skeleton with one setData, and no setData of the whole render passes 64 KB', async () => {
    const harness = installWeappGlobals()
    const page = renderPage('pages/demand/pages/meeting/meeting')
    const ofThisPage = () => harness.setDataCalls.filter(call => call.page === page.instance)
    await waitForText(page, text => text.includes(seededTitle))
    // The meeting's blocks arrive one request after another: wait until the page is quiet.
    await waitFor(() => harness.pending() === 0, 10_000)
    await new Promise(resolve => setTimeout(resolve, 300))
    const calls = ofThisPage()
    const sizes = calls.map(call => call.bytes)
    // Shown when it fails: what each setData carried.
    const report = `setData sizes (bytes): ${sizes.join(', ')}`
    expect(calls.length).toBeGreaterThan(0)
    // The first paint (before any answer) is one setData that carries the page's whole tree (Taro's `root`)...
    const first = calls[0].data as Record<string, { cn?: unknown[] } | undefined>
    expect(Object.keys(first)).toContain('root.cn')
    expect((first['root.cn'] as unknown as unknown[]).length).toBeGreaterThan(0)
    // ... and nothing of the page's render, the seeded meeting's blocks included, is sent in one over 64 KB.
    expect({ report, largest: Math.max(...sizes) < SET_DATA_LIMIT }).toEqual({ report, largest: true })
  })
})
