/**
 * The home's look and navigation in the organiser console, in the built H5 site and both viewports: the seeded
 * organiser opens the layout editor from the meeting's page, renames the news block and adds a navigation entry
 * (moved to the top) in the draft; /preview shows both, a guest's home neither; after "Publish" a guest's home and
 * its navigation show both. Screenshots (English and Chinese) land in test/e2e/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { LanguageCode } from '@fu-types/entities'
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
const view = (page: Page) => page.locator('.fu-route:visible').last()

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

async function signedInOrganizer(viewport: ViewportName, language: LanguageCode): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(viewport, language === 'zh' ? 'zh-CN' : 'en-US')
  const page = await context.newPage()
  await page.goto(`${server().baseUrl}/#/organizer/meeting?meeting_id=${M}${language === 'zh' ? '&lang=zh' : ''}`)
  await visibleRoute(page, 'login')
  await signInOnPage(page, server(), DEMO_ACCOUNTS.organizer.phone, language)
  await visibleRoute(page, 'organizerMeeting')
  return { context, page }
}

describe.each<ViewportName>(['mobile', 'desktop'])('look and navigation, %s', viewport => {
  // The desktop run starts from what the mobile run published.
  const newsTitle = viewport === 'mobile' ? 'Latest news' : 'Press room (mobile)'
  const renamed = `Press room (${viewport})`
  const entry = `Guide ${viewport}`

  it('a draft block title and navigation entry show in the preview, and on a guest\'s home once published', async () => {
    const { context, page } = await signedInOrganizer(viewport, 'en')
    await view(page).getByRole('link', { name: en('organizer.layout.open') }).click({ timeout: 30_000 })
    await visibleRoute(page, 'organizerLayout')
    await view(page).getByRole('list', { name: en('organizer.layout.blocks.heading') }).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-layout-${viewport}`), fullPage: true })

    // The news block, renamed in English.
    await view(page).getByRole('button', { name: en('organizer.layout.editLabel', { name: newsTitle }) }).click()
    await view(page).getByLabel(en('organizer.field.title', { language: en('organizer.language.en') }), { exact: true }).fill(renamed)
    await view(page).getByRole('button', { name: en('organizer.layout.saveToDraft') }).click()
    await view(page).getByText(renamed, { exact: true }).waitFor({ timeout: 30_000 })

    // A navigation entry in the four languages, moved to the top of the list.
    await view(page).getByRole('button', { name: en('organizer.layout.addEntry') }).click()
    for (const [language, text] of [['zh', '指南'], ['en', entry], ['ja', 'ガイド'], ['ko', '안내']] as const) {
      await view(page).getByLabel(en('organizer.field.title', { language: en(`organizer.language.${language}`) }), { exact: true }).fill(text)
    }
    await view(page).getByLabel(en('organizer.layout.field.link'), { exact: true }).fill('/meeting/introduction')
    await page.screenshot({ path: screenshotPath(`organizer-layout-entry-form-${viewport}`), fullPage: true })
    await view(page).getByRole('button', { name: en('organizer.layout.saveToDraft') }).click()
    const entries = view(page).getByRole('list', { name: en('organizer.layout.navigation.heading') }).locator('.fu-layout__title')
    await view(page).getByText(entry, { exact: true }).waitFor({ timeout: 30_000 })
    // Each press saves the draft: the next waits until the entry is one place higher.
    const placeOf = async () => (await entries.allTextContents()).indexOf(entry)
    for (let at = await placeOf(); at > 0; at--) {
      await view(page).getByRole('button', { name: en('organizer.layout.moveUpLabel', { name: entry }) }).click()
      for (let i = 0; i < 100 && (await placeOf()) !== at - 1; i++) await page.waitForTimeout(100)
    }
    expect(await placeOf()).toBe(0)
    expect(await view(page).getByRole('button', { name: en('organizer.layout.moveUpLabel', { name: entry }) }).getAttribute('aria-disabled')).toBe('true')
    await page.screenshot({ path: screenshotPath(`organizer-layout-draft-${viewport}`), fullPage: true })

    // The preview shows the draft: the renamed block and the entry, first in the draft's navigation.
    await view(page).getByRole('button', { name: en('organizer.layout.preview.open') }).click()
    await visibleRoute(page, 'preview')
    const draftNavigation = view(page).getByRole('navigation', { name: en('mine.preview.navigation') })
    await draftNavigation.getByRole('listitem').nth(1).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-layout-preview-${viewport}`), fullPage: true })
    expect(await draftNavigation.getByRole('listitem').nth(1).textContent()).toBe(entry)
    await view(page).getByText(renamed, { exact: true }).first().waitFor({ timeout: 30_000 })

    // A guest's home: the released layout still.
    const guest = await openContext(viewport, 'en-US')
    const home = await guest.newPage()
    await home.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await view(home).getByText(newsTitle, { exact: true }).first().waitFor({ timeout: 30_000 })
    expect(await view(home).getByText(renamed, { exact: true }).count()).toBe(0)
    expect(await home.getByText(entry, { exact: true }).count()).toBe(0)

    // Published (after the question): the guest's home and navigation change at once.
    await page.goBack()
    await visibleRoute(page, 'organizerLayout')
    await view(page).getByRole('button', { name: en('organizer.layout.publish'), exact: true }).click()
    await view(page).getByRole('button', { name: en('organizer.layout.publishYes') }).click()
    await view(page).getByText(en('organizer.layout.published')).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-layout-published-${viewport}`), fullPage: true })
    await context.close()

    await home.reload()
    await view(home).getByText(renamed, { exact: true }).first().waitFor({ timeout: 30_000 })
    // The tab bar (phone) or the top menu (desktop) lists the entry first after the home.
    const bar = viewport === 'mobile' ? home.locator('.fu-tabbar:visible') : home.locator('.fu-topnav:visible')
    await bar.getByText(entry, { exact: true }).first().waitFor({ timeout: 30_000 })
    await home.screenshot({ path: screenshotPath(`organizer-layout-guest-home-${viewport}`), fullPage: true })
    await guest.close()
  })

  it('reads in Chinese', async () => {
    const { context, page } = await signedInOrganizer(viewport, 'zh')
    await page.goto(`${server().baseUrl}/#/organizer/layout?meeting_id=${M}&lang=zh`)
    await visibleRoute(page, 'organizerLayout')
    await view(page).getByRole('list', { name: translate('zh', 'organizer.layout.blocks.heading') }).waitFor({ timeout: 30_000 })
    await view(page).getByText(translate('zh', 'organizer.layout.status.same', { released: 3 + (viewport === 'desktop' ? 1 : 0) })).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-layout-zh-${viewport}`), fullPage: true })
    await view(page).getByRole('button', { name: translate('zh', 'organizer.layout.preview.open') }).click()
    await visibleRoute(page, 'preview')
    await view(page).getByRole('navigation', { name: translate('zh', 'mine.preview.navigation') }).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-layout-preview-zh-${viewport}`), fullPage: true })
    await context.close()
  })
})
