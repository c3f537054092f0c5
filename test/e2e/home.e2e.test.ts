import { mkdirSync, writeFileSync } from 'fs'
import path from 'path'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(120_000)

/** What a first visit really downloads, for `npm run size` (written under .temp/, never typed in). */
function recordHomeScripts(sizes: number[]) {
  const total = sizes.reduce((a, b) => a + b, 0)
  mkdirSync(path.join(__dirname, '../../.temp'), { recursive: true })
  writeFileSync(path.join(__dirname, '../../.temp/h5-home-scripts.json'), JSON.stringify({ files: sizes.length, bytes: total, measured: new Date().toISOString() }))
  console.log(`[size] /#/meeting/home downloaded ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB (uncompressed) in Chromium`)
}

let seededTitles: Record<string, string>

const { server, openContext } = setUpE2e()

beforeAll(async () => {
  const res = await fetch(`${server().baseUrl}/fu/api/demand/meetings?limit=1`)
  const body = (await res.json()) as { results: { title: Record<string, string> }[] }
  seededTitles = body.results[0].title
})


describe.each<ViewportName>(['mobile', 'desktop'])('meeting home, %s', viewport => {
  it.each([['zh', 'zh-CN'], ['en', 'en-US']])('shows the seeded meeting title in %s', async (language, locale) => {
    const context = await openContext(viewport, locale)
    const page = await context.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', res => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then(b => b.length, () => 0))
    })
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    const title = page.getByRole('heading', { level: 1 })
    await title.waitFor({ timeout: 30_000 })
    expect((await title.textContent())?.trim()).toBe(seededTitles[language])
    await page.locator(`.fu-home--${viewport}`).waitFor()
    await page.screenshot({ path: screenshotPath(`home-${viewport}-${language}`), fullPage: true })
    if (viewport === 'mobile' && language === 'zh') recordHomeScripts((await Promise.all(scripts)))
    await context.close()
  })

  it('redirects / and /#/home to /#/meeting/home', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    for (const entry of ['/', '/#/home']) {
      await page.goto(`${server().baseUrl}${entry}`)
      await page.waitForURL(/#\/meeting\/home/, { timeout: 30_000 })
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
    await context.close()
  })

  it('switches language with the meeting language switcher and shows the footer', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/home`)
    const title = page.getByRole('heading', { level: 1 })
    await title.waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /语言: / }).filter({ visible: true }).first().click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.waitForFunction(expected => document.querySelector('[aria-level="1"]')?.textContent === expected, seededTitles.en)
    expect(await page.title()).toBe('Event home')
    expect(await page.getByRole('contentinfo').textContent()).toContain('ICP')
    await context.close()
  })

  it('shows the 404 page for an unknown route', async () => {
    const context = await openContext(viewport, 'zh-CN')
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/no/such/route`)
    await page.locator('[data-route="notFound"]').waitFor({ timeout: 30_000 })
    await context.close()
  })
})
