/**
 * Account journeys in the built H5 site against the real server, at 390x844 and 1440x900: Google and Facebook sign in
 * through the development identity; a first WeChat sign-in (the WeChat browser) is sent to /bind, binds a phone with
 * the outbox code and lands on the redirect; the desktop WeChat QR code, scanned through the development scan
 * endpoint, signs in and lands on the redirect; a paid order asks for an invoice, which the organiser (dev endpoint)
 * rejects, the person re-applies, and once approved the detail shows it completed; the registration form's ID-card scan
 * uploads the demo card photo and fills the ID number and name. Screenshots: test/e2e/screenshots/.
 */
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { client, freshPhone, login } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, VIEWPORTS, type ViewportName } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, browser, openContext } = setUpE2e()

const t = (key: string, params?: Record<string, string | number>) => translate('en', key as MessageKey, params)
/** The WeChat in-app browser: the site offers WeChat sign-in there (SPEC §1). */
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/en'

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

async function openLogin(context: BrowserContext, redirect: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${server().baseUrl}/#/login?redirect=${encodeURIComponent(redirect)}`)
  await visibleRoute(page, 'login')
  return page
}

const agree = (page: Page) => page.getByRole('checkbox', { name: /Privacy Policy/ }).first().click()

/** Signed in for real: the page's stored token opens a login-only screen and the server accepts it. */
async function expectSignedIn(page: Page) {
  await visibleRoute(page, 'myTickets')
  expect(page.url()).toContain('#/my/tickets')
  await expect(page.locator('.fu-route[data-route="login"]:visible').count()).resolves.toBe(0)
}

describe.each<ViewportName>(['mobile', 'desktop'])('social sign-in, %s', viewport => {
  it.each(['google', 'facebook'] as const)('%s signs in through the development identity and lands on the redirect', async provider => {
    const context = await openContext(viewport)
    const page = await openLogin(context, '/my/tickets')
    await agree(page)
    await page.getByRole('button', { name: t(`login.social.${provider}`), exact: true }).click()
    await expectSignedIn(page)
    await page.screenshot({ path: screenshotPath(`account-${provider}-${viewport}`), fullPage: true })
    await context.close()
  })

  it('a first WeChat sign-in in the WeChat browser binds a phone on /bind and lands on the redirect', async () => {
    const context = await (browser().newContext({ ...contextOptions(viewport), userAgent: WECHAT_UA }))
    const page = await openLogin(context, '/my/tickets')
    await agree(page)
    await page.getByRole('button', { name: t('login.social.wechat'), exact: true }).click()
    await visibleRoute(page, 'bind')
    expect(page.url()).toContain('redirect=%2Fmy%2Ftickets')
    // The WeChat code waits in storage, never in the address.
    expect(page.url()).not.toContain('dev-wechat')
    const phone = freshPhone()
    await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
    await page.getByRole('button', { name: t('login.sendCode') }).click()
    await page.getByLabel(t('login.code.label'), { exact: true }).fill(await outboxCode(server(), phone))
    await page.screenshot({ path: screenshotPath(`account-bind-${viewport}`), fullPage: true })
    await page.getByRole('button', { name: t('bind.submit'), exact: true }).click()
    await expectSignedIn(page)

    // The same WeChat account signs in directly next time: it is bound now.
    await page.evaluate(() => { for (const key of Object.keys(localStorage)) if (!key.includes('dev_identity')) localStorage.removeItem(key) })
    await page.goto(`${server().baseUrl}/#/login?redirect=${encodeURIComponent('/my/tickets')}`)
    await visibleRoute(page, 'login')
    await agree(page)
    await page.getByRole('button', { name: t('login.social.wechat'), exact: true }).click()
    await expectSignedIn(page)
    await context.close()
  })
})

function contextOptions(viewport: ViewportName) {
  return { viewport: VIEWPORTS[viewport], locale: 'en-US', isMobile: viewport === 'mobile', hasTouch: viewport === 'mobile', deviceScaleFactor: 1 }
}

describe('desktop WeChat QR sign-in', () => {
  it('shows the code; once scanned and confirmed on the phone the page lands on the redirect signed in', async () => {
    // A WeChat account already bound to a phone (the 4260 flow through the API).
    const wechatCode = `dev-wechat-e2e${process.pid}`
    const phone = freshPhone()
    await client(server()).results('POST', '/texts/code/v2', { phone })
    await client(server()).results('POST', '/tokens/wechat', { code: wechatCode, phone, verify_code: await outboxCode(server(), phone) })

    const context = await openContext('desktop')
    const page = await openLogin(context, '/my/tickets')
    await page.getByRole('img', { name: t('login.qr.image') }).first().waitFor({ timeout: 30_000 })
    const ticket = await page.locator('[data-ticket]').first().getAttribute('data-ticket')
    expect(ticket).toMatch(/^dev-qr-[0-9a-f]{16}$/)
    await agree(page)
    await page.screenshot({ path: screenshotPath('account-qr-desktop'), fullPage: true })

    await client(server()).results('POST', `/dev/wechat/qrcodes/${ticket}/scan`, { code: wechatCode, confirm: 0 })
    await page.getByText(t('login.qr.scanned')).waitFor({ timeout: 15_000 })
    await page.screenshot({ path: screenshotPath('account-qr-scanned-desktop'), fullPage: true })

    await client(server()).results('POST', `/dev/wechat/qrcodes/${ticket}/scan`, { code: wechatCode })
    await expectSignedIn(page)
    await context.close()
  })

  it('says when the code expired and gives a new one on refresh', async () => {
    const context = await openContext('desktop')
    const page = await openLogin(context, '/my/tickets')
    await page.getByRole('img', { name: t('login.qr.image') }).first().waitFor({ timeout: 30_000 })
    const ticket = await page.locator('[data-ticket]').first().getAttribute('data-ticket')
    await client(server()).results('POST', `/dev/wechat/qrcodes/${ticket}/expire`, {})
    await page.getByText(t('login.qr.expired')).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: t('login.qr.refresh'), exact: true }).click()
    await page.waitForFunction(old => document.querySelector('[data-ticket]')?.getAttribute('data-ticket') !== old, ticket, { timeout: 15_000 })
    await expect(page.getByText(t('login.qr.expired')).count()).resolves.toBe(0)
    await context.close()
  })
})

