/**
 * A home that leads (issue 25), in the built H5 site on the seeded meeting a week before it opens, in both viewports:
 * under the banner and the navigation, "for you" shows a guest what is live now (the seeded running streams) and the
 * first day's programme, and a way to sign in that comes back to the home; signed in, the demo visitor's next item
 * (the opening ceremony they hold a ticket for, at the hour of their saved keynote) with its countdown and the ticket
 * one tap away. In zh the same block reads in Chinese.
 */
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()
/** The demo visitor: a ticket to the opening ceremony, the keynote and the workshop saved. */
const VISITOR = '13800000001'

describe.each<ViewportName>(['mobile', 'desktop'])('a home that leads, %s', viewport => {
  it("shows a guest what is live and the first day's programme, and a signed-in visitor what is next for them", async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    const forYou = () => view().getByRole('region', { name: 'For you' })

    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await forYou().getByRole('heading', { name: 'Live now' }).waitFor({ timeout: 30_000 })
    await forYou().scrollIntoViewIfNeeded()
    // The streams on air now, each with Watch; the paused one says so.
    await forYou().getByRole('button', { name: 'Watch live: Main forum: the next decade of AI' }).waitFor()
    expect(await forYou().getByText('Paused', { exact: true }).count()).toBe(1)
    // A week ahead: the first day's programme by its date, from the keynote, never marked live.
    await forYou().getByRole('heading', { name: /^Programme · \d\d\.\d\d$/ }).waitFor()
    const sessions = forYou().getByRole('link', { name: /^Open session: / })
    expect((await sessions.first().textContent())?.trim()).toBe('Opening keynote')
    expect(await sessions.count()).toBe(4)
    expect(await forYou().locator('.fu-for-you__session').getByText('Live', { exact: true }).count()).toBe(0)
    await forYou().screenshot({ path: screenshotPath(`home-for-you-guest-${viewport}`) })
    await page.screenshot({ path: screenshotPath(`home-for-you-page-${viewport}`), fullPage: true })

    // Signing in from the block comes back to the home, which now leads with the visitor's next item.
    await forYou().getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), VISITOR)
    await page.waitForURL(/#\/meeting\/home/, { timeout: 30_000 })
    const next = forYou().locator('.fu-for-you__card--next')
    await next.getByRole('heading', { level: 3, name: 'Opening ceremony' }).waitFor({ timeout: 30_000 })
    await next.scrollIntoViewIfNeeded()
    await next.getByText(/^Starts in \d+ days?$/).waitFor()
    await forYou().screenshot({ path: screenshotPath(`home-for-you-signed-in-${viewport}`) })
    await next.getByRole('button', { name: 'Show my ticket' }).click()
    await page.waitForURL(/#\/my\/tickets/, { timeout: 30_000 })
    await view().getByText('Opening ceremony').first().waitFor({ timeout: 30_000 })
    await context.close()
  })

  it('reads in Chinese', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    const forYou = () => page.locator('.fu-route:visible').last().getByRole('region', { name: '为你安排' })
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await forYou().getByRole('heading', { name: '正在直播' }).waitFor({ timeout: 30_000 })
    await forYou().getByRole('heading', { name: '你的下一项' }).waitFor()
    await forYou().getByRole('heading', { name: /^\d\d\.\d\d 议程$/ }).waitFor()
    await forYou().getByRole('link', { name: '完整议程' }).waitFor()
    await forYou().scrollIntoViewIfNeeded()
    await forYou().screenshot({ path: screenshotPath(`home-for-you-zh-${viewport}`) })
    await context.close()
  })
})
