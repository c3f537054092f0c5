/**
 * A long list in the built site (issue 15): the exhibitor list of a meeting with 2 000 exhibitors (the large meeting
 * of server/bench, exhibitors only), read to its end page by page, then swept from top to bottom as a flick would.
 * The DOM holds a bounded window of rows all along (components/WindowedRows), the rows say their place in the whole
 * list, and the last exhibitor is reached. The longest main-thread tasks of the sweep are printed (timings move with
 * this machine's load, so they are reported, not budgeted). Both viewports are photographed mid-list and at the end.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { ElementHandle, Page } from 'playwright-core'
import type { MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { LARGE_IDS } from '../../server/bench/largeMeeting'
import { startTestServer, type TestServer } from '../support/server'
import { screenshotPath, VIEWPORTS, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(600_000)

const EXHIBITORS = 2000
/** Far below the 2 000 rows a plain list would hold: a few blocks of 12 around two screens of overscan. */
const MAX_ROWS_IN_DOM = 120
const ROOT = path.resolve(__dirname, '..', '..')
const en = (key: MessageKey) => translate('en', key)

/** The data the servers ran on: a copy of the seeded folder (PGlite) or database (PostgreSQL). */
let data: { dataDir?: string; databaseUrl?: string } = {}

/** The seeded data with the large meeting added (server/bench), the server restarted on it (and removing it on stop). */
async function startOnLargeMeeting(): Promise<TestServer> {
  const first = await startTestServer()
  data = { dataDir: first.dataDir, databaseUrl: first.databaseUrl }
  await first.stop({ keepData: true })
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/bench/prepare.ts', first.databaseUrl ?? first.dataDir!,
    '--large', `exhibitors=${EXHIBITORS},products=0,activities=1,users=1,tickets=1`], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn' } })
  return startTestServer({ ...data, ownsData: true })
}
const { server, openContext } = setUpE2e({ server: startOnLargeMeeting })
// After the server's own afterAll (hooks run in order): its data went with it, nothing is left under .data/test/runs.
afterAll(() => { if (data.dataDir) expect(fs.existsSync(data.dataDir)).toBe(false) })

const ROWS = '.fu-exhibit__cards > [role="listitem"]'

/** Rows in the DOM now, and the place (aria-posinset) of the first and last of them. */
async function domRows(page: Page): Promise<{ count: number; first: number; last: number; setSize: number }> {
  return page.evaluate((selector) => {
    const rows = [...document.querySelectorAll(selector)]
    const place = (row: Element | undefined) => Number(row?.getAttribute('aria-posinset') ?? 0)
    return { count: rows.length, first: place(rows[0]), last: place(rows.at(-1)), setSize: Number(rows[0]?.getAttribute('aria-setsize') ?? rows.length) }
  }, ROWS)
}

/** Scrolls to the foot and presses "load more" until every exhibitor is loaded; answers the most rows the DOM held. */
async function readToTheEnd(page: Page): Promise<number> {
  let most = 0
  for (let loaded = 0; loaded < EXHIBITORS;) {
    await page.locator('.fu-paging').scrollIntoViewIfNeeded()
    const more = page.locator('.fu-paging__more')
    await more.click()
    await page.waitForFunction(([selector, before]) => {
      const row = document.querySelector(selector)
      const size = Number(row?.getAttribute('aria-setsize') ?? document.querySelectorAll(selector).length)
      return size > before
    }, [ROWS, loaded] as const, { timeout: 30_000 })
    const now = await domRows(page)
    loaded = now.setSize
    most = Math.max(most, now.count)
  }
  return most
}

/** The box that scrolls the list: the document's, or one of Taro's page boxes. */
async function scrollerOf(page: Page): Promise<ElementHandle<Element>> {
  return page.evaluateHandle(selector => {
    for (let el = document.querySelector(selector)?.parentElement; el; el = el.parentElement) {
      if (el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) return el
    }
    return document.scrollingElement ?? document.documentElement
  }, ROWS)
}

/**
 * Flicks from the top to the bottom, one step a frame; answers the most rows the DOM held (read each frame) and the
 * long tasks (over 50 ms, Chromium's longtask entries) seen meanwhile.
 */
async function sweep(page: Page, step: number): Promise<{ most: number; frames: number; longTasks: number[] }> {
  const scroller = await scrollerOf(page)
  return page.evaluate(async ([box, selector, px]) => {
    const longTasks: number[] = []
    const observer = new PerformanceObserver(list => { for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration)) })
    observer.observe({ type: 'longtask', buffered: false })
    box.scrollTop = 0
    const frame = () => new Promise(resolve => requestAnimationFrame(resolve))
    await frame()
    let most = 0
    let frames = 0
    while (box.scrollTop + box.clientHeight < box.scrollHeight - 2) {
      box.scrollTop += px
      await frame()
      frames++
      most = Math.max(most, document.querySelectorAll(selector).length)
    }
    await frame()
    observer.disconnect()
    return { most, frames, longTasks }
  }, [scroller, ROWS, step] as const)
}

describe.each<ViewportName>(['mobile', 'desktop'])('the exhibitor list of a meeting with 2 000 exhibitors, %s', viewport => {
  it('keeps a bounded window of rows in the DOM while it is read to the end and swept', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/exhibit?meeting_id=${LARGE_IDS.meeting}`)
    await page.locator(ROWS).first().waitFor({ timeout: 60_000 })

    const mostWhileLoading = await readToTheEnd(page)
    expect(mostWhileLoading).toBeLessThanOrEqual(MAX_ROWS_IN_DOM)
    expect(await page.locator('.fu-paging__end').textContent()).toBe(en('common.allLoaded'))

    const { most, frames, longTasks } = await sweep(page, Math.round(VIEWPORTS[viewport].height / 2))
    console.log(`${viewport}: swept ${EXHIBITORS} exhibitors in ${frames} frames, at most ${most} rows in the DOM (${mostWhileLoading} while loading); `
      + `long tasks: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}`)
    expect(most).toBeLessThanOrEqual(MAX_ROWS_IN_DOM)

    // At the end: the last exhibitor is there, on screen, and says it is the last of 2 000.
    const end = await domRows(page)
    expect(end).toMatchObject({ last: EXHIBITORS, setSize: EXHIBITORS })
    expect(await page.locator(`${ROWS}[aria-posinset="${EXHIBITORS}"]`).isVisible()).toBe(true)
    await page.screenshot({ path: screenshotPath(`longList-${viewport}-end`) })

    // Back to the middle (a jump, as the scroll bar does): the rows there come in, and only a window of them.
    await (await scrollerOf(page)).evaluate(box => { box.scrollTop = box.scrollHeight / 2 })
    await page.waitForFunction(selector => {
      const rows = [...document.querySelectorAll(selector)]
      const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      return rows.some(row => row.contains(middle))
    }, ROWS, { timeout: 10_000 })
    const middle = await domRows(page)
    expect(middle.count).toBeLessThanOrEqual(MAX_ROWS_IN_DOM)
    expect(middle.first).toBeGreaterThan(1)
    expect(middle.last).toBeLessThan(EXHIBITORS)
    await page.screenshot({ path: screenshotPath(`longList-${viewport}-middle`) })

    // Keyboard: Tab from a card goes on card by card (one tab stop each), past the rows that were in the DOM when
    // it started, which come in before focus gets there.
    const start = middle.last - 2
    await page.locator(`${ROWS}[aria-posinset="${start}"] [role="link"]`).focus()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    const focusedPlace = await page.evaluate(() => Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset') ?? 0))
    expect(focusedPlace).toBe(start + 30)
    await context.close()
  })
})
