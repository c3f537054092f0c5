/**
 * Every route of SPEC §2 (src/router/routes.ts), visited as a guest in the built H5 site, in a mobile
 * and a desktop viewport: each lands on its screen, its redirect, /login (with redirect and
 * meeting_id) or /404, with its title as the document title. A sample runs in all four languages.
 */
import type { Page } from 'playwright-core'
import { routes, redirects } from '@/router/routes'
import { catalogues } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

let meetingId: string
const SAMPLE_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6'

const { server, openContext } = setUpE2e()

beforeAll(async () => {
  const res = await fetch(`${server().apiUrl}/demand/meetings?limit=1`)
  meetingId = ((await res.json()) as { results: { _id: string }[] }).results[0]._id
})


function samplePath(pattern: string): string {
  return pattern.split('/').map(segment => {
    if (!segment.startsWith(':')) return segment
    return /meeting/i.test(segment) ? meetingId : /type|mode/.test(segment) ? 'supply' : SAMPLE_ID
  }).join('/')
}

/** Opens a hash route on a fresh document and returns the visible route name once it settles. */
async function visit(page: Page, hashPath: string): Promise<string> {
  await page.goto('about:blank')
  await page.goto(`${server().baseUrl}/#${hashPath}`)
  const host = page.locator('.fu-route:visible').last()
  await host.waitFor({ timeout: 30_000 })
  return (await host.getAttribute('data-route')) ?? ''
}

/**
 * The window's title is the route's, or the screen's own heading where the screen titles itself from its content (an
 * item, or the organiser's name for a page such as the exhibition's).
 */
async function titledAsShown(page: Page, routeTitle: string): Promise<boolean> {
  const title = await page.title()
  if (title === routeTitle) return true
  const heading = await page.locator('.fu-route:visible').last().getByRole('heading', { level: 1 }).first().textContent({ timeout: 5_000 }).catch(() => null)
  return heading?.trim() === title
}

/**
 * Whether the screen on view shows something of its own once it settles: text, a picture, a form control or a video
 * inside the screen's main area beyond the frame's title (an empty main, or one still loading, does not count).
 */
async function ownContent(page: Page): Promise<boolean> {
  const main = page.locator('.fu-route:visible').last().locator('main, [role="main"]').first()
  await main.waitFor({ timeout: 15_000 }).catch(() => undefined)
  await page.locator('.fu-route:visible .fu-state--loading').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined)
  return main.evaluate((element) => {
    const heading = element.querySelector('h1')?.textContent ?? ''
    const text = (element.textContent ?? '').replace(heading, '').trim()
    return text.length > 0 || !!element.querySelector('img, video, canvas, svg, input, textarea, button')
  }).catch(() => false)
}

describe.each<ViewportName>(['mobile', 'desktop'])('route table, %s', viewport => {
  it('every route lands where it must', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    const wrong: string[] = []
    for (const route of routes) {
      const path = samplePath(route.path)
      const landed = await visit(page, path)
      const hash = decodeURIComponent(new URL(page.url()).hash)
      if (route.access === 'login') {
        if (landed !== 'login' || !hash.includes(`redirect=${path}`)) wrong.push(`${route.path} → ${landed} ${hash}`)
      } else if (landed !== route.name) {
        wrong.push(`${route.path} → ${landed}`)
      } else if (!(await titledAsShown(page, catalogues.zh[route.title as MessageKey]))) {
        wrong.push(`${route.path} title "${await page.title()}"`)
      } else if (!(await ownContent(page))) {
        wrong.push(`${route.path} shows nothing of its own besides the frame`)
      }
    }
    expect(wrong).toEqual([])
    console.log(`[routes] ${viewport}: ${routes.length} routes resolve, each to its own screen with content of its own`)
    await context.close()
  })

  it('every redirect of SPEC §2 lands on its target', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    const expected: Record<string, string> = {
      '/': 'meetingHome', '/home': 'meetingHome', '/news': 'meetingNews', '/speaker': 'speakerList', '/agenda': 'agendaSchedule',
      '/demand': 'demandList', '/meeting/exhibit': 'exhibit', '/exhibit/index': 'exhibit',
      '/meeting/:meetingId/activity/:activityId/form': 'login', '/meeting/:meetingId/activity/:activityId/agent': 'login',
    }
    expect(Object.keys(expected).sort()).toEqual(redirects.map(r => r.path).sort())
    for (const [from, name] of Object.entries(expected)) {
      expect(`${from} → ${await visit(page, samplePath(from))}`).toBe(`${from} → ${name}`)
    }
    // The activity form redirect carries meeting_id and activity_id as query on to the login redirect.
    await visit(page, `/meeting/${meetingId}/activity/${SAMPLE_ID}/form`)
    expect(decodeURIComponent(page.url())).toContain(`/activity/form?meeting_id=${meetingId}&activity_id=${SAMPLE_ID}`)
    expect(await visit(page, '/no/such/page')).toBe('notFound')
    await context.close()
  })
})

describe.each([['zh', 'zh-CN'], ['en', 'en-US'], ['ja', 'ja-JP'], ['ko', 'ko-KR']] as const)('titles in %s', (language, locale) => {
  it('sets the document title of a sample of routes', async () => {
    const context = await openContext('mobile', locale)
    const page = await context.newPage()
    for (const name of ['meetingHome', 'meetingNews', 'activityDetail', 'notFound', 'receptionQueryGuest'] as const) {
      const route = routes.find(r => r.name === name)!
      await visit(page, samplePath(route.path))
      expect(await page.title()).toBe(catalogues[language][route.title as MessageKey])
    }
    await context.close()
  })
})
