/**
 * The mini-program's native detail pages (issue 12) from dist/weapp under miniprogram-simulate, against the real
 * server with its seed: each shows its item (title, content, actions), answers its share card with the item's title
 * and cover and reopens itself, refreshes on pull-down; the meeting page asks WeChat for the reminder's subscribe
 * message; the privacy sheet answers WeChat's privacy flow.
 */
import { SEED_IDS } from '../../server/seed/ids'
import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, renderPage, tapElementWithText, waitFor, waitForText } from './harness'

jest.setTimeout(90_000)

let server: TestServer

interface ShareCard { title?: string; path?: string; imageUrl?: string }
type Page = ReturnType<typeof renderPage> & { instance: Record<string, (...args: unknown[]) => unknown> }

async function get<T>(path: string): Promise<T> {
  const res = await httpRequest(`${server.baseUrl}/fu/api${path}`)
  return (JSON.parse(res.text) as { results: T }).results
}

beforeAll(async () => {
  server = await startTestServer()
  installWeappGlobals().setApiOrigin(server.baseUrl)
})

afterAll(async () => {
  // The pages' last requests (images, blocks, counters) are answered before the server goes.
  await waitFor(() => installWeappGlobals().pending() === 0, 15_000).catch(() => undefined)
  await new Promise(resolve => setTimeout(resolve, 200))
  await server?.stop()
})

const share = (page: Page) => page.instance.onShareAppMessage({ from: 'menu' }) as ShareCard

