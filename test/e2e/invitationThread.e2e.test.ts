/**
 * The screens of issue 13 built here, against the real server and the built site, on a phone and a desktop:
 * the discussion board (seeded threads, one thread with its replies, a participant posting a reply), the exhibitor's
 * invitation card and its download (the card painted into an image), the speaker's own invitation, and the exhibition
 * and conference landings. Each writes its screenshots to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS, SEED_IDS } from '../../server/seed/ids'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

const M = SEED_IDS.meeting


/** Taro keeps earlier pages in the document, hidden: look only at what is shown. */
const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).filter({ visible: true })

describe.each<ViewportName>(['mobile', 'desktop'])('discussion board, %s', viewport => {
  it('lists the seeded threads, opens one with its replies, and a participant replies', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/thread/list?meeting_id=${M}`)
    const cards = visible(page, 'link', /^Thread by /)
    await cards.first().waitFor()
    expect(await cards.count()).toBe(5)
    await page.getByText('Is anyone from the battery storage side', { exact: false }).filter({ visible: true }).waitFor()
    await page.getByText('请问开幕式当天地铁 2 号线有没有加开班次', { exact: false }).filter({ visible: true }).waitFor()
    await visible(page, 'button', 'Sign in to join the discussion').waitFor()
    await page.screenshot({ path: screenshotPath(`thread-list-${viewport}`), fullPage: true })

    await visible(page, 'link', /^Thread by Sato Hana/).click()
    await page.waitForURL(new RegExp(`thread_id=${SEED_IDS.threads[2]}`))
    await page.getByText('予約は不要です', { exact: false }).filter({ visible: true }).waitFor()
    await page.getByText('请问实演需要提前预约吗', { exact: false }).filter({ visible: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`thread-detail-${viewport}`), fullPage: true })

    // The demo visitor holds a ticket (a participant): signing in brings them back to the thread to reply.
    await visible(page, 'button', 'Sign in to join the discussion').click()
    await page.waitForURL(/#\/login\?redirect=/)
    await signInOnPage(page, server(), DEMO_ACCOUNTS.visitor.phone)
    await page.waitForURL(new RegExp(`thread_id=${SEED_IDS.threads[2]}`))
    const box = visible(page, 'textbox', 'Write a reply')
    await box.fill(`See you at the booth (${viewport})`)
    await visible(page, 'button', 'Reply').click()
    await page.getByText(`See you at the booth (${viewport})`).filter({ visible: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`thread-replied-${viewport}`), fullPage: true })
    await context.close()
  })
})

describe.each<ViewportName>(['mobile', 'desktop'])('invitation cards, %s', viewport => {
  it('shows the exhibitor\'s card from its company page, and paints it into an image to save', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/enterprise?enterprise_id=${SEED_IDS.enterprises[0]}&meeting_id=${M}`)
    await visible(page, 'button', 'Invitation card').click()
    await page.waitForURL(/#\/meeting\/invitation\?/)
    const card = page.getByRole('region', { name: 'Invitation' }).filter({ visible: true })
    await card.getByText('Aurora Robotics warmly invites you to').waitFor()
    await card.getByRole('img', { name: /^QR code to open / }).waitFor()
    await page.screenshot({ path: screenshotPath(`invitation-${viewport}`), fullPage: true })

    await visible(page, 'button', 'Save as image').click()
    await page.waitForURL(/#\/meeting\/invitation\/download\?/)
    const image = visible(page, 'img', /^Invitation image of /)
    await image.waitFor()
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    const download = page.waitForEvent('download')
    await visible(page, 'button', 'Save image').click()
    expect((await download).suggestedFilename()).toBe('Aurora-Robotics-invitation.png')
    await page.screenshot({ path: screenshotPath(`invitation-download-${viewport}`), fullPage: true })
    await context.close()
  })

  it('shows the speaker their own invitation with their sessions, and they accept', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/speaker/invite?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?redirect=/)
    await signInOnPage(page, server(), DEMO_ACCOUNTS.speaker.phone)
    await page.waitForURL(/#\/meeting\/speaker\/invite/)
    const card = page.getByRole('region', { name: 'Speaker invitation' }).filter({ visible: true })
    await card.getByText('Dear Zhang Wei,').waitFor()
    expect(await card.getByRole('link', { name: /^Open session: / }).count()).toBeGreaterThan(0)
    await page.screenshot({ path: screenshotPath(`speaker-invite-${viewport}`), fullPage: true })
    // Each viewport signs the same speaker in: the first run accepts, the second finds it accepted.
    const accept = visible(page, 'button', 'Accept the invitation')
    if (await accept.count()) await accept.click()
    await page.getByText('You have accepted the invitation', { exact: false }).filter({ visible: true }).waitFor()
    await context.close()
  })
})

describe.each<ViewportName>(['mobile', 'desktop'])('event landings, %s', viewport => {
  it('shows the exhibition with its halls and featured exhibitors, and the conference with its days, keynotes and lives', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/exhibition?meeting_id=${M}`)
    await visible(page, 'heading', 'Exhibition').waitFor()
    await visible(page, 'link', /^Exhibitors in Hall A/).waitFor()
    await page.getByText('International pavilion').filter({ visible: true }).waitFor()
    await visible(page, 'link', /Aurora Robotics/).first().waitFor()
    await page.screenshot({ path: screenshotPath(`exhibition-${viewport}`), fullPage: true })

    await visible(page, 'button', 'Conference programme').click()
    await page.waitForURL(/#\/conference/)
    await visible(page, 'heading', 'Conference').waitFor()
    await visible(page, 'link', 'Programme of day 1').waitFor()
    await visible(page, 'link', /^Zhang Wei/).waitFor()
    await page.screenshot({ path: screenshotPath(`conference-${viewport}`), fullPage: true })
    await context.close()
  })
})
