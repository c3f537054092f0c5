/**
 * Accessibility of the main screens in the built H5 site against the real server, in a phone and a desktop
 * viewport: axe-core (injected into the page) finds no serious or critical violation on the home, the activity
 * list and detail, the registration form, login, My page, My tickets, the exhibitor list, a company page and a
 * live, in Chinese and in English; the lesser ones are printed. Each screen is screenshot to
 * test/e2e/screenshots/a11y-<screen>-<language>-<viewport>.png (the set a designer reviews), once its images have loaded.
 * Also: <html lang> follows the UI language, no element carries id="undefined", and every control is reachable
 * by the keyboard with a visible focus ring.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import type { AxeResults, Result } from 'axe-core'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, settleImages, type ViewportName } from './browser'
import { outboxCode } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const AXE_SCRIPT = createRequire(__filename).resolve('axe-core/axe.min.js')

declare global {
  interface Window { axe: { run(context: Document, options: object): Promise<AxeResults> } }
}

const { server, openContext } = setUpE2e()

type Language = 'zh' | 'en'
const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' }
const tr = (language: Language, key: string) => translate(language, key as MessageKey)

interface Screen { name: string; route: string; path: string }

const GUEST_SCREENS: Screen[] = [
  { name: 'home', route: 'meetingHome', path: '/meeting/home' },
  { name: 'activity-list', route: 'activityList', path: '/meeting/activity/list' },
  { name: 'activity-detail', route: 'activityDetail', path: `/meeting/activity/detail?activity_id=${SEED_IDS.activities.openFree}` },
  { name: 'exhibit', route: 'exhibit', path: '/exhibit' },
  { name: 'enterprise', route: 'meetingEnterprise', path: `/meeting/enterprise?enterprise_id=${SEED_IDS.enterprises[0]}` },
  { name: 'live-detail', route: 'meetingLiveDetail', path: `/meeting/live/detail?live_id=${SEED_IDS.lives.live}` },
  { name: 'login', route: 'login', path: '/login' },
  { name: 'news', route: 'meetingNews', path: '/meeting/news' },
  { name: 'news-detail', route: 'meetingNewsDetail', path: `/meeting/news/detail?news_id=${SEED_IDS.news[0]}` },
  { name: 'agenda', route: 'agendaSchedule', path: '/meeting/agenda/schedule' },
  { name: 'agenda-detail', route: 'agendaDetails', path: `/meeting/agenda/details?agenda_id=${SEED_IDS.agendas[0]}` },
  { name: 'speakers', route: 'speakerList', path: '/meeting/speaker/list' },
  { name: 'speaker', route: 'speakerDetail', path: `/meeting/speaker?speaker_id=${SEED_IDS.speakers[0]}` },
  { name: 'product', route: 'meetingProduct', path: `/meeting/product?product_id=${SEED_IDS.products[0]}` },
  { name: 'search', route: 'meetingSearch', path: '/meeting/search?keyword=AI' },
  { name: 'vote', route: 'activityVote', path: `/activity/vote?vote_id=${SEED_IDS.votes.open}` },
  { name: 'demands', route: 'demandList', path: '/demand/list' },
]

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'activity-form', route: 'activityForm', path: `/activity/form?activity_id=${SEED_IDS.activities.openFree}` },
  { name: 'my', route: 'myIndex', path: '/my/index' },
  { name: 'my-tickets', route: 'myTickets', path: '/my/tickets' },
  { name: 'my-orders', route: 'myOrder', path: '/my/order' },
  { name: 'my-schedules', route: 'mySchedules', path: '/my/schedules' },
]

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

/** Opens a route on a fresh document and waits until its data is on screen and nothing moves. */
async function open(page: Page, screen: Screen) {
  await page.goto('about:blank')
  await page.goto(`${server().baseUrl}/#${screen.path}`)
  await visibleRoute(page, screen.route)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.locator('.fu-route:visible .fu-state--loading').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined)
  await page.waitForFunction(() => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined)
}

async function signIn(context: BrowserContext, language: Language) {
  const t = (key: string) => tr(language, key)
  const page = await context.newPage()
  await page.goto(`${server().baseUrl}/#/login?redirect=${encodeURIComponent('/my/tickets')}`)
  await visibleRoute(page, 'login')
  const phone = freshPhone()
  await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  await page.getByRole('button', { name: t('login.sendCode') }).click()
  await page.getByLabel(t('login.code.label'), { exact: true }).fill(await outboxCode(server(), phone))
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click()
  await visibleRoute(page, 'myTickets')
  await page.close()
}

const describeNode = (node: Result['nodes'][number]) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`.slice(0, 300)

/** axe on the document: the serious and critical violations (with their nodes), and a line per lesser one. */
async function audit(page: Page, label: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not apply to (a script tag would be blocked).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'))
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
  const blocking: string[] = []
  for (const violation of results.violations) {
    const line = `[a11y] ${label}: ${violation.impact} ${violation.id} (${violation.nodes.length}) ${violation.help}`
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      blocking.push([line, ...violation.nodes.slice(0, 5).map(node => `    ${describeNode(node)}`)].join('\n'))
    } else {
      console.log(line)
    }
  }
  return blocking
}

describe.each<ViewportName>(['mobile', 'desktop'])('accessibility, %s', viewport => {
  it.each<Language>(['zh', 'en'])('no serious or critical axe violation on the main screens in %s', async language => {
    const context = await openContext(viewport, LOCALES[language])
    const page = await context.newPage()
    const found: string[] = []
    const summary: string[] = []
    const check = async (screen: Screen) => {
      await open(page, screen)
      const blocking = await audit(page, `${screen.name} ${language} ${viewport}`)
      await settleImages(page)
      await page.screenshot({ path: screenshotPath(`a11y-${screen.name}-${language}-${viewport}`), fullPage: true })
      summary.push(`${screen.name}: ${blocking.length}`)
      found.push(...blocking)
    }
    for (const screen of GUEST_SCREENS) await check(screen)
    await signIn(context, language)
    for (const screen of SIGNED_IN_SCREENS) await check(screen)
    console.log(`[a11y] ${language} ${viewport}: serious / critical violations per screen: ${summary.join(', ')}`)
    expect(found).toEqual([])
    await context.close()
  })

  it('<html lang> follows the UI language and no element has id="undefined"', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await open(page, GUEST_SCREENS[0])
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.goto('about:blank')
    await page.goto(`${server().baseUrl}/#/meeting/home?lang=ja`)
    await visibleRoute(page, 'meetingHome')
    await expect(page.waitForFunction(() => document.documentElement.lang === 'ja', undefined, { timeout: 10_000 }).then(() => true)).resolves.toBe(true)
    expect(await page.locator('[id="undefined"]').count()).toBe(0)
    await context.close()
  })

  it('the keyboard reaches the controls, each with a visible focus ring', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await open(page, GUEST_SCREENS[2])
    const withoutRing: string[] = []
    let reached = 0
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const style = getComputedStyle(el)
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        return { name: `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`, ring }
      })
      if (!focus) continue
      reached += 1
      if (!focus.ring) withoutRing.push(focus.name)
    }
    expect(reached).toBeGreaterThan(3)
    expect(withoutRing).toEqual([])
    await context.close()
  })
})
