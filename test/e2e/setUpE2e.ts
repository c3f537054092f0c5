/**
 * The setup every e2e file shares: a reference server (test/support/server.ts) on its own copy of the seeded data and a
 * headless Chromium (./browser.ts), started in beforeAll and closed in afterAll of the file, or of the describe that
 * calls it. The values exist only once beforeAll has run, hence getters:
 *
 *   const { server, openPage } = setUpE2e()
 *   const page = await openPage('mobile')               // a fresh profile, English
 *   await page.goto(`${server().baseUrl}/#/meeting/home`)
 *
 * A file that reads seeded data before its tests adds its own beforeAll after the call (hooks run in order).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server'
import { launchBrowser, newContext, type ViewportName } from './browser'

/** Server options (e.g. `env`), or a function that starts the server itself (on values known only in beforeAll). */
export type ServerStart = TestServerOptions | (() => Promise<TestServer>)

function started<T>(what: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`the e2e ${what} is not started: use it inside a test or a later beforeAll`)
  return value
}

/** A test server for the enclosing file or describe. */
export function setUpTestServer(start: ServerStart = {}): () => TestServer {
  let server: TestServer | undefined
  beforeAll(async () => { server = typeof start === 'function' ? await start() : await startTestServer(start) })
  afterAll(async () => { await server?.stop() })
  return () => started('server', server)
}

/** A headless Chromium for the enclosing file or describe. */
export function setUpBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => { browser = await launchBrowser() })
  afterAll(async () => { await browser?.close() })
  return () => started('browser', browser)
}

export interface E2e {
  server: () => TestServer
  browser: () => Browser
  /** A fresh profile in the viewport (see newContext); English unless told, service workers blocked unless allowed. */
  openContext: (viewport: ViewportName, locale?: string, serviceWorkers?: 'allow' | 'block') => Promise<BrowserContext>
  /** A page in a fresh profile of its own (closed with the browser). */
  openPage: (viewport: ViewportName, locale?: string) => Promise<Page>
}

/** The server, then the browser, for the enclosing file or describe. */
export function setUpE2e(options: { server?: ServerStart } = {}): E2e {
  const server = setUpTestServer(options.server)
  const browser = setUpBrowser()
  const openContext = (viewport: ViewportName, locale = 'en-US', serviceWorkers: 'allow' | 'block' = 'block') =>
    newContext(browser(), viewport, locale, serviceWorkers)
  return {
    server,
    browser,
    openContext,
    openPage: async (viewport, locale) => (await openContext(viewport, locale)).newPage(),
  }
}
