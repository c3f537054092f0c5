/**
 * The organiser console's programme in the built H5 site, in both viewports, against the real server: the seeded
 * organiser adds a speaker, an agenda session with that speaker and a news item (every text in the demo meeting's
 * four languages); then a guest finds them on the speaker list and page, the agenda and the news list. Screenshots of
 * the console screens in English and Chinese land in test/e2e/screenshots/.
 */
import type { Locator, Page } from 'playwright-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { DEMO_ACCOUNTS, SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const M = SEED_IDS.meeting
const { server, openContext } = setUpE2e()
const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

/** Types `text` into the field of `key` in each of the meeting's languages. */
async function fillAll(view: Locator, key: MessageKey, text: string) {
  for (const l of LANGUAGES) await view.getByLabel(en(key, { language: en(`organizer.language.${l}`) }), { exact: true }).fill(`${text} ${l}`)
}

describe.each<ViewportName>(['mobile', 'desktop'])('the programme in the organiser console, %s', viewport => {
  it('the organiser adds a speaker, a session with them and a news item; a guest sees all three', async () => {
    const context = await openContext(viewport, 'en-US')
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    const shot = async (name: string) => page.screenshot({ path: screenshotPath(`organizer-content-${name}-${viewport}`), fullPage: true })
    const saved = async (rowText: string) => {
      await view().getByText(en('organizer.content.saved')).waitFor({ timeout: 30_000 })
      await view().getByRole('listitem').filter({ hasText: rowText }).first().waitFor()
    }
    const speaker = `Ada ${viewport}`
    const session = `Programme test ${viewport}`
    const story = `Console news ${viewport}`

    await page.goto(`${server().baseUrl}/#/organizer/meeting?meeting_id=${M}`)
    await visibleRoute(page, 'login')
    await signInOnPage(page, server(), DEMO_ACCOUNTS.organizer.phone)
    await visibleRoute(page, 'organizerMeeting')
    await view().getByRole('link', { name: en('organizer.content.openLabel', { kind: en('organizer.content.kind.speakers') }) }).click({ timeout: 30_000 })
    await visibleRoute(page, 'organizerContent')
    await view().getByRole('button', { name: en('organizer.content.add.speakers') }).click({ timeout: 30_000 })
    await fillAll(view(), 'organizer.content.field.speakers.name', speaker)
    await view().getByLabel(en('organizer.content.field.speakers.work_title', { language: en('organizer.language.en') }), { exact: true }).fill('Chief engineer')
    await view().getByLabel(en('organizer.content.field.speakers.weight'), { exact: true }).fill('1000')
    await view().getByLabel(en('organizer.content.field.speakers.description', { language: en('organizer.language.en') }), { exact: true })
      .fill('<p>Builds <b>engines</b>.</p><script>alert(1)</script>')
    await view().getByRole('region', { name: en('organizer.content.preview', { language: en('organizer.language.en') }) }).getByText('engines').waitFor()
    await shot('speaker-editor-en')
    await view().getByRole('button', { name: en('organizer.content.save') }).click()
    await saved(`${speaker} en`)

    await view().getByRole('tab', { name: en('organizer.content.kind.agendas') }).click()
    await view().getByRole('button', { name: en('organizer.content.add.agendas') }).click({ timeout: 30_000 })
    await fillAll(view(), 'organizer.content.field.agendas.title', session)
    // The day stays the meeting's first (the editor's default); the times are the meeting's wall clock.
    await view().getByLabel(en('organizer.content.field.agendas.start'), { exact: true }).fill('19:00')
    await view().getByLabel(en('organizer.content.field.agendas.end'), { exact: true }).fill('20:15')
    await view().getByRole('checkbox', { name: `${speaker} en` }).click()
    await shot('agenda-editor-en')
    await view().getByRole('button', { name: en('organizer.content.save') }).click()
    await saved(`${session} en`)
    await view().getByRole('listitem').filter({ hasText: `${session} en` }).getByText(`19:00 - 20:15`, { exact: false }).waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot('agenda-en')

    await view().getByRole('tab', { name: en('organizer.content.kind.news') }).click()
    await view().getByRole('button', { name: en('organizer.content.add.news') }).click({ timeout: 30_000 })
    await fillAll(view(), 'organizer.content.field.news.title', story)
    await view().getByLabel(en('organizer.content.field.news.summary', { language: en('organizer.language.en') }), { exact: true }).fill('Written in the console')
    await view().getByRole('button', { name: en('organizer.content.save') }).click()
    await saved(`${story} en`)
    // Newest first: published now, it heads the list.
    expect(await view().getByRole('listitem').first().textContent()).toContain(`${story} en`)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot('news-en')

    await context.close()

    // The same screens in Chinese, in a Chinese browser.
    const zhContext = await openContext(viewport, 'zh-CN')
    const zhPage = await zhContext.newPage()
    const zhView = () => zhPage.locator('.fu-route:visible').last()
    const zhShot = (name: string) => zhPage.screenshot({ path: screenshotPath(`organizer-content-${name}-${viewport}`), fullPage: true })
    await zhPage.goto(`${server().baseUrl}/#/organizer/content?meeting_id=${M}&kind=agendas`)
    await visibleRoute(zhPage, 'login')
    await signInOnPage(zhPage, server(), DEMO_ACCOUNTS.organizer.phone, 'zh')
    await visibleRoute(zhPage, 'organizerContent')
    await zhView().getByText(`${session} zh`).waitFor({ timeout: 30_000 })
    await zhShot('agenda-zh')
    await zhView().getByRole('button', { name: translate('zh', 'organizer.content.editLabel', { title: `${session} zh` }) }).click()
    await zhView().getByRole('checkbox', { name: `${speaker} zh` }).waitFor()
    await zhShot('agenda-editor-zh')
    await zhView().getByRole('tab', { name: translate('zh', 'organizer.content.kind.speakers') }).click()
    await zhView().getByText(`${speaker} zh`).waitFor({ timeout: 30_000 })
    await zhShot('speakers-zh')
    await zhContext.close()

    // A guest (nobody signed in) sees them at once: each write emptied the public cache.
    const guest = await openContext(viewport, 'en-US')
    const visitor = await guest.newPage()
    const seen = () => visitor.locator('.fu-route:visible').last()
    await visitor.goto(`${server().baseUrl}/#/meeting/speaker/list?meeting_id=${M}&keyword=${encodeURIComponent(speaker)}`)
    // A speaker card is named by what it shows (name, title, company).
    await seen().getByRole('link', { name: new RegExp(`^${speaker} en`) }).click({ timeout: 30_000 })
    await seen().getByRole('heading', { level: 1, name: `${speaker} en` }).waitFor({ timeout: 30_000 })
    await seen().getByText('engines').waitFor()
    expect(await seen().locator('script').count()).toBe(0)
    await seen().getByRole('link', { name: `Session: ${session} en` }).waitFor({ timeout: 30_000 })
    await visitor.screenshot({ path: screenshotPath(`organizer-content-visitor-speaker-${viewport}`), fullPage: true })

    await visitor.goto(`${server().baseUrl}/#/meeting/agenda/schedule?meeting_id=${M}`)
    await seen().getByRole('tab', { name: /^Day / }).first().click({ timeout: 30_000 })
    await seen().getByRole('link', { name: `Session: ${session} en` }).waitFor({ timeout: 30_000 })
    await visitor.screenshot({ path: screenshotPath(`organizer-content-visitor-agenda-${viewport}`), fullPage: true })

    await visitor.goto(`${server().baseUrl}/#/meeting/news?meeting_id=${M}`)
    await seen().getByText(`${story} en`).first().waitFor({ timeout: 30_000 })
    await visitor.screenshot({ path: screenshotPath(`organizer-content-visitor-news-${viewport}`), fullPage: true })
    await guest.close()
  })
})
