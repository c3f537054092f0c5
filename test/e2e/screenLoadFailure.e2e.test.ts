/**
 * A screen whose code cannot be loaded (its chunk blocked: offline, a deploy that removed it) shows the route host's
 * failed state in the UI's language with Retry, never a blank page; once the chunk can be had again, Retry opens the
 * screen without reloading the page (issue 25).
 */
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(120_000)

const { server, openContext } = setUpE2e()

/** The activity screens' chunk (webpackChunkName "activity" in src/pages/screenLoaders.ts; config/index.ts names it). */
const ACTIVITY_CHUNK = /\/js\/activity\.[0-9a-f]{8}\.js(\?|$)/

describe.each<[ViewportName, 'zh' | 'en']>([['mobile', 'zh'], ['desktop', 'en'], ['mobile', 'en'], ['desktop', 'zh']])('a screen whose chunk is blocked, %s, %s', (viewport, language) => {
  it('shows the failed state with Retry, and the screen once the chunk loads again', async () => {
    const context = await openContext(viewport, language === 'zh' ? 'zh-CN' : 'en-US')
    const page = await context.newPage()
    let blocked = true
    const asked: string[] = []
    await page.route(ACTIVITY_CHUNK, route => {
      asked.push(route.request().url())
      return blocked ? route.abort('internetdisconnected') : route.continue()
    })
    await page.goto(`${server().baseUrl}/#/meeting/activity/list?meeting_id=${SEED_IDS.meeting}`)
    const alert = page.getByRole('alert').filter({ hasText: translate(language, 'common.screenFailed') })
    await alert.waitFor({ timeout: 30_000 })
    expect(asked.length).toBeGreaterThan(0)
    await page.screenshot({ path: screenshotPath(`screen-load-failed-${viewport}-${language}`) })

    blocked = false
    await page.getByRole('button', { name: translate(language, 'common.retry'), exact: true }).click()
    await alert.waitFor({ state: 'detached', timeout: 30_000 })
    await page.locator('.fu-route[data-route="activityList"]').getByText(language === 'zh' ? '开幕式' : 'Opening ceremony').first().waitFor({ timeout: 30_000 })
    expect(asked.length).toBeGreaterThan(1) // the chunk was asked for again, not React's kept failure
    await context.close()
  })
})
