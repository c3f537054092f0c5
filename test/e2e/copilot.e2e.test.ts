/**
 * The meeting assistant and the meeting search in the built site against the reference server, mobile and desktop:
 * the home's assistant entry asks a guest to sign in and comes back to the assistant; an example question gets the
 * server's answer with sources that open their screens; the search finds across kinds and opens an item.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, VIEWPORTS, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

const M = SEED_IDS.meeting

async function signIn(page: Page) {
  await signInOnPage(page, server(), freshPhone())
}

const visibleRoute = (page: Page, name: string) => page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
const noSidewaysScroll = (page: Page, viewport: ViewportName) =>
  page.waitForFunction(max => document.documentElement.scrollWidth <= max, VIEWPORTS[viewport].width, { timeout: 5_000 })

describe.each<ViewportName>(['mobile', 'desktop'])('%s', viewport => {
  it('the home\'s entry opens the assistant after sign-in; an example question is answered with sources that open their screens', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await page.getByRole('button', { name: 'Ask Expo assistant' }).click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page)
    await visibleRoute(page, 'meetingTalk')
    const talk = page.locator('.fu-route[data-route="meetingTalk"]:visible')
    await talk.getByRole('heading', { level: 2, name: 'Hi, I am the expo assistant' }).waitFor()
    await talk.getByRole('button', { name: 'Who are the star guests?' }).click()
    const log = talk.getByRole('log', { name: 'Conversation' })
    // The answer names the guests in sentences; the cards under it open them.
    const speakers = log.getByRole('link', { name: /^Open Speaker: / })
    await speakers.first().waitFor({ timeout: 30_000 })
    await noSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`copilot-${viewport}`), fullPage: true })

    await talk.getByRole('textbox', { name: 'Your question' }).fill('underwater basket weaving')
    await talk.getByRole('button', { name: 'Send' }).click()
    await log.getByText(/^Sorry, nothing/).waitFor({ timeout: 30_000 })

    await speakers.first().click()
    await visibleRoute(page, 'speakerDetail')
    await context.close()
  })

  it('the search finds across the meeting\'s kinds, remembers the search, and opens an item', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/search?meeting_id=${M}`)
    await visibleRoute(page, 'meetingSearch')
    const search = page.locator('.fu-route[data-route="meetingSearch"]:visible')
    await search.getByLabel('Search this event').fill('workshop')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    const activities = search.getByRole('region', { name: 'Activities' })
    await activities.getByRole('link', { name: /^Hands-on AI workshop/ }).waitFor({ timeout: 30_000 })
    await noSidewaysScroll(page, viewport)
    await page.screenshot({ path: screenshotPath(`search-${viewport}`), fullPage: true })

    await search.getByRole('button', { name: 'Clear', exact: true }).click()
    await search.getByRole('button', { name: 'workshop', exact: true }).waitFor()
    await search.getByRole('button', { name: 'workshop', exact: true }).click()
    await activities.getByRole('link', { name: /^Hands-on AI workshop/ }).click()
    await visibleRoute(page, 'activityDetail')
    await context.close()
  })
})
