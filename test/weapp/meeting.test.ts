import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, propsOf, renderPage, waitForText } from './harness'

jest.setTimeout(60_000)

let server: TestServer
let seededTitle: string

beforeAll(async () => {
  server = await startTestServer()
  const res = await httpRequest(`${server.baseUrl}/fu/api/demand/meetings?limit=1`)
  const body = JSON.parse(res.text) as { results: { title: Record<string, string> }[] }
  seededTitle = body.results[0].title.zh
  installWeappGlobals().setApiOrigin(server.baseUrl)
})

afterAll(async () => {
  await server?.stop()
})

describe('mini-program native pages (dist/weapp)', () => {
  it('the meeting page shows the seeded meeting from the server', async () => {
    const page = renderPage('pages/demand/pages/meeting/meeting')
    const text = await waitForText(page, t => t.includes(seededTitle))
    expect(text).toContain(seededTitle)
  })

  it('the web-view shell opens the H5 route it is given, and only our own routes', async () => {
    const own = renderPage('pages/fu-h5/index', { link: encodeURIComponent('/meeting/activity/detail?activity_id=abc') })
    expect(await propsOf(own, 'web-view')).toEqual(['http://127.0.0.1:8080/#/meeting/activity/detail?activity_id=abc'])

    const foreign = renderPage('pages/fu-h5/index', { link: encodeURIComponent('//evil.example/x') })
    expect(await propsOf(foreign, 'web-view')).toEqual(['http://127.0.0.1:8080/#/meeting/home'])
  })
})
