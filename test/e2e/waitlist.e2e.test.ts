/**
 * The automatic waitlist in the built site (issue 16), mobile and desktop, against the real server: a guest on the
 * full networking dinner is asked to sign in to join its waitlist, joins and sees their position (and My lists it);
 * the organiser raises the capacity by one, the place is held for them ("held until HH:mm — register now"), and the
 * registration form takes them past "full" to the success page. Each state is photographed.
 */
import type { Page } from 'playwright-core'
import type { MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { freshPhone, login } from '../../server/test/helpers'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openPage } = setUpE2e()

const en = (key: MessageKey) => translate('en', key)
const M = SEED_IDS.meeting
const DINNER = SEED_IDS.activities.full
const view = (page: Page) => page.locator('.fu-route:visible').last()
const visibleRoute = (page: Page, name: string) => page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })

describe.each<ViewportName>(['mobile', 'desktop'])('waitlist, %s', viewport => {
  it('joins the full dinner\'s waitlist, sees the position, gets the freed place held and registers with it', async () => {
    const phone = freshPhone()
    const page = await openPage(viewport)
    const detail = `${server().baseUrl}/#/meeting/activity/detail?activity_id=${DINNER}&meeting_id=${M}`
    await page.goto(detail)
    await visibleRoute(page, 'activityDetail')
    const panel = () => view(page).getByRole('region', { name: en('waitlist.title') })
    await panel().getByRole('button', { name: en('waitlist.join') }).click()
    // A guest signs in first, and comes back to the dinner.
    await visibleRoute(page, 'login')
    await signInOnPage(page, server(), phone)
    await visibleRoute(page, 'activityDetail')
    await panel().getByRole('button', { name: en('waitlist.join') }).click()
    await panel().getByText('You are number 1 on the waitlist (1 person waiting)', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await view(page).getByRole('button', { name: en('activity.register'), exact: true }).count()).toBe(0)
    await page.screenshot({ path: screenshotPath(`waitlist-waiting-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/my/index?meeting_id=${M}`)
    const mine = view(page).getByRole('region', { name: en('my.waitlist.title') })
    await mine.getByText('Number 1 in line').waitFor({ timeout: 30_000 })
    await mine.getByText(/Networking dinner/).waitFor()

    // The organiser raises the capacity by one: the place is held for the first person waiting.
    const staff = (await login(server(), '13800000005')).api
    const { max } = (await staff.get(`/activities?_id=${DINNER}`)).body.results[0]
    expect((await fetch(`${server().apiUrl}/dev/activities/${DINNER}/capacity`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ max: max + 1 }),
    })).status).toBe(200)

    // Coming back to the dinner later (a fresh load, as from the SMS link).
    await page.goto(detail)
    await page.reload()
    await visibleRoute(page, 'activityDetail')
    await panel().getByText(/^Your place is held until \d\d:\d\d — register now$/).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`waitlist-held-${viewport}`), fullPage: true })
    // The hold was told by SMS (the development outbox keeps it).
    const outbox = await (await fetch(`${server().apiUrl}/dev/outbox?to=${phone}&limit=5`)).json() as { results: { template: string | null }[] }
    expect(outbox.results.some(m => m.template === 'waitlistHold')).toBe(true)

    await panel().getByRole('button', { name: en('waitlist.registerNow') }).click()
    await visibleRoute(page, 'activityForm')
    expect(await view(page).getByText(en('registration.error.full')).count()).toBe(0)
    await page.getByLabel(en('registration.field.name'), { exact: true }).first().fill('Wait Lister')
    await page.getByRole('radio').first().click()
    await page.getByRole('button', { name: en('registration.submit.free'), exact: true }).click()
    await visibleRoute(page, 'activitySuccess')
    await page.screenshot({ path: screenshotPath(`waitlist-registered-${viewport}`), fullPage: true })
    await page.context().close()
  })
})
