/**
 * Features wired in session 4 (issue 13 "Features to wire"), in the built site against the reference server, mobile
 * and desktop: group registration from an activity (v2 ticket page by agent_checkout_version), suppliers / clients
 * for you on the company page (a guest signs in first), and an unknown meeting id landing on /404.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

const M = SEED_IDS.meeting

async function signIn(page: Page) {
  const phone = freshPhone()
  const login = page.locator('.fu-route[data-route="login"]:visible')
  await login.getByLabel('Mobile number', { exact: true }).fill(phone)
  await login.getByRole('checkbox').first().click()
  await login.getByRole('button', { name: 'Send code' }).click()
  await login.getByLabel('Verification code', { exact: true }).fill(await outboxCode(server(), phone))
  await login.getByRole('button', { name: 'Sign in', exact: true }).click()
}

const visibleRoute = (page: Page, name: string) => page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })

describe.each<ViewportName>(['mobile', 'desktop'])('%s', viewport => {
  it('"Group registration" on a group activity opens the v2 ticket page after sign-in', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/activity/detail?activity_id=${SEED_IDS.activities.groupV2}&meeting_id=${M}`)
    await visibleRoute(page, 'activityDetail')
    const detail = page.locator('.fu-route[data-route="activityDetail"]:visible')
    await detail.getByRole('heading', { level: 1, name: 'Partner day' }).waitFor()
    await page.screenshot({ path: screenshotPath(`wire-group-entry-${viewport}`), fullPage: true })
    await detail.getByRole('button', { name: 'Group registration' }).click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page)
    await visibleRoute(page, 'agentV2Ticket')
    expect(page.url()).toContain(`/meeting/${M}/activity/${SEED_IDS.activities.groupV2}/agent/v2/ticket`)
    await context.close()
  })

  it('the company page suggests suppliers and clients, each with why it matched, once signed in', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/enterprise?enterprise_id=${SEED_IDS.enterprises[0]}&meeting_id=${M}`)
    await visibleRoute(page, 'meetingEnterprise')
    const company = page.locator('.fu-route[data-route="meetingEnterprise"]:visible')
    const region = company.getByRole('region', { name: 'Companies for you' })
    await region.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page)
    await visibleRoute(page, 'meetingEnterprise')
    const suggestions = page.locator('.fu-route[data-route="meetingEnterprise"]:visible').getByRole('region', { name: 'Companies for you' })
    await suggestions.getByRole('link', { name: /Why it matched: / }).first().waitFor({ timeout: 30_000 })
    await suggestions.getByText(/^Why it matched: /).first().waitFor()
    await suggestions.getByRole('button', { name: 'Clients for you' }).click()
    await suggestions.getByRole('link', { name: /Why it matched: / }).first().waitFor({ timeout: 30_000 })
    await suggestions.scrollIntoViewIfNeeded()
    await page.screenshot({ path: screenshotPath(`wire-matchmaking-${viewport}`), fullPage: true })
    await context.close()
  })

  it('a meeting id nobody has lands on /404', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/activity/list?meeting_id=6601000000000000000000ff`)
    await visibleRoute(page, 'notFound')
    await page.locator('.fu-route[data-route="notFound"]:visible').getByText('404').waitFor()
    await context.close()
  })
})
