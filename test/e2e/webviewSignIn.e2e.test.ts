/**
 * "Sign in with WeChat" inside the mini-program's web-view, in the built H5 site against the real server (390x844):
 * the web-view's login screen opens the native bridge page through wx.miniProgram.navigateTo (faked at that edge: the
 * page records the call); the bridge's work is played by the server calls it makes (native sign-in, then a one-time
 * ticket); the web-view is reopened at the original route with the ticket, as the bridge does. Every URL the browser
 * visits or requests is recorded: no token ever appears in one, the ticket leaves the address, and a used ticket is
 * refused with a clear message.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { client } from '../../server/test/helpers'
import { screenshotPath, VIEWPORTS } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, browser } = setUpE2e()

const t = (key: string) => translate('en', key as MessageKey)
/** The mini-program's web-view: WeChat's user agent with "miniProgram". */
const WEBVIEW_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/en miniProgram/wx0000000000000000'
const START = '/my/tickets'

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 60_000 })
}

/** A web-view page whose wx.miniProgram records navigateTo; every URL visited or requested is recorded. */
async function webView(): Promise<{ context: BrowserContext; page: Page; urls: string[] }> {
  const context = await browser().newContext({ viewport: VIEWPORTS.mobile, locale: 'en-US', isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: WEBVIEW_UA })
  await context.addInitScript(() => {
    const w = window as unknown as { __wxjs_environment: string; __bridgeCalls: string[]; wx: unknown }
    w.__wxjs_environment = 'miniprogram'
    w.__bridgeCalls = []
    w.wx = { miniProgram: { navigateTo: (options: { url: string; success?: () => void }) => { w.__bridgeCalls.push(options.url); options.success?.() } } }
    // Same-document address changes (history.pushState / replaceState) are recorded too.
    const record = (url: unknown) => { if (url) (w as unknown as { __addresses?: string[] }).__addresses?.push(String(url)) }
    ;(w as unknown as { __addresses: string[] }).__addresses = []
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history)
      history[name] = (state: unknown, title: string, url?: string | URL | null) => { record(url); original(state, title, url) }
    }
  })
  const page = await context.newPage()
  const urls: string[] = []
  page.on('framenavigated', frame => urls.push(frame.url()))
  page.on('request', request => urls.push(request.url()))
  return { context, page, urls }
}

/** The addresses the page set itself through the history API. */
const addressesOf = (page: Page) => page.evaluate(() => (window as unknown as { __addresses: string[] }).__addresses)

/** What the site keeps under `key` (Taro's H5 storage writes `{ "data": value }`). */
async function stored(page: Page, key: string): Promise<string | null> {
  const raw = await page.evaluate(name => localStorage.getItem(name), key)
  return raw ? (JSON.parse(raw) as { data?: string }).data ?? null : null
}

/** The bridge page's work, by the calls it makes: native WeChat sign-in (binding the phone WeChat verified), then a ticket. */
async function bridgeSignsIn(): Promise<{ nativeToken: string; user_id: string; ticket: string }> {
  const phone = `165${String(Date.now()).slice(-8)}`
  const native = await client(server()).results<{ token: string; user_id: string }>('POST', '/tokens/wechat', { code: `dev-wx-webview-${phone}`, phone_code: `dev-phone-${phone}` })
  const { ticket } = await client(server(), native.token).results<{ ticket: string }>('POST', '/signin/tickets', {})
  return { nativeToken: native.token, user_id: native.user_id, ticket }
}

it('signs the web-view in through the bridge with a one-time ticket; no token in any URL', async () => {
  const { context, page, urls } = await webView()
  await page.goto(`${server().baseUrl}/#${START}`)
  await visibleRoute(page, 'login')
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).first().click()
  await page.getByRole('button', { name: t('login.social.wechat'), exact: true }).click()

  // The login screen asked the mini-program to open the bridge page, coming back to the login route (with its redirect).
  await page.waitForFunction(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls.length > 0)
  const [bridgeUrl] = await page.evaluate(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls)
  const bridge = new URLSearchParams(bridgeUrl.split('?')[1])
  expect(bridgeUrl.startsWith('/pages/webview/api/api?')).toBe(true)
  expect(bridge.get('action')).toBe('login')
  const back = bridge.get('back')!
  expect(back.startsWith('/login?')).toBe(true)
  expect(new URLSearchParams(back.split('?')[1]).get('redirect')).toBe(START)

  // The bridge signs in natively and reopens the web-view at `back` with the ticket (a new page load, as WeChat does).
  const { nativeToken, user_id, ticket } = await bridgeSignsIn()
  const separator = back.includes('?') ? '&' : '?'
  // A hash change alone would not restart the app: leave the page first, as the closed web-view did (keeping the
  // addresses the first page set through the history API).
  const firstAddresses = await addressesOf(page)
  await page.goto('about:blank')
  await page.goto(`${server().baseUrl}/#${back}${separator}signin_ticket=${ticket}`)
  await visibleRoute(page, 'myTickets')
  await page.screenshot({ path: screenshotPath('webview-signin-mobile.png') })

  const webToken = await stored(page, 'token')
  expect(webToken).toBeTruthy()
  expect(webToken).not.toBe(nativeToken)
  expect(await stored(page, 'user_id')).toBe(user_id)
  // The ticket left the address; no token was ever in one (visited, requested, or set through the history API).
  expect(page.url()).not.toContain('signin_ticket')
  const everyUrl = [...urls, ...firstAddresses, ...(await addressesOf(page)), page.url(), bridgeUrl]
  expect(everyUrl.length).toBeGreaterThan(5)
  for (const url of everyUrl) {
    expect(url).not.toContain(webToken!)
    expect(url).not.toContain(nativeToken)
    expect(decodeURIComponent(url)).not.toContain(webToken!)
  }
  await context.close()

  // The same ticket again (a reload of an old address, a shared link): refused with a clear message.
  const again = await webView()
  await again.page.goto(`${server().baseUrl}/#${back}${separator}signin_ticket=${ticket}`)
  await visibleRoute(again.page, 'login')
  await again.page.getByText(t('login.wechat.ticketRefused')).first().waitFor({ timeout: 30_000 })
  expect(await stored(again.page, 'token')).toBeNull()
  expect(again.page.url()).not.toContain('signin_ticket')
  await again.context.close()
})
