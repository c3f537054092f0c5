/**
 * My collection, my meeting log, my credential, the venue check-in, clearing the device, the exhibitor filter, the
 * exhibitor's demand posts and the organisers' layout preview in the built site, mobile and desktop, against the
 * seeded server; each screen is photographed in both viewports.
 */
import type { Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { login } from '../../server/test/helpers'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const { server, openPage } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const M = SEED_IDS.meeting
/** The screen on view (Taro keeps earlier pages in the document, hidden). */
const view = (page: Page) => page.locator('.fu-route:visible').last()
const shot = (page: Page, name: string, viewport: ViewportName) => page.screenshot({ path: screenshotPath(`${name}-${viewport}`), fullPage: true })


// Each viewport has its own attendee (both hold an approved ticket of the opening ceremony): the check-in is once.
const ATTENDEES: Record<ViewportName, string> = { mobile: '13800000001', desktop: '13800000007' }

describe.each<ViewportName>(['mobile', 'desktop'])('my things and the remaining screens, %s', viewport => {
  it('an attendee sees their meeting log, collection and credential, checks in at the venue, then clears the device', async () => {
    // A company saved beforehand, through the api, for the collection.
    const attendee = await login(server(), ATTENDEES[viewport])
    await attendee.api.post('/enterprise/likes', { enterprise_id: SEED_IDS.enterprises[0] })
    await attendee.api.post(`/news/${SEED_IDS.news[0]}/likes`)

    const page = await openPage(viewport)
    await page.goto(`${server().baseUrl}/#/my/event?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), ATTENDEES[viewport])
    await view(page).getByRole('heading', { level: 1, name: en('route.myEvent') }).waitFor({ timeout: 30_000 })
    const meetings = view(page).getByRole('listitem')
    await meetings.first().waitFor({ timeout: 30_000 })
    expect(await meetings.first().textContent()).toContain(en('mine.event.registered', { count: 1 }))
    await shot(page, 'my-event', viewport)

    await page.goto(`${server().baseUrl}/#/my/collection?meeting_id=${M}`)
    await view(page).getByRole('tab', { name: en('mine.collection.tab.companies') }).waitFor({ timeout: 30_000 })
    await view(page).getByRole('link', { name: en('mine.collection.open', { title: 'Aurora Robotics' }) }).waitFor({ timeout: 30_000 })
    await shot(page, 'my-collection', viewport)
    await view(page).getByRole('button', { name: en('mine.collection.removeLabel', { title: 'Aurora Robotics' }) }).click()
    // Gone at once (Emma, on the desktop, keeps the company she saved during the expo).
    await view(page).getByRole('link', { name: en('mine.collection.open', { title: 'Aurora Robotics' }) }).waitFor({ state: 'detached', timeout: 30_000 })
    await view(page).getByRole('tab', { name: en('mine.collection.tab.news') }).click()
    await view(page).getByRole('link', { name: /^Open: / }).first().waitFor({ timeout: 30_000 })
    await shot(page, 'my-collection-news', viewport)

    await page.goto(`${server().baseUrl}/#/credential?meeting_id=${M}`)
    await view(page).getByRole('img', { name: /credential QR code/i }).waitFor({ timeout: 30_000 })
    await view(page).getByText(/^[0-9A-F]{4}-[0-9A-F]{4}$/).waitFor()
    await shot(page, 'credential', viewport)

    // The opening ceremony is a week away: check-in opens 30 minutes before its start, and the screen says when.
    await page.goto(`${server().baseUrl}/#/activity/register?activity_id=${SEED_IDS.activities.openFree}&meeting_id=${M}`)
    await view(page).getByText(/^Check-in is not open yet: it opens at \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/).waitFor({ timeout: 30_000 })
    await view(page).getByText(en('mine.checkin.state.notOpen'), { exact: true }).waitFor()
    await shot(page, 'activity-register', viewport)

    await page.goto(`${server().baseUrl}/#/clear?meeting_id=${M}`)
    await view(page).getByText(en('mine.clear.signedIn')).waitFor({ timeout: 30_000 })
    await view(page).getByRole('button', { name: en('mine.clear.action') }).click()
    await view(page).getByRole('alertdialog').waitFor()
    await shot(page, 'clear', viewport)
    await view(page).getByRole('button', { name: en('mine.clear.confirm'), exact: true }).click()
    await page.waitForURL(/#\/meeting\/home/, { timeout: 30_000 })
    // Signed out: my log asks for a sign-in again.
    await page.goto(`${server().baseUrl}/#/my/event?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await page.context().close()
  })

  it('a guest filters the exhibitors by hall and tag and gets a shareable address', async () => {
    const page = await openPage(viewport)
    await page.goto(`${server().baseUrl}/#/exhibit?meeting_id=${M}`)
    await view(page).getByRole('button', { name: en('mine.filter.entry') }).click()
    await page.waitForURL(/#\/exhibit\/exhibitor\/filter/, { timeout: 30_000 })
    const halls = view(page).getByRole('group', { name: en('mine.filter.facet.hall') })
    await halls.waitFor({ timeout: 30_000 })
    await halls.getByRole('checkbox', { name: /^Hall A · Smart manufacturing/ }).click()
    await view(page).getByRole('checkbox', { name: en('mine.filter.option', { label: 'Hall A · Smart manufacturing', total: 2 }) }).waitFor({ timeout: 30_000 })
    await view(page).getByRole('group', { name: en('mine.filter.facet.tag') }).getByRole('checkbox', { name: /^New launch/ }).click()
    await view(page).getByRole('button', { name: en('mine.filter.remove', { label: 'New launch' }) }).waitFor({ timeout: 30_000 })
    await shot(page, 'exhibitor-filter', viewport)
    // The shared address opens the same choices.
    await page.goto(`${server().baseUrl}/#/exhibit/exhibitor/filter?meeting_id=${M}&hall=A&tag=new-launch`)
    await view(page).getByRole('button', { name: en('mine.filter.remove', { label: 'Hall A · Smart manufacturing' }) }).waitFor({ timeout: 30_000 })
    await view(page).getByRole('link').filter({ hasText: 'Aurora Robotics' }).first().waitFor({ timeout: 30_000 })
    expect(await view(page).getByRole('link').filter({ hasText: 'Aurora Robotics' }).count()).toBe(1)
    await page.context().close()
  })

  it('the bound exhibitor sees its demand posts by state and the way to post one', async () => {
    const page = await openPage(viewport)
    await page.goto(`${server().baseUrl}/#/meeting/exhibitor/demand?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), '13800000002')
    await view(page).getByRole('tab', { name: en('mine.exhibitorDemand.tab.open') }).waitFor({ timeout: 30_000 })
    await view(page).getByRole('button', { name: en('mine.exhibitorDemand.create') }).waitFor()
    await shot(page, 'exhibitor-demand', viewport)
    await view(page).getByRole('tab', { name: en('mine.exhibitorDemand.tab.closed') }).click()
    await shot(page, 'exhibitor-demand-closed', viewport)
    await page.context().close()
  })

  it('an organiser previews the home from the draft layout', async () => {
    const page = await openPage(viewport)
    await page.goto(`${server().baseUrl}/#/preview?meeting_id=${M}`)
    await view(page).getByRole('button', { name: en('my.hub.signIn') }).click()
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), '13800000005')
    await view(page).getByRole('note').waitFor({ timeout: 30_000 })
    expect(await view(page).getByRole('note').textContent()).toContain(en('mine.preview.banner', { draft: 3, released: 2 }))
    await view(page).getByText('What is new this year').waitFor({ timeout: 30_000 })
    await shot(page, 'preview', viewport)
    await page.context().close()
  })
})
