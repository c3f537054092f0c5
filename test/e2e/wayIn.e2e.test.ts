/**
 * A way in (issue 25), by taps only, in the built H5 site against the reference server: from the home a signed-out
 * visitor reaches sign-in (the phone's last tab, the desktop header's Sign in), comes back signed in, and goes on to
 * My → a ticket (the hub on a phone, the account menu by keyboard on a desktop); search is one tap from the home.
 */
import type { Locator, Page } from 'playwright-core'
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openPage } = setUpE2e()
const M = SEED_IDS.meeting
const en = (key: MessageKey) => translate('en', key)

/** The page on top of Taro's stack (earlier pages stay in the document, hidden). */
const view = (page: Page): Locator => page.locator('.fu-route:visible').last()
const landedOn = (page: Page, route: string) => page.locator(`.fu-route[data-route="${route}"]:visible`).last().waitFor({ timeout: 30_000 })

/** My tickets shows the seeded attendee's ticket of the opening ceremony. */
async function seesATicket(page: Page) {
  await landedOn(page, 'myTickets')
  await view(page).getByRole('button', { name: new RegExp(`^${en('tickets.open')}: `) }).first().waitFor({ timeout: 30_000 })
}

describe('a way in', () => {
  it('on a phone: the last tab signs in, comes back to My, and My leads to my tickets', async () => {
    const page = await openPage('mobile')
    await page.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await landedOn(page, 'meetingHome')
    const tabs = view(page).getByRole('navigation', { name: en('shell.tabs') })
    const last = tabs.getByRole('link').last()
    await tabs.getByRole('link', { name: 'Home' }).waitFor({ timeout: 30_000 })
    expect(await last.textContent()).toBe(en('shell.signIn'))
    await last.click()
    await landedOn(page, 'login')
    expect(decodeURIComponent(page.url())).toContain('redirect=/my/index?')

    await signInOnPage(page, server(), '13800000001')
    await landedOn(page, 'myIndex')
    const myTabs = view(page).getByRole('navigation', { name: en('shell.tabs') })
    const my = myTabs.getByRole('link', { name: en('shell.my'), exact: true })
    await my.waitFor({ timeout: 30_000 })
    expect(await my.getAttribute('aria-current')).toBe('page')
    await page.screenshot({ path: screenshotPath('way-in-my-mobile') })
    await view(page).getByRole('link', { name: en('route.myTickets'), exact: true }).click()
    await seesATicket(page)
  })

  it('on a desktop: Sign in in the header, then the account menu by keyboard to my tickets; Escape gives focus back', async () => {
    const page = await openPage('desktop')
    await page.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await landedOn(page, 'meetingHome')
    await view(page).getByRole('link', { name: en('shell.signIn'), exact: true }).click()
    await landedOn(page, 'login')
    expect(decodeURIComponent(page.url())).toContain('redirect=/meeting/home')

    await signInOnPage(page, server(), '13800000007')
    await landedOn(page, 'meetingHome')
    const toggle = view(page).getByRole('button', { name: 'Emma Brown' })
    await toggle.waitFor({ timeout: 30_000 })
    expect(await toggle.getAttribute('aria-haspopup')).toBe('menu')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = view(page).getByRole('menu', { name: en('shell.accountMenu') })
    await menu.waitFor()
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en('shell.accountHub'), en('route.myTickets'), en('route.myOrder'), en('shell.appointments'), en('route.myConnections'), en('route.myProfile'), en('shell.signOut'),
    ])
    await page.screenshot({ path: screenshotPath('way-in-account-menu-desktop') })
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await toggle.evaluate(el => el === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await menu.getByRole('menuitem', { name: en('route.myTickets') }).evaluate(el => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await seesATicket(page)
  })

  it.each(['mobile', 'desktop'] as const)('search is one tap from the home (%s)', async viewport => {
    const page = await openPage(viewport)
    await page.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${M}`)
    await landedOn(page, 'meetingHome')
    await view(page).getByRole('link', { name: en(viewport === 'mobile' ? 'shell.searchHint' : 'shell.search'), exact: true }).click()
    await landedOn(page, 'meetingSearch')
  })
})
