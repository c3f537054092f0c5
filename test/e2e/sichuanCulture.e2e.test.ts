/**
 * The cultural-festival section in the built H5 site against the seeded festival, in both viewports: every
 * /sichuan-culture route shows its own seeded content in the festival's frame (screenshots of each); a visitor
 * picks a place on the venue plan with the keyboard, signs in to collect a heritage item and finds it in "my".
 */
import type { Page } from 'playwright-core'
import { SEED_IDS } from '../../server/seed/ids'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const { server, openContext } = setUpE2e()

const FESTIVAL = SEED_IDS.festival.meeting

let phoneSerial = 0
/** Signs in on /login with a new phone number and the code the server "sent" (the dev outbox). */
async function signIn(page: Page) {
  phoneSerial += 1
  await signInOnPage(page, server(), `135${String(process.pid % 10000).padStart(4, '0')}${String(phoneSerial).padStart(4, '0')}`)
}

/** Each public route of the section, with what its seeded content shows. */
const ROUTES: { name: string; path: string; shows: string }[] = [
  { name: 'home', path: '/sichuan-culture', shows: '9th Sichuan Intangible Cultural Heritage Festival' },
  { name: 'list', path: '/sichuan-culture/list', shows: 'Shu embroidery' },
  { name: 'list2', path: '/sichuan-culture/list2', shows: 'Traditional craftsmanship' },
  { name: 'meeting', path: '/sichuan-culture/meeting', shows: 'Coming up' },
  { name: 'playbill', path: '/sichuan-culture/meeting/playbill', shows: 'performances on this day' },
  { name: 'map', path: '/sichuan-culture/map', shows: 'Grand Theatre main stage' },
  { name: 'technology', path: '/sichuan-culture/technology', shows: 'Digital Heritage Hall' },
  { name: 'exhibition', path: '/sichuan-culture/exhibition', shows: 'Zigong Lantern Hall' },
  { name: 're-build', path: '/sichuan-culture/meeting/re-build', shows: 'Taoping Qiang village, restored after the earthquake' },
  { name: 'live', path: '/sichuan-culture/meeting/live', shows: 'At the Shu embroidery master\'s table' },
  { name: 'wllive', path: '/sichuan-culture/meeting/wllive', shows: 'On Douyin' },
]

describe.each<ViewportName>(['mobile', 'desktop'])('cultural festival, %s', viewport => {
  it('every section route shows the seeded festival in its frame', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    for (const route of ROUTES) {
      await page.goto(`${server().baseUrl}/#${route.path}`)
      await view().getByRole('navigation', { name: 'Festival sections' }).waitFor({ timeout: 30_000 })
      await view().getByText(route.shows, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 30_000 })
      // The festival's own look: the ink band and its cinnabar theme colour.
      await view().locator('.fu-festival__band').waitFor()
      await page.screenshot({ path: screenshotPath(`sichuan-culture-${route.name}-${viewport}`), fullPage: true })
    }
    // Came from the demo meeting (its id carried over): the current festival is shown.
    await page.goto(`${server().baseUrl}/#/sichuan-culture/list?meeting_id=${SEED_IDS.meeting}`)
    await view().getByRole('heading', { level: 2, name: 'Shu embroidery' }).waitFor({ timeout: 30_000 })
    await context.close()
  })

  it('a visitor picks a place on the plan by keyboard, signs in to collect an item, and finds it in my festival', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()

    await page.goto(`${server().baseUrl}/#/sichuan-culture/map?meeting_id=${FESTIVAL}`)
    const plan = view().getByRole('group', { name: /^Venue plan with 12 places$/ })
    await plan.waitFor({ timeout: 30_000 })
    const first = plan.getByRole('button').first()
    await first.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await view().getByRole('button', { name: 'Close the details' }).waitFor()
    await plan.getByRole('button', { name: 'Grand Theatre main stage (Stage)' }).click()
    await view().getByRole('heading', { level: 2, name: 'Grand Theatre main stage' }).waitFor()
    await page.screenshot({ path: screenshotPath(`sichuan-culture-map-detail-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/sichuan-culture/list?meeting_id=${FESTIVAL}`)
    await view().getByRole('button', { name: 'Collect Zigong lanterns' }).click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page)
    await page.waitForURL(/#\/sichuan-culture\/list/)
    const collect = view().getByRole('button', { name: 'Collect Zigong lanterns' })
    await collect.click()
    await view().getByRole('button', { name: 'Collect Zigong lanterns', pressed: true }).waitFor({ timeout: 30_000 })

    await page.goto(`${server().baseUrl}/#/sichuan-culture/my?meeting_id=${FESTIVAL}`)
    await view().getByRole('heading', { level: 3, name: 'Zigong lanterns' }).waitFor({ timeout: 30_000 })
    await view().getByText('No performances booked yet').waitFor()
    await page.screenshot({ path: screenshotPath(`sichuan-culture-my-${viewport}`), fullPage: true })
    await view().getByRole('button', { name: 'Remove Zigong lanterns from my collection' }).click()
    await view().getByText('No heritage items collected yet').waitFor({ timeout: 30_000 })
    await context.close()
  })
})
