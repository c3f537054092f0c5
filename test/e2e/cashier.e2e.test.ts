/**
 * The cashier in the built H5 site against the real server, on a phone and a desktop, in English: a new visitor signs
 * in, fills the paid activity's form (the standard ticket, ¥399.00) and "Pay" opens the cashier, not a payment. There
 * the plain browser is offered the server's demo channel, labelled "no money is charged", with the time left; paying
 * opens the success screen; cancelling (after its confirmation) closes the order and goes back to the form; an order left unpaid waits under
 * My orders, whose "pay now" opens the cashier again; an order left past its window (a server started with a 20 s
 * window) shows "expired" at the cashier, its place is back on sale and "start again" orders it anew. Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import type { TestServer } from '../support/server'
import { screenshotPath, type ViewportName } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e, setUpTestServer } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openContext } = setUpE2e()

const language = 'en'
const tr = (key: string, params?: Record<string, string | number>) => translate(language, key as MessageKey, params)

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

/** A new visitor signs in from the paid activity, fills its form with the standard ticket and presses "Pay". */
async function orderStandardTicket(page: Page, srv: TestServer = server()) {
  await page.goto(`${srv.baseUrl}/#/meeting/activity/detail?activity_id=${SEED_IDS.activities.openPaid}`)
  await visibleRoute(page, 'activityDetail')
  await page.getByRole('button', { name: tr('activity.register'), exact: true }).click()
  await visibleRoute(page, 'login')
  const phone = freshPhone()
  await page.getByLabel(tr('login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  await page.getByRole('button', { name: tr('login.sendCode') }).click()
  await page.getByLabel(tr('login.code.label'), { exact: true }).fill(await outboxCode(srv, phone))
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click()

  await visibleRoute(page, 'activityForm')
  await page.getByLabel(tr('registration.field.name'), { exact: true }).first().fill('Cashier Visitor')
  await page.getByRole('radio', { name: /Standard/ }).first().click()
  // The form's own required choice (not a ticket type).
  await page.getByRole('radio').filter({ hasNotText: /Standard|VIP|Student|Early/ }).first().click()
  const pay = page.getByRole('button', { name: tr('registration.submit.pay', { amount: '¥399.00' }), exact: true })
  await pay.waitFor({ timeout: 30_000 })
  await pay.click()
  await visibleRoute(page, 'cashier')
}

/** The cashier of a pending ¥399.00 order in a plain browser: the demo channel, labelled, and the time left. */
async function expectCashier(page: Page) {
  await page.getByRole('button', { name: tr('cashier.pay', { amount: '¥399.00' }), exact: true }).waitFor({ timeout: 30_000 })
  await page.getByRole('radio', { name: tr('cashier.method.demo'), exact: true }).waitFor()
  await page.getByText(tr('cashier.demoNote'), { exact: true }).first().waitFor()
  expect(await page.getByRole('timer').first().textContent()).toMatch(/^\d{2}:\d{2}$/)
}

describe.each<ViewportName>(['mobile', 'desktop'])('the cashier, %s', (viewport) => {
  it('pays a registration through the cashier (the demo channel) and opens the success screen', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await orderStandardTicket(page)
    await expectCashier(page)
    await page.screenshot({ path: screenshotPath(`cashier-${viewport}-${language}`), fullPage: true })
    await page.getByRole('button', { name: tr('cashier.pay', { amount: '¥399.00' }), exact: true }).click()
    await visibleRoute(page, 'activitySuccess')
    await context.close()
  })

  it('cancels the order at the cashier through its confirmation and goes back to the form', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await orderStandardTicket(page)
    await expectCashier(page)
    await page.getByRole('button', { name: tr('cashier.cancel'), exact: true }).click()
    // Cancel asks first: "keep the order" leaves it to pay, "yes" cancels it.
    const dialog = page.getByRole('alertdialog', { name: tr('cashier.cancelAsk') })
    await dialog.getByRole('button', { name: tr('cashier.cancelNo'), exact: true }).click()
    await expectCashier(page)
    await page.getByRole('button', { name: tr('cashier.cancel'), exact: true }).click()
    await dialog.getByRole('button', { name: tr('cashier.cancelYes'), exact: true }).click()
    await visibleRoute(page, 'activityForm')
    // The order is closed: My orders shows no "pay now" for it.
    await page.goto(`${server().baseUrl}/#/my/order`)
    await visibleRoute(page, 'myOrder')
    await page.getByText('¥399.00').filter({ visible: true }).first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: /^Pay order/ }).count()).toBe(0)
    await context.close()
  })

  it('leaves the order unpaid, then pays it later from My orders', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await orderStandardTicket(page)
    await expectCashier(page)
    await page.goto(`${server().baseUrl}/#/my/order`)
    await visibleRoute(page, 'myOrder')
    await page.getByText(tr('order.status.pending'), { exact: true }).first().waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Pay order/ }).first().click()
    await visibleRoute(page, 'cashier')
    await expectCashier(page)
    await page.getByRole('button', { name: tr('cashier.pay', { amount: '¥399.00' }), exact: true }).click()
    await visibleRoute(page, 'activitySuccess')
    await context.close()
  })
})