describe.each<ViewportName>(['mobile', 'desktop'])('invoice of a paid order, %s', viewport => {
  it('applies, sees the rejection reason, re-applies, and sees it completed once approved', async () => {
    // A paid order (sandbox channel) for this person, made through the API: the registration itself is journeys' part.
    const phone = freshPhone()
    const session = await login(server(), phone)
    const answers = [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }]
    const order = await session.api.results<{ _id: string }>('POST', '/checkout/activities', { activity_id: SEED_IDS.activities.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Invoice Person', answers })
    await session.api.results('POST', `/checkout/activities/${order._id}/pay`, { channel: 'sandbox' })

    const context = await openContext(viewport)
    const page = await openLogin(context, `/my/order/${order._id}`)
    await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
    await agree(page)
    await page.getByRole('button', { name: t('login.sendCode') }).click()
    await page.getByLabel(t('login.code.label'), { exact: true }).fill(await outboxCode(server(), phone))
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click()
    await visibleRoute(page, 'myOrderDetail')

    await page.getByRole('button', { name: t('order.invoice'), exact: true }).click()
    await visibleRoute(page, 'invoiceForm')
    await fillInvoice(page, 'Demo Co')
    await page.screenshot({ path: screenshotPath(`account-invoice-form-${viewport}`), fullPage: true })
    await page.getByRole('button', { name: t('invoice.submit'), exact: true }).click()
    await visibleRoute(page, 'invoiceDetail')
    await page.getByText(t('invoice.processingHint')).waitFor({ timeout: 15_000 })

    const [first] = await session.api.results<{ _id: string }[]>('GET', `/invoices?checkout_id=${order._id}`)
    await client(server()).results('POST', `/dev/invoices/${first._id}/reject`, { reason: 'Wrong title' })
    await page.reload()
    await page.getByText(t('invoice.rejectReason', { reason: 'Wrong title' })).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`account-invoice-rejected-${viewport}`), fullPage: true })
    await page.getByRole('button', { name: t('invoice.reapply'), exact: true }).click()
    await visibleRoute(page, 'invoiceForm')
    await fillInvoice(page, 'Demo Company')
    await page.getByRole('button', { name: t('invoice.submit'), exact: true }).click()
    await visibleRoute(page, 'invoiceDetail')
    await page.getByText(t('invoice.processingHint')).waitFor({ timeout: 15_000 })

    const again = (await session.api.results<{ _id: string; status: string }[]>('GET', `/invoices?checkout_id=${order._id}`)).find(i => i.status === 'processing')!
    await client(server()).results('POST', `/dev/invoices/${again._id}/approve`, {})
    await page.reload()
    await page.getByText(t('invoice.completedHint')).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`account-invoice-completed-${viewport}`), fullPage: true })
    await context.close()
  })
})

/** The regular VAT invoice's fields (title, tax number, mainland mobile, e-mail; electronic by default). */
async function fillInvoice(page: Page, title: string) {
  const fill = async (label: string, value: string) => {
    const input = page.getByLabel(t(label), { exact: true })
    await input.fill('')
    await input.fill(value)
  }
  await fill('invoice.field.title', title)
  await fill('invoice.field.taxNumber', '91310000MA1FL0000X')
  await fill('invoice.field.phone', '13800000001')
  await fill('invoice.field.email', 'invoice@demo.test')
}

describe.each<ViewportName>(['mobile', 'desktop'])('ID-card scan on the registration form, %s', viewport => {
  it('picks the demo card photo, uploads it and fills the ID number and the name', async () => {
    const phone = freshPhone()
    const context = await openContext(viewport)
    const page = await openLogin(context, `/activity/form?activity_id=${SEED_IDS.activities.openFree}`)
    await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
    await agree(page)
    await page.getByRole('button', { name: t('login.sendCode') }).click()
    await page.getByLabel(t('login.code.label'), { exact: true }).fill(await outboxCode(server(), phone))
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click()
    await visibleRoute(page, 'activityForm')

    // H5 picks through a file input (Taro.chooseImage): the test answers the browser's file chooser.
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: t('idScan.action'), exact: true }).click()
    await (await chooser).setFiles(path.join(__dirname, '..', '..', 'server', 'static', 'idcard-demo.png'))
    const idNumber = page.getByLabel('ID number', { exact: true })
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some(i => i.value === '110105199003071239'), undefined, { timeout: 30_000 })
    await expect(idNumber.first().inputValue()).resolves.toBe('110105199003071239')
    await expect(page.getByLabel('Name', { exact: true }).first().inputValue()).resolves.toBe('林演示')
    await page.screenshot({ path: screenshotPath(`account-idscan-${viewport}`), fullPage: true })

    // Any other photo is not recognised, said under the field.
    const again = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: t('idScan.action'), exact: true }).click()
    await (await again).setFiles(path.join(__dirname, '..', 'fixtures', 'portrait.png'))
    await page.getByText(t('idScan.unrecognised')).first().waitFor({ timeout: 30_000 })
    await context.close()
  })
})
