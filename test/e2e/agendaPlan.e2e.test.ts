/**
 * An agenda that plans (issue 25), in the built H5 site on the seeded meeting, in both viewports: the programme a week
 * away shows no live state (agenda and speaker page); the filters narrow the day, stay in the address through a
 * reload, and a filter set that matches nothing says so with "Clear filters"; a desktop shows the day as a grid by
 * room; "My agenda" asks a guest to sign in and comes back, then lists the demo visitor's saved keynote and the
 * workshop beside it, each flagged as clashing with the other.
 */
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()
/** The demo visitor: saved the opening keynote and the forum room's workshop that runs beside it. */
const VISITOR = '13800000001'

/** Waits (up to 10 s) until `read` gives `expected`, then asserts it (the list redraws after a chip is pressed). */
async function settlesTo<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last = await read()
  for (let i = 0; i < 50 && JSON.stringify(last) !== JSON.stringify(expected); i++) {
    await new Promise(resolve => setTimeout(resolve, 200))
    last = await read()
  }
  expect(last).toEqual(expected)
}

describe.each<ViewportName>(['mobile', 'desktop'])('agenda that plans, %s', viewport => {
  it('filters the day, keeps the filters through a reload, shows no live state a week ahead, and my agenda flags a clash', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    const shot = (name: string) => page.screenshot({ path: screenshotPath(`agenda-plan-${name}-${viewport}`), fullPage: true })
    const sessions = () => view().getByRole('link', { name: /^Session: / })
    const titles = async () => (await sessions().allTextContents()).map(text => text.trim())
    const chip = (facet: string, name: string) => view().getByRole('group', { name: facet }).getByRole('button', { name, exact: true })
    /** A session's card (phone) or its block in the grid (desktop). */
    const box = (title: string) => view().locator(viewport === 'mobile' ? '.fu-session' : '.fu-agenda-block', { has: page.getByRole('link', { name: `Session: ${title}` }) })

    // A speaker's page a week before the event: the keynote's live is Upcoming, never Live or Replay.
    await page.goto(`${server().baseUrl}/#/meeting/speaker?speaker_id=${SEED_IDS.speakers[0]}`)
    await view().getByRole('link', { name: 'Session: Opening keynote' }).waitFor({ timeout: 30_000 })
    await view().getByRole('link', { name: /Live stream: .* Upcoming/ }).first().waitFor()
    expect(await view().getByRole('link', { name: /Live stream: .* (Live|Replay)/ }).count()).toBe(0)

    await page.goto(`${server().baseUrl}/#/meeting/agenda/schedule`)
    await sessions().first().waitFor({ timeout: 30_000 })
    expect(await titles()).toEqual(['Opening keynote', 'Hands-on robotics workshop', 'AI forum', "Designers' meetup"])
    // The opening keynote is linked to a live whose own record runs now: on the session a week away it is upcoming.
    await box('Opening keynote').getByText('Upcoming').waitFor()
    expect(await box('Opening keynote').getByText(/^(Live|Replay)$/).count()).toBe(0)
    if (viewport === 'desktop') {
      const grid = view().getByRole('region', { name: /by room$/ })
      await grid.waitFor()
      expect(await grid.locator('.fu-agenda-grid__room').allTextContents()).toEqual(['Main hall', 'Hall B forum room', 'Hall C meetup zone'])
    }
    await shot('day')

    // Track AI, then the type Workshop: the workshop alone; the choices stand in the address.
    await chip('Track', 'AI').click()
    await settlesTo(titles, ['Hands-on robotics workshop', 'AI forum'])
    await chip('Type', 'Workshop').click()
    await settlesTo(titles, ['Hands-on robotics workshop'])
    expect(decodeURIComponent(page.url())).toMatch(/track=人工智能/)
    expect(page.url()).toContain('type=workshop')
    await shot('filtered')
    await page.reload()
    await view().getByRole('link', { name: 'Session: Hands-on robotics workshop' }).waitFor({ timeout: 30_000 })
    expect(await titles()).toEqual(['Hands-on robotics workshop'])
    expect(await chip('Track', 'AI').getAttribute('aria-pressed')).toBe('true')

    // Nothing matches a keynote of the AI track: said, with a way back.
    await chip('Type', 'Keynote').click()
    await view().getByText('No session matches these filters').waitFor()
    await shot('no-match')
    await view().getByRole('button', { name: 'Clear filters' }).last().click()
    await settlesTo(titles, ['Opening keynote', 'Hands-on robotics workshop', 'AI forum', "Designers' meetup"])
    expect(page.url()).not.toContain('track=')

    // My agenda: a guest is asked to sign in, and comes back to it.
    await view().getByRole('tab', { name: 'My agenda' }).click()
    await view().locator('.fu-state').getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    expect(decodeURIComponent(page.url())).toContain('view=mine')
    await signInOnPage(page, server(), VISITOR)
    await page.waitForURL(/#\/meeting\/agenda\/schedule.*view=mine/, { timeout: 30_000 })
    const keynote = view().locator('.fu-plan-row', { has: page.getByRole('link', { name: 'Open: Opening keynote' }) })
    await keynote.waitFor({ timeout: 30_000 })
    // The visitor's ticket to the opening ceremony, at the same hour, clashes with both too.
    await keynote.getByText(/^Clashes with .*Hands-on robotics workshop/).waitFor()
    await view().locator('.fu-plan-row', { has: page.getByRole('link', { name: 'Open: Hands-on robotics workshop' }) }).getByText(/^Clashes with .*Opening keynote/).waitFor()
    // Sessions on other days, without a clash.
    expect(await view().locator('.fu-plan-row', { has: page.getByRole('link', { name: 'Open: New energy round table' }) }).getByText(/^Clashes with/).count()).toBe(0)
    await shot('mine')
    await context.close()
  })
})
