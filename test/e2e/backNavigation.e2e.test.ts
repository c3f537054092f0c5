/**
 * Back on the phone's title bar (the one screen frame, issue 10), in the built H5 site at 390×844 as a guest: ten inner
 * pages, each reached from the meeting home, show the frame's title bar (the route's title as the page's h1 and a
 * button named "Back") and Back returns to the home; a page opened directly (nothing before it in this site) goes
 * back to the meeting home; the button is named in Chinese, Japanese and Korean too. One browser page throughout.
 */
import type { Locator, Page } from 'playwright-core'
import type { LanguageCode } from '@fu-types/entities'
import { translate } from '@/i18n/complete'
import { catalogues } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { routeByName, type RouteName } from '@/router/routes'
import { screenshotPath } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

/** The back button's name the issue asks for, in each language. */
const BACK: Record<LanguageCode, string> = { en: 'Back', zh: '返回', ja: '戻る', ko: '뒤로' }
/** The language menu's entries, each in its own language (components/LanguageMenu.tsx). */
const NATIVE: Record<LanguageCode, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어' }

interface NavigationEntry { title: Record<LanguageCode, string>; link?: string; mobile_link?: string }

/** The seeded meeting's navigation entries (the home's grid), by the route path they open. */
let entries: Map<string, NavigationEntry>

const { server, openPage } = setUpE2e()

beforeAll(async () => {
  const meetings = await (await fetch(`${server().apiUrl}/demand/meetings?limit=1`)).json() as { results: { _id: string }[] }
  const nav = await (await fetch(`${server().apiUrl}/navigation/categories?meeting_id=${meetings.results[0]._id}&display=1`)).json() as { results: NavigationEntry[] }
  entries = new Map(nav.results.map(entry => [entry.mobile_link || entry.link || '', entry]))
})


/** The host of `route` once it is the page on screen (Taro keeps earlier pages in the document, hidden). */
async function landedOn(page: Page, route: RouteName): Promise<Locator> {
  const host = page.locator(`.fu-route[data-route="${route}"]:visible`)
  await host.waitFor({ timeout: 30_000 })
  return host
}

/** The route's title in `language`, as src/i18n/areas/routeTitles has it. */
function titleOf(route: RouteName, language: LanguageCode): string {
  return catalogues[language][routeByName(route).title as MessageKey]
}

/** Checks the frame's title bar on `route` (its title as the one h1, a "Back" button) and answers that button. */
async function titleBar(page: Page, route: RouteName, language: LanguageCode): Promise<Locator> {
  const bar = (await landedOn(page, route)).locator('.fu-titlebar')
  await bar.getByRole('heading', { level: 1, name: titleOf(route, language), exact: true }).waitFor({ timeout: 30_000 })
  const back = bar.getByRole('button', { name: BACK[language], exact: true })
  expect(await back.count()).toBe(1)
  return back
}

/** Opens a route from the home's navigation grid (the seeded entry whose link is the route's path). */
async function openFromHome(page: Page, route: RouteName, language: LanguageCode): Promise<void> {
  const entry = entries.get(routeByName(route).path)
  if (!entry) throw new Error(`the seeded navigation has no entry for ${routeByName(route).path}`)
  const home = await landedOn(page, 'meetingHome')
  await home.getByRole('button', { name: entry.title[language], exact: true }).first().click()
}

async function backHome(page: Page, back: Locator): Promise<void> {
  await back.click()
  await landedOn(page, 'meetingHome')
  expect(new URL(page.url()).hash).toMatch(/^#\/meeting\/home/)
}

/** Reports which route a failed step was on. */
async function on(route: RouteName, step: () => Promise<void>): Promise<void> {
  try {
    await step()
  } catch (error) {
    throw new Error(`${route}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Inner pages a guest may open (access 'meeting'), each an entry of the seeded home navigation. */
const FROM_HOME_GRID: RouteName[] = ['agendaSchedule', 'meetingLive', 'meetingNews', 'exhibit', 'productSearch', 'activityList', 'speakerList', 'demandList']

describe('back on the mobile title bar', () => {
  let page: Page
  beforeAll(async () => {
    page = await openPage('mobile')
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await landedOn(page, 'meetingHome')
  })
  afterAll(async () => { await page?.context().close() })

  it('goes one page back to the home from ten inner pages', async () => {
    for (const route of FROM_HOME_GRID) {
      await on(route, async () => {
        expect(routeByName(route).access).not.toBe('login')
        await openFromHome(page, route, 'en')
        const back = await titleBar(page, route, 'en')
        if (route === 'meetingNews') await page.screenshot({ path: screenshotPath('back-titlebar-mobile-en') })
        await backHome(page, back)
      })
    }

    // Two levels deep: the exhibitor search from the exhibitors page, back to it, then back to the home.
    await on('exhibitorSearch', async () => {
      await openFromHome(page, 'exhibit', 'en')
      await titleBar(page, 'exhibit', 'en')
      await (await landedOn(page, 'exhibit')).getByRole('button', { name: translate('en', 'exhibit.list.searchExhibitors'), exact: true }).click()
      await (await titleBar(page, 'exhibitorSearch', 'en')).click()
      await backHome(page, await titleBar(page, 'exhibit', 'en'))
    })

    // The search has no link on the home: the address changes under the app (as when typed into the bar), so the app's
    // history holds nothing before it and back takes the meeting home.
    await on('meetingSearch', async () => {
      await page.evaluate(() => { window.location.hash = '/meeting/search' })
      await backHome(page, await titleBar(page, 'meetingSearch', 'en'))
    })
  })

  it('goes to the meeting home from a page opened directly, replacing it', async () => {
    await page.goto('about:blank')
    await page.goto(`${server().baseUrl}/#/meeting/news`)
    const back = await titleBar(page, 'meetingNews', 'en')
    const historyLength = await page.evaluate(() => window.history.length)
    await backHome(page, back)
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength)
  })

  it('names the button in Chinese, Japanese and Korean', async () => {
    await page.goto('about:blank')
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    // Each page switches the language with the title bar's menu; the home then opens the next in that language.
    let language: LanguageCode = 'en'
    for (const [route, next] of [['agendaSchedule', 'zh'], ['speakerList', 'ja'], ['activityList', 'ko']] as const) {
      await on(route, async () => {
        await openFromHome(page, route, language)
        const bar = (await landedOn(page, route)).locator('.fu-titlebar')
        await bar.locator('[aria-haspopup="menu"]').click()
        await bar.getByRole('menuitemradio', { name: NATIVE[next], exact: true }).click()
        language = next
        const back = await titleBar(page, route, language)
        await page.screenshot({ path: screenshotPath(`back-titlebar-mobile-${language}`) })
        await backHome(page, back)
      })
    }
  })
})