describe('native detail pages show the seeded item with its share card', () => {
  it('demand: title, description, like and comment; the card is its title and first image; pull-down refreshes', async () => {
    const harness = installWeappGlobals()
    const id = SEED_IDS.demands[0]
    const [demand] = await get<{ title: string; description: string; images?: string[]; meeting_id: string }[]>(`/demands?_id=${id}`)
    const page = renderPage('pages/demand/pages/detail/detail', { demand_id: id }) as Page
    const text = await waitForText(page, t => t.includes(demand.title) && t.includes(demand.description.slice(0, 20)))
    expect(text).toContain('收藏')
    expect(text).toContain('我要留言')
    expect(text).toContain('打开完整页面')
    await waitFor(() => harness.calls.some(c => c.api === 'setNavigationBarTitle' && c.args.title === demand.title))
    const card = share(page)
    expect(card.title).toBe(demand.title)
    expect(card.path).toBe(`/pages/demand/pages/detail/detail?demand_id=${id}&meeting_id=${demand.meeting_id}`)
    expect(demand.images?.length).toBeGreaterThan(0)
    expect(card.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/fu\/static\//)

    const stops = () => harness.calls.filter(c => c.api === 'stopPullDownRefresh').length
    const before = stops()
    page.instance.onPullDownRefresh()
    await waitFor(() => stops() > before)
    expect(page.dom?.textContent).toContain(demand.title)

    // "Open the full page" opens the H5 screen in the web-view shell.
    tapElementWithText(page, 'button', '打开完整页面')
    await waitFor(() => harness.calls.some(c => c.api === 'navigateTo' && String(c.args.url).includes(encodeURIComponent('/demand/detail?demand_id='))))
  })

  it('company: name, introduction as rich-text, products and the actions; the card is its name and cover', async () => {
    const id = SEED_IDS.enterprises[0]
    const [enterprise] = await get<{ exhibitor?: { company?: { title?: Record<string, string> } }; cover?: string; meeting_id: string }[]>(`/enterprises?_id=${id}`)
    const name = enterprise.exhibitor!.company!.title!.zh
    const page = renderPage('pages/enterprise/pages/detail/detail', { enterprise_id: id }) as Page
    const text = await waitForText(page, t => t.includes(name) && t.includes('提问'))
    expect(text).toContain('打开完整页面')
    // The organiser's HTML goes to WeChat's rich-text, sanitised, not as text.
    await waitFor(() => (page.dom?.querySelectorAll('wx-rich-text').length ?? 0) > 0)
    const card = share(page)
    expect(card.title).toBe(name)
    expect(card.path).toBe(`/pages/enterprise/pages/detail/detail?enterprise_id=${id}&meeting_id=${enterprise.meeting_id}`)
    expect(card.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/fu\/static\//)
  })

  it('thread: the post, its replies and like; the card names the author and the post', async () => {
    const id = SEED_IDS.threads[0]
    const [thread] = await get<{ content: string; user: { username: string }; meeting_id: string }[]>(`/threads?_id=${id}`)
    const page = renderPage('pages/thread/pages/detail/detail', { thread_id: id }) as Page
    const text = await waitForText(page, t => t.includes(thread.content.slice(0, 20)) && t.includes('回复'))
    expect(text).toContain(thread.user.username)
    const card = share(page)
    expect(card.title).toContain(thread.user.username)
    expect(card.title).toContain(Array.from(thread.content).slice(0, 10).join(''))
    expect(card.path).toBe(`/pages/thread/pages/detail/detail?thread_id=${id}&meeting_id=${thread.meeting_id}`)
  })

  it('an unknown item says why with a retry instead of a blank page', async () => {
    const page = renderPage('pages/thread/pages/detail/detail', { thread_id: 'ffffffffffffffffffffffff' }) as Page
    const text = await waitForText(page, t => t.includes('加载失败'))
    expect(text).toContain('thread not found')
    expect(text).toContain('重试')
  })
})

describe('WeChat privacy flow on native pages', () => {
  it('the privacy sheet opens when WeChat asks; refusing answers disagree, agreeing answers agree with the button id', async () => {
    const harness = installWeappGlobals()
    const page = renderPage('pages/thread/pages/detail/detail', { thread_id: SEED_IDS.threads[0] }) as Page
    await waitForText(page, t => t.includes('打开完整页面'))
    const handler = harness.privacyHandler()
    expect(handler).toBeDefined()
    const answers: unknown[] = []
    handler!(answer => answers.push(answer), { referrer: 'chooseImage' })
    await waitForText(page, t => t.includes('隐私保护提示'))
    tapElementWithText(page, 'button', '拒绝')
    await waitFor(() => answers.length === 1)
    expect(answers[0]).toEqual({ event: 'disagree' })
    await waitFor(() => !page.dom?.textContent?.includes('隐私保护提示'))

    // Agreeing is WeChat's agreePrivacyAuthorization button: its id goes back with the answer.
    handler!(answer => answers.push(answer), { referrer: 'getPhoneNumber' })
    await waitForText(page, t => t.includes('隐私保护提示'))
    // The button carries its own id (the one WeChat hands back), so the element is found by it.
    const node = (page as unknown as { querySelector(selector: string): { dispatchEvent(name: string): void; dom?: Element } | undefined }).querySelector('#fu-privacy-agree')
    expect(node?.dom?.textContent?.trim()).toBe('同意')
    node!.dispatchEvent('agreeprivacyauthorization')
    await waitFor(() => answers.length === 2)
    expect(answers[1]).toEqual({ event: 'agree', buttonId: 'fu-privacy-agree' })
  })
})

describe('reminders that reach people in WeChat', () => {
  it('the bridge page asks WeChat for the web-view and returns the answer to the live', async () => {
    const harness = installWeappGlobals()
    const template = 'tmpl-live-reminder-0001'
    harness.setSubscribeAnswer({ [template]: 'accept' })
    const back = `/meeting/live/detail?live_id=${SEED_IDS.lives.countdown}`
    const before = harness.calls.length
    renderPage('pages/webview/api/api', {
      action: 'subscribe', payload: encodeURIComponent(JSON.stringify({ templates: [template] })), back: encodeURIComponent(back),
    })
    await waitFor(() => harness.calls.slice(before).some(c => c.api === 'redirectTo'))
    const asked = harness.calls.slice(before).find(c => c.api === 'requestSubscribeMessage')!
    expect(asked.args.tmplIds).toEqual([template])
    const redirect = harness.calls.slice(before).filter(c => c.api === 'redirectTo').pop()!
    expect(redirect.args.url).toBe(`/pages/fu-h5/index?link=${encodeURIComponent(`${back}&bridge_result=subscribed`)}`)

    harness.setSubscribeAnswer({ [template]: 'reject' })
    const again = harness.calls.length
    renderPage('pages/webview/api/api', {
      action: 'subscribe', payload: encodeURIComponent(JSON.stringify({ templates: [template] })), back: encodeURIComponent(back),
    })
    await waitFor(() => harness.calls.slice(again).some(c => c.api === 'redirectTo'))
    expect(harness.calls.slice(again).filter(c => c.api === 'redirectTo').pop()!.args.url).toContain(encodeURIComponent('bridge_result=subscribe-refused'))
  })

  it('"Add to phone calendar" from the web-view: the bridge page adds the event with addPhoneCalendar and returns the answer', async () => {
    const harness = installWeappGlobals()
    const start = Date.UTC(2026, 11, 3, 1, 30)
    const event = { title: '开幕主旨演讲', start, end: start + 3_600_000, location: '1 号馆', description: '', url: '', alarmMinutes: 10 }
    const back = `/meeting/agenda/details?agenda_id=${SEED_IDS.meeting}`
    const before = harness.calls.length
    renderPage('pages/webview/api/api', { action: 'calendar', payload: encodeURIComponent(JSON.stringify(event)), back: encodeURIComponent(back) })
    await waitFor(() => harness.calls.slice(before).some(c => c.api === 'redirectTo'))
    const added = harness.calls.slice(before).find(c => c.api === 'addPhoneCalendar')!
    expect(added.args).toMatchObject({ title: '开幕主旨演讲', startTime: start / 1000, endTime: start / 1000 + 3600, location: '1 号馆', alarm: true, alarmOffset: 600 })
    const redirect = harness.calls.slice(before).filter(c => c.api === 'redirectTo').pop()!
    expect(redirect.args.url).toBe(`/pages/fu-h5/index?link=${encodeURIComponent(`${back}&bridge_result=calendar-added`)}`)
  })

  it('the native meeting page offers "remind me" for its next live', async () => {
    const [live] = await get<{ title: Record<string, string> }[]>(`/lives?_id=${SEED_IDS.lives.countdown}`)
    const page = renderPage('pages/demand/pages/meeting/meeting', { meeting_id: SEED_IDS.meeting }) as Page
    const text = await waitForText(page, t => t.includes('开播提醒我'))
    expect(text).toContain(live.title.zh)
    const card = share(page)
    expect(card.path).toBe(`/pages/demand/pages/meeting/meeting?meeting_id=${SEED_IDS.meeting}`)
    // The organiser's share card (config.wx_share_title / _cover), in the visitor's language.
    const [meeting] = await get<{ config: { wx_share_title: Record<string, string>; wx_share_cover?: string } }[]>(`/demand/meetings?_id=${SEED_IDS.meeting}`)
    expect(card.title).toBe(meeting.config.wx_share_title.zh)
    expect(meeting.config.wx_share_cover).toMatch(/^\/fu\/static\//)
    expect(card.imageUrl).toBe(`http://127.0.0.1:8080${meeting.config.wx_share_cover}`)
  })
})
