/**
 * A guest's journey through the speakers and the programme in the built H5 site, on the seeded meeting, in both
 * viewports: speakers by category → a speaker's profile → one of their sessions → the agenda by day → my schedule
 * sends the guest to login and back.
 */
import type { Browser } from 'playwright-core'
import { startTestServer, type TestServer } from '../support/server'
import { launchBrowser, newContext, screenshotPath, type ViewportName } from './browser'

jest.setTimeout(180_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe.each<ViewportName>(['mobile', 'desktop'])('speakers and agenda, %s', viewport => {
  it('a guest browses speakers, a profile, a session and the agenda by day', async () => {
    const context = await newContext(browser, viewport, 'en-US')
    const page = await context.newPage()
    // The router keeps earlier pages (hidden) in the document: look only at the page on screen.
    const view = () => page.locator('.fu-route:visible').last()
    const shot = (name: string) => page.screenshot({ path: screenshotPath(`agenda-${name}-${viewport}`), fullPage: true })

    await page.goto(`${server.baseUrl}/#/speaker`)
    const speakers = () => view().getByRole('link', { name: /^Speaker: / })
    await speakers().first().waitFor({ timeout: 30_000 })
    expect(await speakers().count()).toBe(4)
    await view().getByRole('tab', { name: 'Forum guests' }).click()
    await view().getByRole('link', { name: 'Speaker: Ken Tanaka' }).waitFor()
    expect(await speakers().count()).toBe(2)
    await shot('speakers')

    await view().getByRole('link', { name: 'Speaker: Ken Tanaka' }).click()
    await view().getByRole('heading', { level: 1, name: 'Ken Tanaka' }).waitFor({ timeout: 30_000 })
    await view().getByText('Head of research · Coastline Bio').waitFor()
    await view().getByText('has worked in biotechnology for 16 years').waitFor()
    const session = view().getByRole('link', { name: 'Session: AI forum' })
    await session.waitFor()
    await shot('speaker')

    await session.click()
    await view().getByRole('heading', { level: 1, name: 'AI forum' }).waitFor({ timeout: 30_000 })
    await view().getByText('Place: Hall B forum room').waitFor()
    await view().getByRole('link', { name: 'Speaker: Emily Carter' }).waitFor()
    await view().getByRole('link', { name: /Live stream: Launch event replay/ }).waitFor()
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

    await view().getByRole('button', { name: 'Add "New energy round table" to my schedule' }).click()
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    expect(decodeURIComponent(page.url())).toContain('redirect=/meeting/agenda/schedule')
    await context.close()
  })
})
