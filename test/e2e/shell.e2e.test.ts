/**
 * The app shell in the built H5 site against the reference server: the meeting's navigation as the mobile tab bar
 * (custom navigation pages, tabbar=1) and in the desktop top bar (with "more" at 1200 px, by keyboard), and the
 * routing depth of SPEC §4 behind the back button, through our navigation and the browser's back and forward.
 */
import type { Locator, Page } from 'playwright-core'
import { screenshotPath } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

let meetingId: string
/** The seeded navigation entries' titles by language, in the server's order. */
let entryTitles: Record<string, string>[]

const { server, browser, openContext } = setUpE2e()

beforeAll(async () => {
  const meetings = await (await fetch(`${server().apiUrl}/demand/meetings?limit=1`)).json() as { results: { _id: string }[] }
  meetingId = meetings.results[0]._id
  const nav = await (await fetch(`${server().apiUrl}/navigation/categories?meeting_id=${meetingId}&display=1`)).json() as { results: { title: Record<string, string> }[] }
  entryTitles = nav.results.map(item => item.title)
})


/** The page on top of Taro's stack (earlier pages stay in the document, hidden). */
const onScreen = (page: Page): Locator => page.locator('.fu-route:visible').last()

async function landedOn(page: Page, route: string): Promise<void> {
  await page.locator(`.fu-route[data-route="${route}"]:visible`).waitFor({ timeout: 30_000 })
}

