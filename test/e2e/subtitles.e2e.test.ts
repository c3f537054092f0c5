/**
 * Subtitles and minutes in the built H5 site (issue 14): on the running seeded live the caption over the video is
 * the subtitle line at the player's time (and follows the language the viewer picks); the e-mailed `minutes=1`
 * link of the ended press briefing opens its minutes (extractive: no model configured in the test server).
 */
import type { Page } from 'playwright-core'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

interface Line { offset: number; end: number | null; text: string }

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server().apiUrl}${path}`)
  return ((await res.json()) as { results: T }).results
}

/** Seeks the page's video (muted, playing) to `seconds` and answers where the player is once it got there. */
async function seek(page: Page, seconds: number): Promise<number> {
  const video = page.locator('video').first()
  await video.waitFor({ state: 'attached', timeout: 30_000 })
  return video.evaluate(async (element: HTMLVideoElement, to: number) => {
    element.muted = true
    await element.play().catch(() => undefined)
    const until = Date.now() + 20_000
    while (Date.now() < until && element.readyState < 1) await new Promise(resolve => setTimeout(resolve, 200))
    element.pause()
    element.currentTime = to
    while (Date.now() < until && Math.abs(element.currentTime - to) > 0.5) await new Promise(resolve => setTimeout(resolve, 200))
    element.dispatchEvent(new Event('timeupdate'))
    return element.currentTime
  }, seconds)
}

const lineAt = (lines: Line[], time: number) => lines.find((line, i) => line.offset <= time && time < (line.end ?? lines[i + 1]?.offset ?? line.offset + 8))

describe.each<ViewportName>(['mobile', 'desktop'])('subtitles and minutes, %s', viewport => {
  it('the caption is the subtitle line at the player\'s time, in the language picked', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/live/detail?live_id=${SEED_IDS.lives.live}&lang=en`)
    const en = await api<Line[]>(`/subtitles?live_id=${SEED_IDS.lives.live}&language=en`)
    const zh = await api<Line[]>(`/subtitles?live_id=${SEED_IDS.lives.live}&language=zh`)
    const time = await seek(page, 10)
    const expected = lineAt(en, time)
    expect(expected).toBeDefined()
    const caption = page.getByRole('note', { name: 'Current subtitle' }).filter({ visible: true })
    // The player reports its time at most every 250 ms (Taro's Video), so the line from before the seek may still
    // show for a moment: wait for the line at the player's time, then check it is the whole caption.
    await caption.filter({ hasText: expected!.text }).waitFor({ timeout: 15_000 })
    await expect(caption.textContent()).resolves.toBe(expected!.text)
    // The list marks the same line.
    const region = page.getByRole('region', { name: 'Subtitles' }).filter({ visible: true })
    await expect(region.locator('[aria-current="true"]').textContent()).resolves.toBe(expected!.text)
    await page.screenshot({ path: screenshotPath(`subtitles-caption-${viewport}`) })

    await region.getByRole('button', { name: '中文' }).click()
    await expect(region.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).resolves.toBe('true')
    await caption.filter({ hasText: lineAt(zh, time)!.text }).waitFor({ timeout: 5_000 })
    await expect(caption.textContent()).resolves.toBe(lineAt(zh, time)!.text)
    await context.close()
  })

  it('minutes=1 on the ended live opens its minutes', async () => {
    const minutes = await api<{ status: string; summary: string; key_points: string[] }>(`/lives/${SEED_IDS.lives.over}/minutes?language=en`)
    expect(minutes.status).toBe('ready')
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/live/detail?live_id=${SEED_IDS.lives.over}&minutes=1&lang=en`)
    const section = page.getByRole('region', { name: 'Minutes' }).filter({ visible: true })
    await section.waitFor({ timeout: 30_000 })
    await section.getByRole('heading', { name: 'Summary' }).waitFor({ timeout: 30_000 })
    await expect(section.getByRole('heading', { name: 'Summary' }).count()).resolves.toBe(1)
    await expect(section.getByText(minutes.summary, { exact: true }).count()).resolves.toBe(1)
    await expect(section.getByRole('list', { name: 'Key points' }).getByRole('listitem').count()).resolves.toBe(minutes.key_points.length)
    await expect(section.getByRole('list', { name: 'Decisions' }).count()).resolves.toBe(1)
    await expect(section.getByRole('list', { name: 'Questions and answers' }).count()).resolves.toBe(1)
    await page.screenshot({ path: screenshotPath(`minutes-${viewport}`), fullPage: true })
    await context.close()
  })
})
