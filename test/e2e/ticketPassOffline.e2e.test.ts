/**
 * The ticket pass without a network (issue 16: "the holder's screen keeps working offline for the day"), in the built
 * H5 site with its service worker (config/index.ts, src/platform/serviceWorker.ts), in both viewports: a guest opens
 * their ticket once online; later, with the network gone, the page opens again (the service worker's copy of the page
 * and its code), says it is the ticket kept on this phone, shows its activity as last seen (and, on desktop, the
 * meeting's navigation as last loaded), and its QR still changes with the 30-second window.
 */
import { translate } from '@/i18n/complete'
import { PASS_WINDOW_SECONDS } from '@/core/ticketQr'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'
import { PASS_ACTIVITY, registerPassGuest } from './ticketDesk'

jest.setTimeout(300_000)

const { server, openContext } = setUpE2e()

const ROTATING = '.fu-ticket-qr__rotating:visible'

describe.each<ViewportName>(['mobile', 'desktop'])('ticket pass without a network, %s', viewport => {
  it('opens again offline from the service worker, from the pass kept on the device, and keeps rotating', async () => {
    const { guest, phone: phoneNumber, ticket } = await registerPassGuest(server(), `Offline Guest ${viewport}`)

    const context = await openContext(viewport, 'en-US', 'allow')
    const page = await context.newPage()
    await page.clock.install({ time: Date.now() })
    const url = `${server().baseUrl}/#/my/registration/ticket?ticket_id=${ticket._id}&lang=en`
    await page.goto(url)
    await signInOnPage(page, server(), phoneNumber)
    await page.locator(ROTATING).first().waitFor({ timeout: 60_000 })
    // The worker registers after the first load; once it controls the page, a reload lets it keep the page and code.
    await page.evaluate(async () => { await navigator.serviceWorker.ready })
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 })
    await page.reload()
    await page.locator(ROTATING).first().waitFor({ timeout: 60_000 })
    expect(await page.getByText(translate('en', 'tickets.qr.offline')).count()).toBe(0)
    const activityTitle = (await guest.api.get(`/activities?_id=${PASS_ACTIVITY}`)).body.results[0].title.en as string
    await page.locator('.fu-ticket__title:visible', { hasText: activityTitle }).first().waitFor({ timeout: 30_000 })

    const NAV_ENTRIES = '.fu-topnav:visible [role=link]'
    // Desktop: the meeting's navigation loaded online (home and the organiser's entries) before the network goes.
    if (viewport === 'desktop') await page.locator(NAV_ENTRIES).nth(1).waitFor({ timeout: 30_000 })
    const onlineEntries = await page.locator(NAV_ENTRIES).allTextContents()
    await context.setOffline(true)
    await page.reload()
    const pass = page.locator(ROTATING).first()
    await pass.waitFor({ timeout: 60_000 })
    await expect(page.getByText(translate('en', 'tickets.qr.offline')).first().isVisible()).resolves.toBe(true)
    expect(await page.getByText(ticket.code).first().isVisible()).toBe(true)
    // The activity as last seen online, not "not available" with a retry that cannot work offline.
    await page.locator('.fu-ticket__title:visible', { hasText: activityTitle }).first().waitFor({ timeout: 10_000 })
    expect(await page.getByText(translate('en', 'tickets.activityMissing')).count()).toBe(0)
    // The desktop top bar keeps the meeting's navigation last loaded, not "failed to load" with a retry.
    if (viewport === 'desktop') {
      await page.locator(NAV_ENTRIES).nth(1).waitFor({ timeout: 10_000 })
      // The same entries in the same order; how many fit beside the account may differ (offline the account shows
      // "My" until the person's name loads, which takes less room than the name did online).
      const offlineEntries = await page.locator(NAV_ENTRIES).allTextContents()
      const shown = Math.min(onlineEntries.length, offlineEntries.length)
      expect(shown).toBeGreaterThanOrEqual(2)
      expect(offlineEntries.slice(0, shown)).toEqual(onlineEntries.slice(0, shown))
      expect(await page.getByText(translate('en', 'shell.navigationFailed')).count()).toBe(0)
    }
    await page.screenshot({ path: screenshotPath(`ticket-offline-${viewport}`), fullPage: true })

    const window = Number(await pass.getAttribute('data-window'))
    await page.clock.fastForward(PASS_WINDOW_SECONDS * 1000)
    await page.waitForFunction(w => Number(document.querySelector('.fu-ticket-qr__rotating')?.getAttribute('data-window')) > w, window, { timeout: 10_000 })
    await context.close()
  })
})
