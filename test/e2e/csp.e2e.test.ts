/**
 * The Content-Security-Policy in Chromium (issue 14): the built site works under it (the main screens render, the
 * live plays) with no violation reported, and a script injected into the page is not run.
 */
import type { Page } from 'playwright-core'
import { SEED_IDS } from '../../server/seed/ids'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

declare global { interface Window { __violations: string[]; __injected?: number } }

/** Every CSP violation the page reports, collected from the start of each document. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
}

async function open(page: Page, route: string, path: string) {
  await page.goto('about:blank')
  await page.goto(`${server().baseUrl}/#${path}`)
  await page.locator(`.fu-route[data-route="${route}"]:visible`).last().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

it('the site runs under its policy without a violation, the live included', async () => {
  const context = await openContext('mobile')
  const page = await context.newPage()
  await watch(page)
  const found: string[] = []
  for (const [route, path] of [
    ['meetingHome', '/meeting/home'],
    ['activityDetail', `/meeting/activity/detail?activity_id=${SEED_IDS.activities.openPaid}`],
    ['login', '/login'],
  ]) {
    await open(page, route, path)
    found.push(...(await page.evaluate(() => window.__violations)).map(v => `${route}: ${v}`))
  }
  await open(page, 'meetingLiveDetail', `/meeting/live/detail?live_id=${SEED_IDS.lives.live}`)
  const playing = await page.locator('video').first().evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play().catch(() => undefined)
    const until = Date.now() + 20_000
    while (Date.now() < until && element.currentTime <= 1) await new Promise(resolve => setTimeout(resolve, 250))
    return element.currentTime
  })
  expect(playing).toBeGreaterThan(1)
  found.push(...(await page.evaluate(() => window.__violations)).map(v => `live: ${v}`))
  expect(found).toEqual([])
  await context.close()
})

it('a script injected into the page does not run', async () => {
  const context = await openContext('desktop')
  const page = await context.newPage()
  await watch(page)
  await open(page, 'meetingHome', '/meeting/home')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = 1'
    document.body.appendChild(script)
  })
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.__injected)).toBeUndefined()
  expect(await page.evaluate(() => window.__violations.some(v => v.startsWith('script-src')))).toBe(true)
  await context.close()
})
