/**
 * A long list on a native page keeps only a window of its rows (components/WindowedRows with the mini-program's
 * viewport, platform/weappViewport): the thread page with 2 000 replies, from the build under miniprogram-simulate.
 * The replies come from the test (the seed has a few); the thread itself from the real server. jsdom lays nothing
 * out, so each reply's box follows from its number, as WeChat would place it below the spacer standing for those above.
 */
import { SEED_IDS } from '../../server/seed/ids'
import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, renderPage, waitFor, waitForText } from './harness'

jest.setTimeout(90_000)

const REPLIES = 2000
const LIST_TOP = 400
const ROW_PX = 100
/** Issue 15: WeChat warns above 64 KB a setData, and it is slow. */
const SET_DATA_LIMIT = 64 * 1024

let server: TestServer
let scrollTop = 0
let restoreLayout: (() => void) | undefined

type Page = ReturnType<typeof renderPage> & { instance: Record<string, (...args: unknown[]) => unknown> }

const replyNumber = (element: Element) => Number(/reply-(\d+)#/.exec(element.textContent ?? '')?.[1])
const hasClass = (element: Element, name: string) => (element.getAttribute('class') ?? '').split(/\s+/).some(c => c === name || c.endsWith(`--${name}`))

/** One column of replies ROW_PX tall below the list's top, moved up by the page's scroll. */
function layOutReplies() {
  const original = Element.prototype.getBoundingClientRect
  Element.prototype.getBoundingClientRect = function (this: Element) {
    let top = 0
    let height = 0
    if (hasClass(this, 'fu-thread__replies-list')) { top = LIST_TOP - scrollTop; height = REPLIES * ROW_PX }
    else if (hasClass(this, 'fu-thread-reply')) { top = LIST_TOP + (replyNumber(this) - 1) * ROW_PX - scrollTop; height = ROW_PX }
    return { top, bottom: top + height, left: 0, right: 375, width: 375, height, x: 0, y: top, toJSON: () => ({}) } as DOMRect
  }
  restoreLayout = () => { Element.prototype.getBoundingClientRect = original }
}

/** The replies the page shows now, by number. */
const shownReplies = (page: Page) => [...(page.dom?.textContent ?? '').matchAll(/reply-(\d+)#/g)].map(m => Number(m[1]))

beforeAll(async () => {
  server = await startTestServer()
  const harness = installWeappGlobals()
  harness.setApiOrigin(server.baseUrl)
  const threadId = SEED_IDS.threads[0]
  const res = await httpRequest(`${server.baseUrl}/fu/api/threads/${threadId}/replies?limit=20&skip=0`)
  const envelope = JSON.parse(res.text) as { results: { user_id: string; user?: unknown }[] }
  const author = envelope.results[0]
  const replies = Array.from({ length: REPLIES }, (_, i) => ({
    _id: (i + 1).toString(16).padStart(24, 'a'),
    thread_id: threadId,
    user_id: author?.user_id ?? SEED_IDS.threads[0],
    user: author?.user,
    content: `reply-${i + 1}#`,
    created: 1_700_000_000 + i,
  }))
  // Every page of this thread's replies answers all of them at once: the list holds 2 000 rows from the start.
  harness.setResponder(({ url, method }) =>
    method === 'GET' && url.includes(`/threads/${threadId}/replies`) ? { status: 200, data: { ...envelope, results: replies, total: REPLIES } } : undefined)
  layOutReplies()
})

afterAll(async () => {
  installWeappGlobals().setResponder(undefined)
  restoreLayout?.()
  await waitFor(() => installWeappGlobals().pending() === 0, 10_000).catch(() => undefined)
  await server?.stop()
})

describe('a native list of 2 000 rows', () => {
  it('renders a window of them, moves it as the page scrolls, and no setData carries more than the window', async () => {
    const harness = installWeappGlobals()
    const page = renderPage('pages/thread/pages/detail/detail', { thread_id: SEED_IDS.threads[0] }) as Page
    await waitForText(page, text => text.includes('reply-1#'))
    // The first measurement may shrink the first guess: wait until the window holds still.
    await new Promise(resolve => setTimeout(resolve, 500))
    const first = shownReplies(page)
    expect(first).toContain(1)
    expect(first.length).toBeLessThan(100)
    expect(first).not.toContain(REPLIES)
    const report = () => `setData sizes (bytes): ${harness.setDataCalls.map(call => call.bytes).join(', ')}`
    expect({ report: report(), largest: Math.max(...harness.setDataCalls.map(call => call.bytes)) < SET_DATA_LIMIT }).toEqual({ report: report(), largest: true })

    // Scrolled to the middle: the window follows (reply 1 001 at the top of the screen), still a window.
    const beforeScroll = harness.setDataCalls.length
    scrollTop = LIST_TOP + 1000 * ROW_PX
    page.instance.onPageScroll({ scrollTop })
    await waitFor(() => shownReplies(page).includes(1001), 10_000)
    await new Promise(resolve => setTimeout(resolve, 300))
    const middle = shownReplies(page)
    expect(middle.length).toBeLessThan(100)
    expect(middle).not.toContain(1)
    expect(Math.min(...middle)).toBeGreaterThan(900)
    const scrolling = harness.setDataCalls.slice(beforeScroll)
    expect(scrolling.length).toBeGreaterThan(0)
    // The window's move is the list's own update (its CustomWrapper), never the page's whole data.
    expect(scrolling.some(call => call.page === page.instance && JSON.stringify(call.data).includes('reply-'))).toBe(false)
    const sizes = `scroll setData sizes (bytes): ${scrolling.map(call => call.bytes).join(', ')}`
    expect({ sizes, largest: Math.max(...scrolling.map(call => call.bytes)) < SET_DATA_LIMIT }).toEqual({ sizes, largest: true })
  })
})
