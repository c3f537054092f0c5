/**
 * Voting and the live chat in the built H5 site against the seeded meeting, in both viewports: a guest opens the
 * vote, finds a candidate by number, is sent to login by "Vote" and comes back, votes until today's limit (12001
 * said in words), opens a candidate's page; then writes in a live's chat.
 */
import type { Page } from 'playwright-core'
import { freshPhone } from '../../server/test/helpers'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

/** Signs in on /login with a new phone number and the code the server "sent" (the dev outbox). */
async function signIn(page: Page) {
  await signInOnPage(page, server(), freshPhone())
}

describe.each<ViewportName>(['mobile', 'desktop'])('vote and live chat, %s', viewport => {
  it('a guest finds a candidate, signs in to vote, votes up to today\'s limit, opens the candidate; then chats in a live', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    const shot = (name: string) => page.screenshot({ path: screenshotPath(`vote-${name}-${viewport}`), fullPage: true })
    const countOf = async (name: string) => {
      const card = view().getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`${name}$`) }) })
      return Number(/(\d+) votes/.exec((await card.locator('.fu-vote__count').textContent()) ?? '')?.[1])
    }

    await page.goto(`${server().baseUrl}/#/activity/vote?vote_id=${SEED_IDS.votes.open}`)
    await view().getByRole('heading', { level: 1, name: 'Best innovation award' }).waitFor({ timeout: 30_000 })
    await view().getByText('Each person has').waitFor()
    await view().getByRole('link', { name: /WayFinder access$/ }).waitFor()
    expect(await view().getByRole('listitem').count()).toBe(4)
    await view().getByLabel('Search candidates by name or number').fill('004')
    await view().getByRole('link', { name: /WayFinder access$/ }).waitFor()
    expect(await view().getByRole('listitem').count()).toBe(1)
    await shot('search')

    await view().getByRole('button', { name: 'Vote for WayFinder access', exact: true }).click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page)
    await page.waitForURL(/#\/activity\/vote\?/)
    await view().getByText('3 votes left today').waitFor({ timeout: 30_000 })
    const before = await countOf('WayFinder access')
    for (let i = 1; i <= 3; i++) {
      await view().getByRole('button', { name: 'Vote for WayFinder access', exact: true }).click()
      await view().getByText(3 - i === 1 ? '1 vote left today' : `${3 - i} votes left today`).waitFor()
    }
    await view().getByText('My votes: 3').waitFor()
    expect(await countOf('WayFinder access')).toBe(before + 3)
    await view().getByRole('button', { name: 'Vote for GridSense balancer', exact: true }).click()
    await view().getByRole('alert').filter({ hasText: "Today's votes are used up" }).waitFor()
    await shot('limit')

    await view().getByRole('link', { name: /WayFinder access$/ }).click()
    await view().getByRole('heading', { level: 1, name: 'WayFinder access' }).waitFor({ timeout: 30_000 })
    await view().getByText('My votes: 3').waitFor()
    await shot('candidate')

    await page.goto(`${server().baseUrl}/#/meeting/live/detail?live_id=${SEED_IDS.lives.live}`)
    const chat = view().getByRole('region', { name: 'Chat' })
    await chat.getByText('Where are the slides?').waitFor({ timeout: 30_000 })
    const text = `Hello from the ${viewport} viewport`
    await chat.getByLabel('Chat message').fill(text)
    await chat.getByText(`${text.length}/200`).waitFor()
    await chat.getByRole('button', { name: 'Send' }).click()
    await chat.getByText(text).waitFor()
    await shot('chat')
    await context.close()
  })
})
