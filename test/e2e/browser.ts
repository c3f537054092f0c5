import { mkdirSync } from 'fs'
import path from 'path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

/** Debian's Chromium, with the flags this closed network needs (TOOLCHAIN.md). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

export const SCREENSHOT_DIR = path.join(__dirname, 'screenshots')

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    // playwright starts each browser on a fresh temporary profile of its own.
    headless: true,
  })
}

export async function newContext(browser: Browser, viewport: ViewportName, locale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    deviceScaleFactor: 1,
  })
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return path.join(SCREENSHOT_DIR, `${name}.png`)
}
