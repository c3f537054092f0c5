/**
 * Issue 6's journeys as a new visitor makes them, in the built H5 site against the real server, in a phone
 * and a desktop viewport, in zh and en: home → an open free activity → login (code from the dev outbox) →
 * the form → success → My tickets with the ticket's QR code; a paid activity with a coupon (discounted
 * order, paid at the cashier); and the full, ended and not-started activities' dialogs. Screenshots go to
 * test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import type { LanguageCode } from '@fu-types/entities'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS, COUPON_CODES } from '../../server/seed/ids'
import { screenshotPath, VIEWPORTS, type ViewportName } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

let titles: Record<string, Record<string, string>>

const { server, openContext } = setUpE2e()

beforeAll(async () => {
  titles = {}
  for (const [name, id] of Object.entries(SEED_IDS.activities)) {
    const res = await fetch(`${server().apiUrl}/activities?_id=${id}&limit=1`)
    const body = (await res.json()) as { results: { title: Record<string, string> }[] }
    if (body.results?.[0]) titles[name] = body.results[0].title
  }
})


const LOCALES: Record<'zh' | 'en', string> = { zh: 'zh-CN', en: 'en-US' }

function tr(language: LanguageCode, key: string, params?: Record<string, string | number>): string {
  return translate(language, key as MessageKey, params)
}

async function signIn(page: Page, language: LanguageCode) {
  const phone = freshPhone()
  await page.getByLabel(tr(language, 'login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  await page.getByRole('button', { name: tr(language, 'login.sendCode') }).click()
  const code = await outboxCode(server(), phone)
  await page.getByLabel(tr(language, 'login.code.label'), { exact: true }).fill(code)
  await page.getByRole('button', { name: tr(language, 'login.submit'), exact: true }).click()
  return phone
}

/** Once a screen has slid in, nothing sticks out sideways: a visitor never scrolls a screen horizontally. */
async function expectNoSidewaysScroll(page: Page, viewport: ViewportName) {
  const limit = VIEWPORTS[viewport].width
  const settled = await page.waitForFunction(max => document.documentElement.scrollWidth <= max, limit, { timeout: 5_000 }).then(() => true, () => false)
  expect(settled ? limit : await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(limit)
}

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

describe.each<[ViewportName, 'zh' | 'en']>([['mobile', 'zh'], ['desktop', 'en'], ['mobile', 'en'], ['desktop', 'zh']])('a new visitor, %s, %s', (viewport, language) => {
  it('registers for an open free activity and finds the ticket with its QR code', async () => {
    const context = await openContext(viewport, LOCALES[language])
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
    await expectNoSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`journey-home-${viewport}-${language}`), fullPage: true })

    await page.getByText(titles.openFree[language], { exact: true }).filter({ visible: true }).first().click()
    await visibleRoute(page, 'activityDetail')
    await expectNoSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`journey-activity-${viewport}-${language}`), fullPage: true })
    await page.getByRole('button', { name: tr(language, 'activity.register'), exact: true }).click()

    await visibleRoute(page, 'login')
    const phone = await signIn(page, language)

    await visibleRoute(page, 'activityForm')
    await page.getByLabel(tr(language, 'registration.field.name'), { exact: true }).first().fill('Lin Visitor')
    // The mobile number is filled in from the account that just signed in.
    expect(await page.locator('input:visible').evaluateAll(inputs => inputs.map(i => (i as HTMLInputElement).value))).toContain(phone)
    await page.getByRole('radio').first().click()
    await expectNoSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`journey-form-${viewport}-${language}`), fullPage: true })
    await page.getByRole('button', { name: tr(language, 'registration.submit.free'), exact: true }).click()

    await visibleRoute(page, 'activitySuccess')
    await page.goto(`${server().baseUrl}/#/my/tickets`)
    await visibleRoute(page, 'myTickets')
    await page.getByText(titles.openFree[language], { exact: true }).filter({ visible: true }).first().click()
    await visibleRoute(page, 'myRegistrationTicket')
    const qr = page.locator('img[src^="data:image/svg+xml"]:visible').first()
    await qr.waitFor({ timeout: 30_000 })
    await expectNoSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`journey-ticket-${viewport}-${language}`), fullPage: true })
    await context.close()
  })
})

