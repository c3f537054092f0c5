/**
 * A guest's journey through the speakers and the programme in the built H5 site, on the seeded meeting, in both
 * viewports: speakers by category → a speaker's profile → one of their sessions → the agenda by day → "add to my
 * schedule" sends the guest to login (code from the dev outbox) and back, where the session is added and stays added.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

/** Signs in on /login with a new phone number and the code the server "sent" (the dev outbox). */
async function signIn(page: Page) {
  await signInOnPage(page, server(), freshPhone())
}

describe.each<ViewportName>(['mobile', 'desktop'])('speakers and agenda, %s', viewport => {
  it('a guest browses speakers, a profile, a session and the agenda by day, then signs in to add a session to their schedule', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    // The router keeps earlier pages (hidden) in the document: look only at the page on screen.
    const view = () => page.locator('.fu-route:visible').last()
    const shot = (name: string) => page.screenshot({ path: screenshotPath(`agenda-${name}-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/speaker`)
    // The cards are named by what they show (name, title, company): found as the speaker cards.
    const speakers = () => view().locator('.fu-speaker-card[role="link"]')
    await speakers().first().waitFor({ timeout: 30_000 })
    expect(await speakers().count()).toBe(4)
    await view().getByRole('tab', { name: 'Forum guests' }).click()
    await view().getByRole('link', { name: /^Ken Tanaka/ }).waitFor()
    expect(await speakers().count()).toBe(2)
    await shot('speakers')

    await view().getByRole('link', { name: /^Ken Tanaka/ }).click()
    await view().getByRole('heading', { level: 1, name: 'Ken Tanaka' }).waitFor({ timeout: 30_000 })
    await view().getByText('Head of research · Coastline Bio').waitFor()
    await view().getByText('has worked in biotechnology for 16 years').waitFor()
    const session = view().getByRole('link', { name: 'Session: AI forum' })
    await session.waitFor()
    await shot('speaker')

    await session.click()
    await view().getByRole('heading', { level: 1, name: 'AI forum' }).waitFor({ timeout: 30_000 })
    await view().getByText('Place: Hall B forum room').waitFor()
    await view().getByRole('link', { name: /^Emily Carter/ }).waitFor()
    await view().getByRole('link', { name: /Live stream: Product launch/ }).waitFor()
    await shot('session')

    await view().getByRole('button', { name: 'Back to the agenda' }).click()
    const days = () => view().getByRole('tab', { name: /^Day / })
    await days().first().waitFor({ timeout: 30_000 })
    expect(await days().count()).toBe(3)
    await view().getByText('09:00 - 10:30').waitFor()
    await view().getByRole('link', { name: 'Session: Opening keynote' }).waitFor()
    await shot('schedule')
    await days().nth(1).click()
    await view().getByRole('link', { name: 'Session: New energy round table' }).waitFor()

    await view().getByRole('button', { name: 'Add to my schedule: New energy round table' }).click()
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    expect(decodeURIComponent(page.url())).toContain('redirect=/meeting/agenda/schedule')

    // Signed in, back on the agenda: the session goes into "my schedule", and is still there after a reload.
    await signIn(page)
    await page.waitForURL(/#\/meeting\/agenda\/schedule/, { timeout: 30_000 })
    await days().nth(1).click()
    await view().getByRole('button', { name: 'Add to my schedule: New energy round table' }).click()
    await view().getByRole('button', { name: 'Remove from my schedule: New energy round table' }).waitFor({ timeout: 30_000 })
    await page.reload()
    await days().nth(1).click()
    await view().getByRole('button', { name: 'Remove from my schedule: New energy round table' }).waitFor({ timeout: 30_000 })
    await shot('my-schedule')
    // Only that session: the opening day's are still to add.
    await days().nth(0).click()
    await view().getByRole('button', { name: 'Add to my schedule: Opening keynote' }).waitFor()
    await context.close()
  })
})
