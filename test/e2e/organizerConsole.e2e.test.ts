/**
 * The organiser console in the built H5 site, in both viewports (English): a visitor without a role is told they have
 * no permission; the seeded organiser opens the demo meeting from their list, changes its English title, saves, sees
 * the change in the audit log, and a visitor's home shows the new title. Screenshots land in test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { freshPhone } from '../../server/test/helpers'
import { DEMO_ACCOUNTS, SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const M = SEED_IDS.meeting
const { server, openContext } = setUpE2e()
const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

describe.each<ViewportName>(['mobile', 'desktop'])('the organiser console, %s', viewport => {
  it('refuses a visitor without a role', async () => {
    const context = await openContext(viewport, 'en-US')
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/organizer`)
    await visibleRoute(page, 'login')
    await signInOnPage(page, server(), freshPhone())
    await visibleRoute(page, 'organizer')
    const view = page.locator('.fu-route:visible').last()
    await view.getByText(en('organizer.noPermission.list')).waitFor({ timeout: 30_000 })
    await view.getByRole('button', { name: en('organizer.back') }).waitFor()
    await page.screenshot({ path: screenshotPath(`organizer-no-permission-${viewport}`), fullPage: true })
    await context.close()
  })

  it('the organiser edits the meeting title, the audit log lists it, and visitors see it', async () => {
    const context = await openContext(viewport, 'en-US')
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    await page.goto(`${server().baseUrl}/#/organizer`)
    await visibleRoute(page, 'login')
    await signInOnPage(page, server(), DEMO_ACCOUNTS.organizer.phone)
    await visibleRoute(page, 'organizer')
    await view().getByRole('button', { name: en('organizer.list.openLabel', { title: 'International Innovation Expo 2026' }) }).click({ timeout: 30_000 })
    await visibleRoute(page, 'organizerMeeting')
    await page.screenshot({ path: screenshotPath(`organizer-meeting-${viewport}`), fullPage: true })

    const title = `International Innovation Expo 2026 (${viewport})`
    const field = view().getByLabel(en('organizer.field.title', { language: en('organizer.language.en') }), { exact: true })
    await field.fill(title)
    await view().getByRole('button', { name: en('organizer.save') }).click()
    await view().getByText(en('organizer.saved')).waitFor({ timeout: 30_000 })
    await view().getByText(en('organizer.audit.action.update')).first().waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-meeting-saved-${viewport}`), fullPage: true })
    await context.close()

    // A guest (nobody signed in) opening the home gets the new title at once: the write emptied the public cache.
    const guest = await openContext(viewport, 'en-US')
    const home = await guest.newPage()
    await home.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await home.locator('.fu-route:visible').last().getByText(title).first().waitFor({ timeout: 30_000 })
    await guest.close()
  })
})