describe('mobile tab bar', () => {
  it('shows the meeting\'s navigation on the home, opens custom navigation pages that keep it, marks the current tab, and ends with My', async () => {
    const context = await openContext('mobile')
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await landedOn(page, 'meetingHome')
    const tabs = onScreen(page).getByRole('navigation', { name: 'Meeting tabs' })
    await tabs.getByRole('link', { name: entryTitles[1].en }).waitFor()
    // Five tabs: home, the organiser's first two, "more", and My last (signed out: Sign in), issue 25.
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Home', ...entryTitles.slice(0, 2).map(t => t.en), 'Sign in'])
    expect(await tabs.locator('.fu-tabbar__tab').allTextContents()).toEqual(['Home', ...entryTitles.slice(0, 2).map(t => t.en), 'More', 'Sign in'])
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    // Fixed to the bottom of the viewport, the page's end kept above it.
    const box = (await tabs.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(844)
    await page.screenshot({ path: screenshotPath('shell-tabbar-mobile-en') })

    // "More" holds the entries that do not fit; the third seeded entry (news) is built: open it from there.
    await tabs.getByRole('button', { name: 'More' }).click()
    const sheet = onScreen(page).getByRole('dialog', { name: 'More pages' })
    // The sheet's code may still be on its way (it loads when the page is idle, or when first opened).
    await sheet.getByRole('link').first().waitFor()
    expect(await sheet.getByRole('link').allTextContents()).toEqual(entryTitles.slice(2).map(t => t.en))
    await sheet.getByRole('link', { name: entryTitles[2].en }).click()
    await landedOn(page, 'meetingNews')
    expect(decodeURIComponent(page.url())).toContain(`/meeting/news?meeting_id=${meetingId}&tabbar=1`)
    const newsTabs = onScreen(page).getByRole('navigation', { name: 'Meeting tabs' })
    const more = newsTabs.getByRole('button', { name: 'More' })
    await more.waitFor()
    expect(await more.getAttribute('class')).toContain('fu-tabbar__tab--current')
    expect(await newsTabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    await more.click()
    const menu = onScreen(page).getByRole('dialog', { name: 'More pages' })
    await menu.getByRole('link').first().waitFor()
    expect(await menu.getByRole('link', { name: entryTitles[2].en }).getAttribute('aria-current')).toBe('page')
    await menu.getByRole('button', { name: 'Cancel' }).click()

    // The last tab, signed out, opens sign-in that comes back to My.
    await newsTabs.getByRole('link', { name: 'Sign in' }).click()
    await landedOn(page, 'login')
    expect(decodeURIComponent(page.url())).toContain(`redirect=/my/index?meeting_id=${meetingId}&tabbar=1`)
    await context.close()
  })

  it('is not on a page opened without tabbar=1, nor on desktop', async () => {
    const mobile = await openContext('mobile', 'zh-CN')
    const page = await mobile.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/news`)
    await landedOn(page, 'meetingNews')
    await onScreen(page).locator('.fu-news-list').first().waitFor()
    expect(await onScreen(page).locator('.fu-tabbar').count()).toBe(0)
    await mobile.close()

    const desktop = await openContext('desktop', 'zh-CN')
    const desk = await desktop.newPage()
    await desk.goto(`${server().baseUrl}/#/meeting/news?tabbar=1`)
    await landedOn(desk, 'meetingNews')
    await onScreen(desk).getByRole('navigation', { name: '会议导航' }).getByRole('link').first().waitFor()
    expect(await onScreen(desk).locator('.fu-tabbar').count()).toBe(0)
    await desktop.close()
  })
})

describe('desktop top bar at 1200 px', () => {
  // The bar keeps the room the meeting's whole title needs and fills the rest: the seeded meeting has sixteen entries,
  // more than fit at 1200 px in any language, so the last ones go under "more".
  it.each([['zh', 'zh-CN', true], ['en', 'en-US', true], ['ja', 'ja-JP', true], ['ko', 'ko-KR', true]] as const)('fits the navigation beside the whole title in %s, the rest under "more" (by keyboard too): more=%s', async (language, locale, overflows) => {
    const context = await browser().newContext({ viewport: { width: 1200, height: 800 }, locale, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/news`)
    await landedOn(page, 'meetingNews')
    const nav = onScreen(page).getByRole('navigation').filter({ has: page.locator('.fu-topnav__entry') })
    await nav.getByRole('link', { name: entryTitles[0][language] }).waitFor()
    const shown = await nav.locator('.fu-topnav__entry[role="link"]').allTextContents()
    expect(shown.length).toBeGreaterThanOrEqual(3)
    const all = [{ zh: '首页', en: 'Home', ja: 'ホーム', ko: '홈' }[language], ...entryTitles.map(t => t[language])]
    const current = nav.locator('[aria-current="page"]')
    expect(await current.textContent()).toBe(entryTitles[2][language])

    // Nothing spills out: no sideways scroll, every entry inside the bar and on one line.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    const barBox = (await onScreen(page).locator('.fu-topbar__inner').boundingBox())!
    const brandBox = (await onScreen(page).locator('.fu-topbar__start').boundingBox())!
    const actionsBox = (await onScreen(page).locator('.fu-topbar__actions').boundingBox())!
    for (const entry of await nav.locator('.fu-topnav__entry').all()) {
      const b = (await entry.boundingBox())!
      expect(b.x >= brandBox.x + brandBox.width && b.x + b.width <= actionsBox.x).toBe(true)
      expect(b.y >= barBox.y && b.height <= 64).toBe(true)
    }
    // The meeting's whole title, never cut off with an ellipsis while the bar has room.
    const brandText = onScreen(page).locator('.fu-topbar__brand-text')
    expect(await brandText.evaluate(el => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true)

    const more = nav.locator('.fu-topnav__more-button')
    if (!overflows) {
      expect(shown).toEqual(all)
      expect(await more.count()).toBe(0)
      await page.screenshot({ path: screenshotPath(`shell-topbar-1200-${language}`) })
      await context.close()
      return
    }

    // Keyboard: Tab reaches "more", Enter opens the menu with the rest, Escape closes it.
    await more.focus()
    expect(await more.evaluate(el => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const menu = onScreen(page).getByRole('menu')
    await menu.waitFor()
    const hidden = await menu.getByRole('link').allTextContents()
    expect([...shown, ...hidden]).toEqual(all)
    await page.screenshot({ path: screenshotPath(`shell-topbar-1200-${language}`) })
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    // A hidden entry opens from the menu by keyboard.
    await more.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor()
    const last = menu.getByRole('link').last()
    // Under load the bar can re-measure and re-render the open menu right after it appears: focus again until it holds.
    let focused = false
    for (let attempt = 0; attempt < 20 && !focused; attempt++) {
      await last.focus()
      focused = await last.evaluate(el => el === document.activeElement)
      if (!focused) await page.waitForTimeout(100)
    }
    expect(focused).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(/tabbar=1/, { timeout: 60_000 })
    await context.close()
  })
})

describe('desktop top bar beside a screen\'s actions', () => {
  it('keeps the navigation clear of back, brand, share and languages on a news item in English', async () => {
    const news = await (await fetch(`${server().apiUrl}/news?meeting_id=${meetingId}&limit=1`)).json() as { results: { _id: string }[] }
    const context = await browser().newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US', deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/news/detail?news_id=${news.results[0]._id}`)
    await landedOn(page, 'meetingNewsDetail')
    const nav = onScreen(page).getByRole('navigation', { name: 'Meeting navigation' })
    await nav.getByRole('link', { name: entryTitles[0].en }).waitFor()
    await onScreen(page).locator('.fu-topbar__back').waitFor()
    const start = (await onScreen(page).locator('.fu-topbar__start').boundingBox())!
    const actions = (await onScreen(page).locator('.fu-topbar__actions').boundingBox())!
    for (const entry of await nav.locator('.fu-topnav__entry').all()) {
      const b = (await entry.boundingBox())!
      expect(b.x >= start.x + start.width && b.x + b.width <= actions.x).toBe(true)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: screenshotPath('shell-topbar-1200-news-detail-en') })
    await context.close()
  })
})

describe('desktop column at exactly 1200 px', () => {
  it('keeps at least 16 px between the main column\'s content and each side of the window, without a horizontal scroll', async () => {
    const context = await browser().newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US', deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/news?meeting_id=${meetingId}`)
    await landedOn(page, 'meetingNews')
    const main = onScreen(page).getByRole('main')
    await main.getByRole('heading', { level: 1 }).waitFor()
    // The content box: the column's box less its padding.
    const content = await main.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) }
    })
    const width = await page.evaluate(() => window.innerWidth)
    expect(content.left).toBeGreaterThanOrEqual(16)
    expect(width - content.right).toBeGreaterThanOrEqual(16)
    const heading = (await main.getByRole('heading', { level: 1 }).boundingBox())!
    expect(heading.x).toBeGreaterThanOrEqual(16)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: screenshotPath('shell-column-1200-gutter') })
    await context.close()
  })
})

