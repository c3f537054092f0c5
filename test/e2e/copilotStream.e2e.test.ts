/**
 * The assistant with a language model, in the built H5 site against the reference server whose FU_LLM_BASE_URL
 * points at a loopback OpenAI-compatible stand-in (test/support/llmStandIn.ts) that spreads its answer over three
 * seconds: the answer shows word by word before the stream ends, the cited seeded items are listed as links that
 * open their screens, and stop keeps what came so far. Mobile and desktop.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { startLlmStandIn, type LlmStandIn } from '../support/llmStandIn'
import { startTestServer } from '../support/server'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const ANSWER = ['The ', 'Global ', 'Innovation ', 'Summit ', 'is ', 'open ', 'for ', 'registration: ', 'a ', 'Standard ', 'ticket ', 'costs ', '¥399 ', 'and ', 'VIP ', '¥999 ', '[1].']

let llm: LlmStandIn
beforeAll(async () => { llm = await startLlmStandIn({ apiKey: 'sk-e2e', model: 'e2e-model', spreadMs: 3000, chunks: ANSWER }) })
afterAll(async () => { await llm?.stop() })
const { server, openContext } = setUpE2e({
  server: () => startTestServer({ env: { FU_LLM_BASE_URL: llm.baseUrl, FU_LLM_API_KEY: 'sk-e2e', FU_LLM_MODEL: 'e2e-model' } }),
})

const M = SEED_IDS.meeting

async function signIn(page: Page) {
  await signInOnPage(page, server(), freshPhone())
}

describe.each<ViewportName>(['mobile', 'desktop'])('%s', viewport => {
  it('streams the model\'s answer word by word, lists the cited seeded items, and stop keeps the partial answer', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/talk?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?redirect=/, { timeout: 30_000 })
    await signIn(page)
    const talk = page.locator('.fu-route[data-route="meetingTalk"]:visible').last()
    await talk.getByRole('heading', { level: 2, name: 'Hi, I am the expo assistant' }).waitFor({ timeout: 30_000 })
    const log = talk.getByRole('log', { name: 'Conversation' })

    await talk.getByRole('textbox', { name: 'Your question' }).fill('How do I register for the Global Innovation Summit and what does it cost?')
    await talk.getByRole('button', { name: 'Send' }).click()
    // Partial text while the stream is still under way: the inline stop is still there and the full answer not yet.
    await log.getByText(/^The Global Innovation/).waitFor({ timeout: 30_000 })
    await log.getByRole('button', { name: 'Stop the answer' }).waitFor({ state: 'visible', timeout: 1_000 })
    expect(await log.getByText(ANSWER.join('')).count()).toBe(0)
    await page.screenshot({ path: screenshotPath(`copilot-stream-partial-${viewport}`), fullPage: true })

    await log.getByText(ANSWER.join('')).waitFor({ timeout: 30_000 })
    const summit = log.getByRole('link', { name: 'Open Activity: Global Innovation Summit' })
    await summit.waitFor({ timeout: 10_000 })
    expect(await log.getByRole('link').count()).toBeGreaterThan(1)
    await page.screenshot({ path: screenshotPath(`copilot-stream-done-${viewport}`), fullPage: true })

    // Stop mid-answer: what came stays, marked stopped, and send is back.
    await talk.getByRole('textbox', { name: 'Your question' }).fill('Is the networking dinner full?')
    await talk.getByRole('button', { name: 'Send' }).click()
    await log.getByText('Answering…').waitFor({ timeout: 30_000 })
    await log.getByRole('button', { name: 'Stop the answer' }).click()
    await log.getByText('Answer stopped').waitFor()
    await talk.getByRole('button', { name: 'Send' }).waitFor()

    await summit.click()
    await page.locator('.fu-route[data-route="activityDetail"]:visible').last().waitFor({ timeout: 30_000 })
    expect(page.url()).toContain(`activity_id=${SEED_IDS.activities.openPaid}`)
    expect(llm.requests.every(r => r.authorization === 'Bearer sk-e2e' && r.body.model === 'e2e-model')).toBe(true)
    await context.close()
  })
})
