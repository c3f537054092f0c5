/**
 * The personal calendar feed in the built site (issue 16), mobile and desktop: an attendee registered for an activity
 * opens My, gets the private calendar link, the feed at that link is parsed by a real iCalendar parser (ical.js) and
 * holds the activity in the meeting's time zone; "reset link" (after its confirm) makes a new link and the old one
 * answers 410. Each state is photographed.
 */
import ICAL from 'ical.js'
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
const view = (page: Page) => page.locator('.fu-route:visible').last()
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

describe.each<ViewportName>(['mobile', 'desktop'])('calendar feed, %s', viewport => {
  it('subscribes: the link in My serves my registrations as iCalendar; a reset stops the old link', async () => {
    const phone = freshPhone()
    const attendee = await login(server(), phone)
    expect((await attendee.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Feed Reader', answers: [heard] })).status).toBe(201)

    const page = await openPage(viewport)
    // My needs a session: the route guard sends a guest to the sign-in first.
    await page.goto(`${server().baseUrl}/#/my/index?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), phone)
    const section = view(page).getByRole('region', { name: en('my.feed.title') })
    await section.waitFor({ timeout: 30_000 })
    await section.getByRole('button', { name: en('my.feed.show') }).click()
    const link = section.locator('.fu-calfeed__url')
    await link.waitFor({ timeout: 30_000 })
    const url = (await link.textContent())!.trim()
    expect(url).toMatch(/\/fu\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/)
    await section.getByRole('button', { name: en('my.feed.subscribe') }).waitFor()
    await page.screenshot({ path: screenshotPath(`calendar-feed-${viewport}`), fullPage: true })

    // What a calendar app fetches.
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await res.text()))
    const vevent = calendar.getAllSubcomponents('vevent').find(v => v.getFirstPropertyValue('uid') === `activity-${SEED_IDS.activities.openFree}@fu-events`)
    expect(vevent).toBeDefined()
    expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Shanghai')
    expect(String(vevent!.getFirstPropertyValue('summary'))).toBeTruthy()

    // Reset: confirm first, then a new link; the old one stops working.
    await section.getByRole('button', { name: en('my.feed.reset') }).click()
    const confirm = section.getByRole('alertdialog')
    await confirm.waitFor()
    await page.screenshot({ path: screenshotPath(`calendar-feed-reset-${viewport}`), fullPage: true })
    await confirm.getByRole('button', { name: en('my.feed.resetYes') }).click()
    await confirm.waitFor({ state: 'detached', timeout: 30_000 })
    for (let i = 0; i < 150 && (await link.textContent())?.trim() === url; i++) await page.waitForTimeout(200)
    const renewed = (await link.textContent())!.trim()
    expect(renewed).not.toBe(url)
    expect((await fetch(url)).status).toBe(410)
    expect((await fetch(renewed)).status).toBe(200)
    await page.context().close()
  })
})