describe('routing depth (SPEC §4)', () => {
  it('back goes home on the session\'s first page, and one page back after moving on, with the browser\'s back and forward counted', async () => {
    const context = await openContext('desktop')
    const page = await context.newPage()
    const back = () => onScreen(page).locator('.fu-topbar__back')

    // Arrived on a shared link: nothing to go back to in this site, so back means home, replacing this page.
    await page.goto(`${server().baseUrl}/#/meeting/news`)
    await landedOn(page, 'meetingNews')
    expect(await back().getAttribute('aria-label')).toBe('Back to home')
    const historyLength = await page.evaluate(() => window.history.length)
    await back().click()
    await landedOn(page, 'meetingHome')
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength)

    // Home → news (depth 2) → a news item (depth 3).
    const nav = onScreen(page).getByRole('navigation', { name: 'Meeting navigation' })
    await nav.getByRole('link', { name: entryTitles[2].en }).click()
    await landedOn(page, 'meetingNews')
    expect(await back().getAttribute('aria-label')).toBe('Back')
    await onScreen(page).locator('.fu-news-card').first().click()
    await landedOn(page, 'meetingNewsDetail')
    expect(await back().getAttribute('aria-label')).toBe('Back')

    // Our back button: one page back, to the list (depth 2), which still offers back.
    await back().click()
    await landedOn(page, 'meetingNews')
    expect(await back().getAttribute('aria-label')).toBe('Back')

    // The browser's back: home (depth 1); its forward: the list again (depth 2).
    await page.goBack()
    await landedOn(page, 'meetingHome')
    await page.goForward()
    await landedOn(page, 'meetingNews')
    expect(await back().getAttribute('aria-label')).toBe('Back')
    await back().click()
    await landedOn(page, 'meetingHome')
    await context.close()
  })
})
