/**
 * Connections in the built site, mobile and desktop, for two seeded friends: the meeting's people with the friend
 * marked connected and an exchange sent to someone else, the friend's card with contact details, my requests, and
 * my card with its QR code.
 */
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS, SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

/** Signs a seeded phone in on the login screen with the code the dev outbox holds. */
async function signIn(page: Page, phone: string) {
  await page.getByLabel('Mobile number', { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  await page.getByRole('button', { name: 'Send code' }).click()
  let code = ''
  for (let i = 0; i < 50 && !code; i++) {
    const body = (await (await fetch(`${server().apiUrl}/dev/outbox?to=${phone}&limit=1`)).json()) as { results: { body?: string }[] }
    code = /(\d{6})/.exec(body.results?.[0]?.body ?? '')?.[1] ?? ''
    if (!code) await new Promise(resolve => setTimeout(resolve, 200))
  }
  await page.getByLabel('Verification code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

// Each viewport signs in a different one of the seeded friends (Li Wei and Emma Brown).
const who = {
  mobile: { phone: DEMO_ACCOUNTS.visitor.phone, friend: 'Emma Brown', friendContact: 'WeChat: emma-wx' },
  desktop: { phone: DEMO_ACCOUNTS.friend.phone, friend: 'Li Wei', friendContact: `Phone: ${DEMO_ACCOUNTS.visitor.phone}` },
}

describe.each<ViewportName>(['mobile', 'desktop'])('connections, %s', viewport => {
  it('lists the people, exchanges cards, opens a friend\'s card with contact details, shows requests and my card', async () => {
    const { phone, friend, friendContact } = who[viewport]
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/connection?meeting_id=${SEED_IDS.meeting}`)
    await page.waitForURL(/#\/login\?redirect=/)
    await signIn(page, phone)

    const friendRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `View card: ${friend}` }) }).first()
    await friendRow.getByText('Cards exchanged').waitFor()
    await page.getByRole('button', { name: 'Exchange cards with Sato Hana' }).first().click()
    await page.getByText('Waiting for a reply').first().waitFor()
    await page.screenshot({ path: screenshotPath(`connection-list-${viewport}`), fullPage: true })

    await page.getByRole('link', { name: `View card: ${friend}` }).first().click()
    await page.getByRole('heading', { level: 2, name: friend }).waitFor()
    await page.getByText(friendContact).waitFor()
    // Earlier screens stay in the page (hidden): look inside the card.
    const card = page.locator('.fu-user-card')
    await card.getByText('Cards exchanged').waitFor()
    expect(await card.getByRole('button', { name: 'Exchange cards' }).count()).toBe(0)
    await page.screenshot({ path: screenshotPath(`connection-card-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/my/connections/application?meeting_id=${SEED_IDS.meeting}`)
    await page.getByRole('tab', { name: 'Sent' }).click()
    await page.getByRole('button', { name: 'Withdraw the request to Sato Hana' }).waitFor()
    await page.screenshot({ path: screenshotPath(`connection-requests-${viewport}`), fullPage: true })

    await page.goto(`${server().baseUrl}/#/my/contact?meeting_id=${SEED_IDS.meeting}`)
    const qr = page.locator('.fu-card-qr__image')
    await qr.waitFor()
    expect(await qr.getAttribute('data-link')).toContain('/#/meeting/user?user_id=')
    await page.screenshot({ path: screenshotPath(`connection-my-card-${viewport}`), fullPage: true })
    await context.close()
  })
})
