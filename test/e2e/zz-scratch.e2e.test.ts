import type { Browser } from 'playwright-core'
import { startTestServer, type TestServer } from '../support/server'
import { launchBrowser, newContext, screenshotPath } from './browser'
jest.setTimeout(120_000)
let server: TestServer
let browser: Browser
beforeAll(async () => { server = await startTestServer(); browser = await launchBrowser() })
afterAll(async () => { await browser?.close(); await server?.stop() })
it('scratch', async () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const context = await newContext(browser, viewport, 'en-US')
    const page = await context.newPage()
    for (const route of ['/meeting/activity/list', '/meeting/home', '/meeting/news', '/exhibit', '/my/index']) {
      await page.goto(`${server.baseUrl}/#${route}?lang=en`)
      await page.waitForTimeout(2500)
      await page.screenshot({ path: screenshotPath(`zz-${viewport}-${route.replace(/\//g, '_')}`) })
      const info = await page.evaluate(() => ({ routes: [...document.querySelectorAll('.fu-route')].map(e => `${e.getAttribute('data-route')}:${(e as HTMLElement).offsetHeight}`), title: document.querySelector('.fu-titlebar__title')?.textContent }))
      console.log(viewport, route, JSON.stringify(info))
    }
    await context.close()
  }
})
