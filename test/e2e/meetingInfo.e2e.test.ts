/**
 * The meeting's information pages in the built H5 site, on the seeded meeting, in both viewports (English): the
 * documents (a PDF previewed in the page, an office file offered as a download), an introduction, the branch venues (one
 * opens its session), the organiser's contacts with the venue plan, and applying to exhibit after signing in, which
 * shows the application under review and keeps it on reopening. Screenshots of each land in test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, VIEWPORTS, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const M = SEED_IDS.meeting
const I = SEED_IDS.meetingInfo

const { server, openContext } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)

/** Signs in on /login with a new phone number and the code the server "sent"; answers the phone. */
async function signIn(page: Page): Promise<string> {
  const phone = freshPhone()
  await signInOnPage(page, server(), phone)
  return phone
}

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

/** Nothing sticks out sideways once the screen has settled. */
async function expectNoSidewaysScroll(page: Page, viewport: ViewportName) {
  const limit = VIEWPORTS[viewport].width
  const settled = await page.waitForFunction(max => document.documentElement.scrollWidth <= max, limit, { timeout: 5_000 }).then(() => true, () => false)
  expect(settled ? limit : await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(limit)
}

describe.each<ViewportName>(['mobile', 'desktop'])('the meeting information pages, %s', viewport => {
  it('documents, introduction, branch venues, contact and applying to exhibit show the seeded content', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    // The router keeps earlier pages (hidden) in the document: look only at the page on screen.
    const view = () => page.locator('.fu-route:visible').last()
    const shot = (name: string) => page.screenshot({ path: screenshotPath(`meeting-info-${name}-${viewport}`), fullPage: true })

    // ---- documents: categories, type / size / date, a PDF previewed in the page, an office file downloaded ----
    await page.goto(`${server().baseUrl}/#/meeting/doc?meeting_id=${M}`)
    await visibleRoute(page, 'meetingDoc')
    await view().getByRole('heading', { level: 2, name: 'Exhibitor manual' }).waitFor({ timeout: 30_000 })
    await view().getByText(/^PDF · Document · \d+(\.\d)? KB · Exhibitor guides · Added /).waitFor()
    await view().getByRole('tab', { name: 'Schedules and forms' }).waitFor()
    await expectNoSidewaysScroll(page, viewport)
    await shot('documents')

    await view().getByRole('button', { name: en('meetingDoc.previewLabel', { title: 'Exhibitor manual' }) }).click()
    const preview = view().getByRole('dialog', { name: 'Exhibitor manual' })
    await preview.waitFor()
    await preview.locator('iframe[src$="/fu/static/docs/exhibitor-manual.pdf"]').waitFor()
    await shot('document-preview')
    await preview.getByRole('button', { name: en('meetingDoc.close') }).click()

    await view().getByRole('tab', { name: 'Schedules and forms' }).click()
    await view().getByRole('heading', { level: 2, name: 'Move-in schedule' }).waitFor()
    // (Headless Chromium may also download the previewed PDF: wait for the workbook itself.)
    const download = page.waitForEvent('download', { predicate: file => file.suggestedFilename().endsWith('.xlsx'), timeout: 30_000 })
    await view().getByRole('button', { name: en('meetingDoc.downloadLabel', { title: 'Move-in schedule' }) }).click()
    expect((await download).suggestedFilename()).toBe('move-in-schedule.xlsx')

    // ---- introduction ----
    await page.goto(`${server().baseUrl}/#/meeting/introduction?meeting_id=${M}&content_id=${I.introductions[0]}`)
    await visibleRoute(page, 'meetingIntroduction')
    await view().getByRole('heading', { level: 1, name: 'About the expo' }).waitFor({ timeout: 30_000 })
    await view().getByText('300 exhibitors in three halls').waitFor()
    await expectNoSidewaysScroll(page, viewport)
    await shot('introduction')
    await view().getByRole('link', { name: 'Organisers' }).click()
    await view().getByRole('heading', { level: 1, name: 'Organisers' }).waitFor({ timeout: 30_000 })

    // ---- branch venues: one opens its session ----
    await page.goto(`${server().baseUrl}/#/meeting/branch?meeting_id=${M}`)
    await visibleRoute(page, 'meetingBranch')
    await view().getByRole('heading', { level: 2, name: 'AI forum' }).waitFor({ timeout: 30_000 })
    await view().getByRole('heading', { level: 2, name: 'Biomedicine forum' }).waitFor()
    await view().getByText('Hall C, room 302').waitFor()
    await expectNoSidewaysScroll(page, viewport)
    await shot('branches')
    await view().getByRole('link', { name: en('meetingBranch.agendaLabel', { title: 'AI forum' }) }).click()
    await visibleRoute(page, 'agendaDetails')
    await view().getByRole('heading', { level: 1, name: 'AI forum' }).waitFor({ timeout: 30_000 })

    // ---- contact: purposes, phone and e-mail actions, the venue plan ----
    await page.goto(`${server().baseUrl}/#/meeting/contact?meeting_id=${M}`)
    await visibleRoute(page, 'meetingContact')
    await view().getByRole('heading', { level: 2, name: 'Exhibiting' }).waitFor({ timeout: 30_000 })
    await view().getByRole('button', { name: 'Call Ms Wang on +86 21 5555 0102' }).waitFor()
    await view().getByText('333 Expo Avenue, Qingpu District, Shanghai').waitFor()
    const plan = view().getByRole('img', { name: /^Plan of Shanghai International Expo Centre/ })
    await plan.waitFor()
    // The plan loads lazily: bring it into view before the screenshot.
    await plan.scrollIntoViewIfNeeded()
    await expectNoSidewaysScroll(page, viewport)
    await shot('contact')

    // ---- apply to exhibit: sign in, a refused field, then sent and kept ----
    await page.goto(`${server().baseUrl}/#/meeting/apply?meeting_id=${M}`)
    await visibleRoute(page, 'login')
    await signIn(page)
    await visibleRoute(page, 'meetingApply')
    await view().getByLabel(en('meetingApply.company'), { exact: true }).waitFor({ timeout: 30_000 })
    await shot('apply')
    await view().getByLabel(en('meetingApply.company'), { exact: true }).fill('Xinghai AI')
    await view().getByLabel(en('meetingApply.contactName'), { exact: true }).fill('Chen Xiao')
    await view().getByRole('radio', { name: 'Energy and storage' }).click()
    await view().getByRole('radio', { name: en('meetingApply.boothType.standard') }).click()
    await view().getByLabel(en('meetingApply.boothArea'), { exact: true }).fill('20')
    await view().getByRole('button', { name: en('meetingApply.submit') }).click()
    await view().getByText(en('validation.exhibitorApply.area.standardUnit')).waitFor()
    await view().getByLabel(en('meetingApply.boothArea'), { exact: true }).fill('18')
    await view().getByRole('button', { name: en('meetingApply.submit') }).click()
    const state = view().getByRole('region', { name: en('meetingApply.state') })
    await state.waitFor({ timeout: 30_000 })
    await state.getByText(en('exhibitorApply.status.reviewing')).waitFor()
    await state.getByText('Xinghai AI').waitFor()
    await expectNoSidewaysScroll(page, viewport)
    await shot('apply-sent')

    await page.reload()
    await view().getByRole('region', { name: en('meetingApply.state') }).getByText('18 m²').waitFor({ timeout: 30_000 })
    await context.close()
  })
})
