/**
 * The bridge page's WeChat sign-in for the web-view (pages/webview/api/api?action=login) from dist/weapp under
 * miniprogram-simulate, with WeChat's edge faked (wx.login's code, the phone-number button's event) and the real
 * development server behind it: a bound person is signed in at once; a first-time person binds the phone WeChat
 * verified; either way the web-view reopens at the original route with a one-time ticket, never a token, and that
 * ticket signs H5 in once.
 */
import { startTestServer, type TestServer } from '../support/server'
import { signPhone } from '../../server/test/helpers'
import { httpRequest, installWeappGlobals, renderPage, waitFor, waitForText } from './harness'

jest.setTimeout(60_000)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  installWeappGlobals().setApiOrigin(server.baseUrl)
})
afterAll(async () => { await server?.stop() })

const BACK = '/login?redirect=%2Fmy%2Ftickets'
let counter = 0
const freshPhone = () => `166${String(process.pid % 10000).padStart(4, '0')}${String(++counter).padStart(4, '0')}`

async function post(path: string, body: Record<string, unknown>) {
  const res = await httpRequest(`${server.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: JSON.parse(res.text) }
}

/** The route the bridge reopened the web-view at (decoded link of pages/fu-h5/index), and its ticket. */
function reopened(url: string) {
  expect(url.startsWith('/pages/fu-h5/index?link=')).toBe(true)
  const link = decodeURIComponent(url.slice('/pages/fu-h5/index?link='.length))
  const [path, search] = link.split('?')
  return { link, path, query: new URLSearchParams(search) }
}

it('a bound WeChat person: wx.login → token → one-time ticket → the web-view reopens at the login route with it', async () => {
  const harness = installWeappGlobals()
  const phone = freshPhone()
  const code = `dev-wx-bridge-bound-${phone}`
  const bound = await post('/tokens/wechat', { code, phone_code: `dev-phone-${phone}` })
  expect(bound.status).toBe(200)
  harness.setLoginCode(code)
  const before = harness.calls.length
  renderPage('pages/webview/api/api', { action: 'login', back: encodeURIComponent(BACK) })
  await waitFor(() => harness.calls.slice(before).some(c => c.api === 'redirectTo'))
  expect(harness.calls.slice(before).some(c => c.api === 'login')).toBe(true)
  const { link, path, query } = reopened(String(harness.calls.slice(before).find(c => c.api === 'redirectTo')!.args.url))
  expect(path).toBe('/login')
  expect(query.get('redirect')).toBe('/my/tickets')
  const ticket = query.get('signin_ticket')!
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/)
  // The native session's token is kept natively and never put in the address.
  const token = String(harness.storage.get('token') ?? '')
  expect(token).not.toBe('')
  expect(link).not.toContain(token)

  const exchanged = await post('/tokens/signin-ticket', { ticket })
  expect(exchanged.status).toBe(200)
  expect(exchanged.body.results.user_id).toBe(bound.body.results.user_id)
  expect((await post('/tokens/signin-ticket', { ticket })).body.code).toBe(4263)
})

it("a first-time person binds the phone number WeChat verified with the phone-number button", async () => {
  const harness = installWeappGlobals()
  const phone = freshPhone()
  harness.setLoginCode(`dev-wx-bridge-new-${phone}`)
  const before = harness.calls.length
  const page = renderPage('pages/webview/api/api', { action: 'login', back: encodeURIComponent(BACK) })
  await waitForText(page, t => t.includes('绑定手机号') || t.includes('Link a phone number'))
  // WeChat's phone-number button answers with a code (the development server takes dev-phone-<mobile>).
  const sid = page.dom?.querySelector('wx-button')?.getAttribute('data-sid')
  expect(sid).toBeTruthy()
  page.querySelector(`#${sid}`)!.dispatchEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', code: `dev-phone-${phone}` } })
  await waitFor(() => harness.calls.slice(before).some(c => c.api === 'redirectTo'))
  const { query } = reopened(String(harness.calls.slice(before).find(c => c.api === 'redirectTo')!.args.url))
  const exchanged = await post('/tokens/signin-ticket', { ticket: query.get('signin_ticket')! })
  expect(exchanged.status).toBe(200)
  // The account is the phone's: signing in by that phone (the signed phone login) gives the same user.
  const byPhone = await post('/tokens/phone/v2', signPhone(phone))
  expect(byPhone.body.results.user_id).toBe(exchanged.body.results.user_id)
})