const TICKET_TYPES = {
  en: { standard: /Standard/, all: /Standard|VIP|Student|Early/ },
  zh: { standard: /标准票/, all: /标准票|VIP|学生票|早鸟票/ },
}

describe.each<[ViewportName, 'zh' | 'en']>([['mobile', 'en'], ['desktop', 'zh'], ['mobile', 'zh'], ['desktop', 'en']])('a paid activity with a coupon, %s, %s', (viewport, language) => {
  it('shows the discounted price on the order', async () => {
    const context = await openContext(viewport, LOCALES[language])
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/activity/detail?activity_id=${SEED_IDS.activities.openPaid}`)
    await visibleRoute(page, 'activityDetail')
    await page.getByRole('button', { name: tr(language, 'activity.register'), exact: true }).click()
    await visibleRoute(page, 'login')
    await signIn(page, language)
    await visibleRoute(page, 'activityForm')
    await page.getByLabel(tr(language, 'registration.field.name'), { exact: true }).first().fill('Pay Visitor')
    await page.getByRole('radio', { name: TICKET_TYPES[language].standard }).first().click()
    await page.getByRole('radio').filter({ hasNotText: TICKET_TYPES[language].all }).first().click()
    await page.getByLabel(tr(language, 'registration.coupon.label'), { exact: true }).fill(COUPON_CODES.rate)
    await page.getByRole('button', { name: tr(language, 'registration.coupon.apply'), exact: true }).click()
    // 20 % off ¥399.00 = ¥319.20
    const pay = page.getByRole('button', { name: tr(language, 'registration.submit.pay', { amount: '¥319.20' }), exact: true })
    await pay.waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`journey-paid-form-${viewport}-${language}`), fullPage: true })
    await pay.click()
    // The cashier: the amount, the demo channel labelled as such in a plain browser, then pay.
    await visibleRoute(page, 'cashier')
    await page.getByText(tr(language, 'cashier.demoNote'), { exact: true }).first().waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: tr(language, 'cashier.pay', { amount: '¥319.20' }), exact: true }).click()
    await visibleRoute(page, 'activitySuccess')
    await page.goto(`${server().baseUrl}/#/my/order`)
    await visibleRoute(page, 'myOrder')
    await page.getByText('¥319.20').filter({ visible: true }).first().waitFor({ timeout: 30_000 })
    await context.close()
  })
})

describe.each<ViewportName>(['mobile', 'desktop'])('activities that cannot take a registration, %s', viewport => {
  it('full offers the waitlist instead of a dead "Register" (issue 16; the journey is waitlist.e2e)', async () => {
    const language = 'en'
    const context = await openContext(viewport, LOCALES[language])
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/activity/detail?activity_id=${SEED_IDS.activities.full}`)
    await visibleRoute(page, 'activityDetail')
    await page.getByRole('button', { name: tr(language, 'waitlist.join'), exact: true }).filter({ visible: true }).first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: tr(language, 'activity.register'), exact: true }).filter({ visible: true }).count()).toBe(0)
    await context.close()
  })

  it.each([
    ['ended', 'dialog.activity_deadline.title'],
    ['notStarted', 'activity.register.notStart'],
  ] as const)('%s shows its dialog with a single button', async (which, dialogKey) => {
    const language = 'en'
    const context = await openContext(viewport, LOCALES[language])
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/activity/detail?activity_id=${SEED_IDS.activities[which]}`)
    await visibleRoute(page, 'activityDetail')
    await page.getByRole('button', { name: tr(language, 'activity.register'), exact: true }).click()
    await page.getByText(tr(language, dialogKey)).first().waitFor({ timeout: 15_000 })
    await page.getByText(tr(language, 'common.know'), { exact: true }).first().click()
    await context.close()
  })
})
