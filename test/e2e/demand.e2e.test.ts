/**
 * The demand board in the built site, mobile and desktop: the seeded posts with their states, the category tabs,
 * the detail with its images, comments and the contact rule for a guest; the post form asks a guest to sign in, then
 * says the title rule beside its field and the server's "register first" (4116) for a person without a ticket.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(120_000)

const { server, openContext } = setUpE2e()

/** A new person signs in on the login screen with the code the dev outbox holds. */
async function signInNewPerson(page: Page) {
  await signInOnPage(page, server(), freshPhone())
}

describe.each<ViewportName>(['mobile', 'desktop'])('demand board, %s', viewport => {
  it('lists the posts, filters by category, opens one, and sends a guest who wants to post to sign in', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/demand/list?meeting_id=${SEED_IDS.meeting}`)
    // The cards are named by what they show (title, text, poster): found as the demand cards.
    const cards = page.locator('.fu-demand-card[role="link"]:visible')
    await cards.first().waitFor()
    expect(await cards.count()).toBe(3)
    await expect(page.getByRole('listitem').filter({ hasText: 'Solar panel supplier wanted' }).getByText('Closed', { exact: true }).count()).resolves.toBe(1)
    await page.screenshot({ path: screenshotPath(`demand-list-${viewport}`), fullPage: true })

    await page.getByRole('tab', { name: 'Cooperation' }).click()
    await page.getByRole('link', { name: /^Looking for distributors in Korea/ }).waitFor()
    await expect(cards.count()).resolves.toBe(1)

    await page.getByRole('tab', { name: 'All' }).click()
    await page.getByRole('link', { name: /^寻找工业机器人集成商/ }).click()
    await page.getByRole('heading', { level: 1, name: '寻找工业机器人集成商' }).waitFor()
    await page.getByText('Contact details show once you comment or are friends').waitFor()
    await expect(page.locator('.fu-demand-detail__image img').first().getAttribute('alt')).resolves.toBe('Image 1 of 寻找工业机器人集成商')
    await page.getByRole('heading', { level: 2, name: 'Comments (0)' }).waitFor()
    await page.screenshot({ path: screenshotPath(`demand-detail-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/demand/form/new?meeting_id=${SEED_IDS.meeting}`)
    await page.waitForURL(/#\/login\?redirect=/)
    expect(decodeURIComponent(page.url())).toContain('redirect=/demand/form/new')
    await signInNewPerson(page)
    await page.getByLabel('Title').waitFor()
    await page.getByLabel('Title').fill('Shor')
    await page.getByLabel('Description').fill('We ship robots to Europe.')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await page.getByText('The title needs at least 5 characters').waitFor()
    await page.getByLabel('Title').fill('Partner for logistics')
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await page.getByText('Register for the meeting before posting a demand').waitFor()
    await page.screenshot({ path: screenshotPath(`demand-form-${viewport}`), fullPage: true })
    await context.close()
  })
})
