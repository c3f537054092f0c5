/**
 * WeChat authorisation sign-in in the WeChat browser, in the built H5 site against the real server (390x844): a page
 * that needs a session sends the person to /login; "Sign in with WeChat" leaves for the official account's
 * authorisation page (the development stand-in, which knows this browser by its cookie) and comes back with code and
 * state; a first WeChat account binds a phone on /bind, then the person is on the page they started from, signed
 * in, with the openid kept for WeChat Pay; next time the same browser signs straight in; a forged return is refused.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { client } from '../../server/test/helpers'
import { screenshotPath, VIEWPORTS } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, browser } = setUpE2e()

const t = (key: string) => translate('en', key as MessageKey)
/** The WeChat in-app browser (the site detects it by its user agent). */
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/en'
const START = '/my/tickets'

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 60_000 })
}

function wechatBrowser(): Promise<BrowserContext> {
  return browser().newContext({ viewport: VIEWPORTS.mobile, locale: 'en-US', isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: WECHAT_UA })
}

/** Opens the page that needs a session, is sent to /login, agrees and presses WeChat; returns the authorisation pages asked for. */
async function signInWithWechat(page: Page): Promise<URL[]> {
  const authorisations: URL[] = []
  page.on('request', request => {
    const url = new URL(request.url())
    if (url.pathname === '/fu/api/dev/wechat/oauth2/authorize') authorisations.push(url)
  })
  await page.goto(`${server().baseUrl}/#${START}`)
  await visibleRoute(page, 'login')
  expect(page.url()).toContain(`redirect=${encodeURIComponent(START)}`)
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).first().click()
  await page.getByRole('button', { name: t('login.social.wechat'), exact: true }).click()
  return authorisations
}

/** What the site keeps under `key` (Taro's H5 storage writes `{ "data": value }`); null when nothing. */
async function stored(page: Page, key: string): Promise<string | null> {
  const raw = await page.evaluate(name => localStorage.getItem(name), key)
  return raw ? (JSON.parse(raw) as { data?: string }).data ?? null : null
}

/** Signed in, on the page the journey started from, with nothing of the authorisation left in the address. */
async function expectBackWhereItStarted(page: Page) {
  await visibleRoute(page, 'myTickets')
  const url = new URL(page.url())
  expect(url.hash.startsWith(`#${START}`)).toBe(true)
  expect(url.search).toBe('')
  const token = await stored(page, 'token')
  expect(token).toBeTruthy()
  expect(page.url()).not.toContain(token!)
}

it('signs in through the authorisation page, binds a phone the first time, and lands back on the page it started from', async () => {
  const context = await wechatBrowser()
  const page = await context.newPage()
  const authorisations = await signInWithWechat(page)

  // A first WeChat account: back from the authorisation page, the site asks for a phone (4260).
  await visibleRoute(page, 'bind')
  expect(authorisations).toHaveLength(1)
  const asked = authorisations[0].searchParams
  expect(asked.get('appid')).toBe('wx-demo-appid')
  expect(asked.get('scope')).toBe('snsapi_userinfo')
  expect(asked.get('response_type')).toBe('code')
  expect(asked.get('state')).toMatch(/^[0-9a-f]{32}$/)
  expect(new URL(asked.get('redirect_uri')!).hash).toContain('#/login?redirect=')
  expect(page.url()).not.toMatch(/[?&](code|state)=/)

  const phone = `139${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}`
  await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('button', { name: t('login.sendCode') }).click()
  await page.getByLabel(t('login.code.label'), { exact: true }).fill(await outboxCode(server(), phone))
  await page.getByRole('button', { name: t('bind.submit'), exact: true }).click()
  await expectBackWhereItStarted(page)
  await page.screenshot({ path: screenshotPath('wechat-auth-first-mobile'), fullPage: true })

  // The openid of the meeting's official account is kept for WeChat Pay (the code was exchanged once, with the app).
  const token = (await stored(page, 'token'))!
  const userId = (await stored(page, 'user_id'))!
  const [me] = await client(server(), token).results<{ wechat_credentials?: { app_id: string; open_id: string }[] }[]>('GET', `/users?_id=${userId}&with_wechat_credentials=1`)
  expect(me.wechat_credentials).toEqual([{ app_id: 'wx-demo-appid', open_id: expect.stringMatching(/^o[A-Za-z0-9_-]{27}$/) }])

  // Signed out, the same WeChat browser signs straight back in: no phone asked, back on the same page.
  await page.evaluate(() => localStorage.clear())
  await page.close()
  const later = await context.newPage()
  const again = await signInWithWechat(later)
  await expectBackWhereItStarted(later)
  expect(again).toHaveLength(1)
  expect(again[0].searchParams.get('state')).not.toBe(asked.get('state'))
  await context.close()
})

it('refuses a return whose state this browser did not send: no sign-in, a clear message', async () => {
  const context = await wechatBrowser()
  const page = await context.newPage()
  // A bound WeChat account's code, pushed into someone's browser by a forged link.
  const code = `dev-wx-forged${process.pid}`
  const phone = `138${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}`
  await client(server()).results('POST', '/texts/code/v2', { phone })
  await client(server()).results('POST', '/tokens/wechat', { code, phone, verify_code: await outboxCode(server(), phone) })

  await page.goto(`${server().baseUrl}/?code=${code}&state=forged#/login?redirect=${encodeURIComponent(START)}`)
  await visibleRoute(page, 'login')
  await page.getByText(t('login.wechat.unverified')).waitFor({ timeout: 30_000 })
  expect(page.url()).not.toMatch(/[?&](code|state)=/)
  expect(await stored(page, 'token')).toBeNull()
  await page.screenshot({ path: screenshotPath('wechat-auth-refused-mobile'), fullPage: true })
  await context.close()
})
