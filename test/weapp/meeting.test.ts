import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, propsOf, renderPage, tapElementWithText, waitFor, waitForExactText, waitForText } from './harness'

jest.setTimeout(60_000)

let server: TestServer
let seededTitle: string
let meetingId: string

beforeAll(async () => {
  server = await startTestServer()
  const res = await httpRequest(`${server.baseUrl}/fu/api/demand/meetings?limit=1`)
  const body = JSON.parse(res.text) as { results: { title: Record<string, string> }[] }
  seededTitle = body.results[0].title.zh
  meetingId = (body.results[0] as unknown as { _id: string })._id
  installWeappGlobals().setApiOrigin(server.baseUrl)
})

afterAll(async () => {
  await server?.stop()
})

describe('mini-program native pages (dist/weapp)', () => {
  it('the meeting page shows the seeded meeting from the server, titled in the navigation bar', async () => {
    const harness = installWeappGlobals()
    const page = renderPage('pages/demand/pages/meeting/meeting')
    const text = await waitForText(page, t => t.includes(seededTitle))
    expect(text).toContain(seededTitle)
    await waitFor(() => harness.calls.some(c => c.api === 'setNavigationBarTitle' && c.args.title === seededTitle))
    // Server images are site-relative: the mini-program must load them from our origin.
    const cover = await propsOf(page, 'image')
    expect(cover.some(value => value.startsWith('http://127.0.0.1:8080/fu/static/'))).toBe(true)
  })

  it('the web-view shell opens the H5 route it is given, and only our own routes', async () => {
    const own = renderPage('pages/fu-h5/index', { link: encodeURIComponent('/meeting/activity/detail?activity_id=abc') })
    expect(await propsOf(own, 'web-view')).toEqual(['http://127.0.0.1:8080/#/meeting/activity/detail?activity_id=abc'])

    const foreign = renderPage('pages/fu-h5/index', { link: encodeURIComponent('//evil.example/x') })
    expect(await propsOf(foreign, 'web-view')).toEqual(['http://127.0.0.1:8080/#/meeting/home'])
  })
})

describe('mini-program meeting page opens H5 screens through the web-view shell', () => {
  it('tapping an activity of the activities block opens pages/fu-h5/index with its route', async () => {
    const harness = installWeappGlobals()
    const res = await httpRequest(`${server.baseUrl}/fu/api/activities?meeting_id=${meetingId}&limit=6&with_ticket_total=1`)
    const first = (JSON.parse(res.text) as { results: { _id: string; title: Record<string, string> }[] }).results[0]
    const page = renderPage('pages/demand/pages/meeting/meeting')
    await waitForExactText(page, first.title.zh)
    tapElementWithText(page, 'button', first.title.zh)
    await waitFor(() => harness.calls.some(c => c.api === 'navigateTo'))
    const call = harness.calls.filter(c => c.api === 'navigateTo').pop()!
    expect(call.args.url).toBe(`/pages/fu-h5/index?link=${encodeURIComponent(`/meeting/activity/detail?activity_id=${first._id}`)}`)
  })
})

describe('the bridge page pays and shares for the web-view', () => {
  it('pays with the signed parameters and does not trust the sheet: with no native session to ask the server, it returns as pending', async () => {
    const harness = installWeappGlobals()
    const params = { timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'sig' }
    const back = '/my/order/abc'
    renderPage('pages/webview/api/api', {
      action: 'pay', payload: encodeURIComponent(JSON.stringify(params)), order: 'd'.repeat(24), back: encodeURIComponent(back),
    })
    await waitFor(() => harness.calls.some(c => c.api === 'redirectTo'))
    const payment = harness.calls.find(c => c.api === 'requestPayment')!
    expect(payment.args).toMatchObject(params)
    // The sheet said success, but only the server may say paid (test/components/webview/bridgePay.test.tsx asks it);
    // the web-view's signed-in screen at `back` reads the order itself.
    const redirect = harness.calls.filter(c => c.api === 'redirectTo').pop()!
    expect(redirect.args.url).toBe(`/pages/fu-h5/index?link=${encodeURIComponent(`${back}?bridge_result=pending`)}`)
  })

  it('refuses a request it cannot read, with a way back', async () => {
    const page = renderPage('pages/webview/api/api', { action: 'pay', payload: 'not-json' })
    const text = await waitForText(page, t => t.length > 0)
    expect(text).toMatch(/请求失败|Request failed/)
  })
})