describe('an unpaid order expires', () => {
  const TTL_SECONDS = 20
  const short = setUpTestServer({ env: { FU_ORDER_TTL_MINUTES: String(TTL_SECONDS / 60) } })

  /** Places of the paid activity's standard ticket that are sold or held by unpaid orders, as the server counts them. */
  async function standardHeld(): Promise<number> {
    const res = await fetch(`${short().apiUrl}/activities?_id=${SEED_IDS.activities.openPaid}`)
    const body = (await res.json()) as { results: { prices: { _id: string; sold_total: number }[] }[] }
    return body.results[0].prices.find(p => p._id === SEED_IDS.prices.standard)!.sold_total
  }

  it('shows the expired order at the cashier and puts its place back on sale', async () => {
    const before = await standardHeld()
    const context = await openContext('mobile')
    const page = await context.newPage()
    await orderStandardTicket(page, short())
    await expectCashier(page)
    expect(await standardHeld()).toBe(before + 1)
    // The countdown runs out on screen: the cashier says so and offers to order again instead of paying.
    await page.getByText(tr('cashier.expired.title'), { exact: true }).filter({ visible: true }).first().waitFor({ timeout: (TTL_SECONDS + 30) * 1000 })
    expect(await page.getByRole('button', { name: tr('cashier.pay', { amount: '¥399.00' }), exact: true }).count()).toBe(0)
    await page.screenshot({ path: screenshotPath(`cashier-expired-mobile-${language}`), fullPage: true })
    // Reading the order again closes it on the server (lazily; the per-minute job would too): the place is free.
    // The screen may say "expired" from the deadline before that read has landed, so wait for the server's count.
    await page.reload()
    await page.getByText(tr('cashier.expired.title'), { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 30_000 })
    let held = await standardHeld()
    for (let i = 0; i < 150 && held !== before; i++) {
      await new Promise(resolve => setTimeout(resolve, 500))
      held = await standardHeld()
    }
    expect(held).toBe(before)
    // "Start again" goes back to the registration form, where the same ticket can be ordered and paid once more.
    await page.getByRole('button', { name: tr('cashier.startAgain'), exact: true }).filter({ visible: true }).first().click()
    await visibleRoute(page, 'activityForm')
    const name = page.getByLabel(tr('registration.field.name'), { exact: true }).first()
    await name.waitFor({ timeout: 30_000 })
    if (!(await name.inputValue())) await name.fill('Cashier Visitor')
    await page.getByRole('radio', { name: /Standard/ }).first().click()
    await page.getByRole('radio').filter({ hasNotText: /Standard|VIP|Student|Early/ }).first().click()
    const payAgain = page.getByRole('button', { name: tr('registration.submit.pay', { amount: '¥399.00' }), exact: true })
    await payAgain.waitFor({ timeout: 30_000 })
    await payAgain.click()
    await visibleRoute(page, 'cashier')
    await expectCashier(page)
    expect(await standardHeld()).toBe(before + 1)
    await context.close()
  })
})
