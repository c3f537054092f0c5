import { mkdirSync } from 'fs'
import path from 'path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

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

/**
 * A fresh browser profile. The site's service worker is blocked unless asked for: it fetches code and pages itself,
 * out of reach of a page's request routes and counts, which the other tests use; ticketPassOffline.e2e tests it.
 */
export async function newContext(browser: Browser, viewport: ViewportName, locale = 'zh-CN', serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    deviceScaleFactor: 1,
    serviceWorkers,
  })
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return path.join(SCREENSHOT_DIR, `${name}.png`)
}

/**
 * Before a screenshot: brings every image of the page into view once (the site's images load lazily, when near the
 * viewport, and a full-page shot does not scroll), back to the top, then waits until each image that has a source
 * is loaded and decoded, so the shot shows what a person sees rather than empty image boxes. A broken image does
 * not hold the shot up; it shows broken, as it would to a person.
 */
export async function settleImages(page: Page, timeout = 10_000): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const images = [...document.querySelectorAll('img')].filter(img => img.getClientRects().length > 0)
    // Every scroll box the walk may move (the window, carousels, scrolling columns) goes back where it was.
    const boxes = new Map<Element, [number, number]>()
    for (const img of images) {
      for (let el: Element | null = img.parentElement; el; el = el.parentElement) {
        if (!boxes.has(el) && (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)) boxes.set(el, [el.scrollLeft, el.scrollTop])
      }
    }
    const x = window.scrollX
    const y = window.scrollY
    for (const img of images) {
      if (img.getAttribute('src')) continue
      img.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' as ScrollBehavior })
      await frame()
    }
    boxes.forEach(([left, top], el) => { el.scrollLeft = left; el.scrollTop = top })
    window.scrollTo(x, y)
    await frame()
  })
  await page.waitForFunction(async () => {
    const images = [...document.querySelectorAll('img')].filter(img => img.getAttribute('src') && img.getClientRects().length > 0)
    if (images.some(img => !img.complete)) return false
    await Promise.all(images.map(img => img.decode().catch(() => undefined)))
    return true
  }, undefined, { timeout, polling: 200 }).catch(() => undefined)
}
