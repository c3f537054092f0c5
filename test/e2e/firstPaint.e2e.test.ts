/**
 * The H5 home's first screen (issue 15): the server's index.html paints the meeting's hero before any script runs, the
 * app takes over without moving anything (CLS ≤ 0.05), and another address never shows the home's start page.
 */
import type { Page } from 'playwright-core'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(120_000)

let seededTitle: string
let seededCover: string

const { server, openContext } = setUpE2e()

beforeAll(async () => {
  const body = (await (await fetch(`${server().baseUrl}/fu/api/demand/meetings?limit=1`)).json()) as { results: { title: Record<string, string>; cover: string }[] }
  seededTitle = body.results[0].title.zh
  seededCover = body.results[0].cover
})


declare global { interface Window { __shift?: number; __lcp?: { url: string; time: number }[] } }

describe.each<ViewportName>(['mobile', 'desktop'])('first paint, %s', viewport => {
  it('shows the meeting\'s title and hero before any script has run', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await page.route('**/*.js', route => route.abort())
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await page.locator('#fu-shell .fu-shell__title', { hasText: seededTitle }).waitFor({ state: 'visible' })
    expect(await page.title()).toBe(seededTitle)
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1f6feb')
    expect(await page.locator('#fu-shell img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.screenshot({ path: screenshotPath(`first-paint-${viewport}-no-script`) })
    await context.close()
  })

  it('hands over to the app without a layout shift, and the start page is gone', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__shift = 0
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.__shift! += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await page.getByRole('heading', { level: 1, name: seededTitle }).waitFor({ timeout: 30_000 })
    await page.locator('.fu-home .fu-nav__item').first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    expect(await page.locator('#fu-shell').count()).toBe(0)
    expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.05)
    await page.screenshot({ path: screenshotPath(`first-paint-${viewport}-app`) })
    await context.close()
  })

  // The app's cover replaces the start page's without a jump, and is no new, larger paint (the LCP stays the first one).
  it('the app\'s cover is where the start page\'s was, at its size', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const box = async (page: Page, selector: string) => {
      const rect = await page.locator(selector).evaluate(element => element.getBoundingClientRect().toJSON() as Record<string, number>)
      return Object.fromEntries(['x', 'y', 'width', 'height'].map(key => [key, Math.round(rect[key])]))
    }
    const withoutScript = await context.newPage()
    await withoutScript.route('**/*.js', route => route.abort())
    await withoutScript.goto(`${server().baseUrl}/#/meeting/home`)
    const startCover = await box(withoutScript, '#fu-shell .fu-shell__cover')
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    await page.getByRole('heading', { level: 1, name: seededTitle }).waitFor({ timeout: 30_000 })
    expect(await box(page, '.fu-hero__cover')).toEqual(startCover)
    await context.close()
  })

  it('another address never paints the home\'s start page', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await page.route('**/*.js', route => route.abort())
    for (const address of ['/#/no/such/route', '/#/meeting/home?meeting_id=ffffffffffffffffffffffff']) {
      await page.goto(`${server().baseUrl}${address}`)
      expect(await page.locator('#fu-shell').count()).toBe(0)
    }
    await context.close()
  })
})

// Lighthouse measures the phone's home (npm run lighthouse, issue 15): its LCP is steady only while it is the start
// page's cover, painted before the app's scripts are even fetched, and the app paints nothing larger when it takes over.
it('on a phone, the largest paint is the start page\'s cover, before any of the app\'s scripts is fetched', async () => {
  const context = await openContext('mobile', 'zh-CN')
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.__lcp = []
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) window.__lcp!.push({ url: entry.url, time: entry.startTime })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(`${server().baseUrl}/#/meeting/home`)
  await page.locator('.fu-home .fu-nav__item').first().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  const { paints, firstScriptFetch } = await page.evaluate(() => ({
    paints: window.__lcp!,
    firstScriptFetch: Math.min(...performance.getEntriesByType('resource').filter(entry => /\.js(\?|$)/.test(entry.name)).map(entry => entry.startTime)),
  }))
  const largest = paints[paints.length - 1]
  expect(new URL(largest.url).pathname).toBe(seededCover)
  expect(largest.time).toBeLessThan(firstScriptFetch)
  await context.close()
})
