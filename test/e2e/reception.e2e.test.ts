/**
 * Reception in the built H5 site, in both viewports: a staff member signs in on the way to the desk, sees the
 * phases with their checked-in counts, opens one, opens a guest and checks them in after the confirm (then undoes
 * it, so the seed stays as it was); a guest, unsigned, looks themself up by query code and sees their record.
 */
import type { Page } from 'playwright-core'
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const { server, openPage } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const M = SEED_IDS.meeting

/** Signs in on /login with a demo phone and the code from the dev outbox. */
async function signIn(page: Page, phone: string) {
  await page.getByLabel(en('login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  const latest = async () => ((await (await fetch(`${server().apiUrl}/dev/outbox?to=${phone}&limit=1`)).json()) as { results: { _id: string; body?: string }[] }).results[0]
  const before = (await latest())?._id
  await page.getByRole('button', { name: en('login.sendCode') }).click()
  let code: string | undefined
  for (let i = 0; i < 50 && !code; i++) {
    const message = await latest()
    if (message && message._id !== before) code = /(\d{6})/.exec(message.body ?? '')?.[1]
    if (!code) await new Promise(resolve => setTimeout(resolve, 200))
  }
  await page.getByLabel(en('login.code.label'), { exact: true }).fill(code ?? '')
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click()
}

// Each viewport signs a different staff member in (one code a minute per phone).
describe.each<[ViewportName, string]>([['mobile', '13800000004'], ['desktop', '13800000005']])('reception, %s', (viewport, staffPhone) => {
  it('staff check a guest in at a phase after confirming, and undo it', async () => {
    const page = await openPage(viewport)
    const view = () => page.locator('.fu-route:visible').last()
    await page.goto(`${server().baseUrl}/#/meeting/reception/staff?meeting_id=${M}&lang=en`)
    await signIn(page, staffPhone)
    const venue = view().getByRole('link', { name: en('reception.staff.openPhase', { title: 'Venue sign-in' }) })
    await venue.waitFor({ timeout: 60_000 })
    await page.screenshot({ path: screenshotPath(`reception-desk-${viewport}`), fullPage: true })
    await venue.click()
    await view().getByRole('heading', { level: 1, name: 'Venue sign-in' }).waitFor({ timeout: 30_000 })
    await view().getByRole('link', { name: en('reception.guest.open', { name: 'Yuki Mori' }) }).click()
    const step = view().getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Venue sign-in' }) })
    await step.getByRole('button', { name: en('reception.guest.checkIn') }).click()
    await view().getByRole('alertdialog').waitFor()
    await view().getByRole('button', { name: en('common.confirm') }).click()
    await step.getByRole('button', { name: en('reception.guest.undo') }).waitFor({ timeout: 30_000 })
    expect(await step.getByText(en('reception.status.received'), { exact: true }).count()).toBe(1)
    await page.screenshot({ path: screenshotPath(`reception-guest-${viewport}`), fullPage: true })
    await step.getByRole('button', { name: en('reception.guest.undo') }).click()
    await view().getByRole('button', { name: en('common.confirm') }).click()
    await step.getByRole('button', { name: en('reception.guest.checkIn') }).waitFor({ timeout: 30_000 })
  })

  it('an unsigned guest looks themself up by query code', async () => {
    const page = await openPage(viewport)
    const view = () => page.locator('.fu-route:visible').last()
    await page.goto(`${server().baseUrl}/#/meeting/reception/query/guest?meeting_id=${M}&lang=en`)
    await view().getByLabel(en('reception.query.code'), { exact: true }).fill('guest002')
    await view().getByRole('button', { name: en('reception.query.submit'), exact: true }).click()
    await view().getByText(en('reception.query.results', { total: 1 })).waitFor({ timeout: 30_000 })
    await view().getByRole('link', { name: en('reception.guest.open', { name: 'Anna Schmidt' }) }).click()
    await view().getByRole('heading', { level: 2, name: 'Anna Schmidt' }).waitFor({ timeout: 30_000 })
    expect(page.url()).not.toContain('guest002')
    await page.screenshot({ path: screenshotPath(`reception-query-${viewport}`), fullPage: true })
  })
})
