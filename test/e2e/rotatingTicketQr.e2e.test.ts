/**
 * The rotating ticket QR (issue 16, `FU-T2`: src/core/ticketQr.ts, src/components/RotatingTicketQr.tsx) in the built
 * H5 site, in both viewports, against the real server: the holder's ticket page shows the QR of the current 30-second
 * window, and after the period (the page's clock fast-forwarded) a new one; the staff desk accepts the current code
 * and checks the guest in, and refuses a stale code (a screenshot from minutes ago) and a forged one, each with its
 * own message.
 */
import type { Page } from 'playwright-core'
import QRCode from 'qrcode'
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { currentPassPayload, passDay, passWindow, PASS_WINDOW_SECONDS, rotatingQrPayload, type PassKey } from '@/core/ticketQr'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'
import { DESK_STAFF, openPassDesk, PASS_ACTIVITY, registerPassGuest } from './ticketDesk'

jest.setTimeout(300_000)

const { server, openContext } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)

/** The QR image TicketQrCode draws for a payload (the same encoding: SVG, level M, margin 1). */
const qrImageOf = async (payload: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))}`

/** The window and QR image on the holder's screen. */
async function shownPass(page: Page) {
  const box = page.locator('.fu-ticket-qr__rotating:visible').first()
  await box.waitFor({ timeout: 60_000 })
  const window = Number(await box.getAttribute('data-window'))
  const image = box.locator('img').first()
  await image.waitFor()
  return { window, src: await image.getAttribute('src') }
}

describe.each<[ViewportName, string]>(DESK_STAFF)('rotating ticket QR, %s', (viewport, staffPhone) => {
  it('the code on screen changes after its period; the desk accepts the current code and refuses a stale or forged one', async () => {
    const name = `Rotating Guest ${viewport}`
    const { guest, phone: guestPhone, ticket: registered } = await registerPassGuest(server(), name)
    const keys: PassKey[] = registered.pass.keys
    const payloadOf = (window: number) => rotatingQrPayload(PASS_ACTIVITY, registered.code, window, keys.find(k => k.day === passDay(window))!.key)

    // The holder's phone: its clock is one the test can move.
    const holder = await openContext(viewport)
    const phone = await holder.newPage()
    await phone.clock.install({ time: Date.now() })
    await phone.goto(`${server().baseUrl}/#/my/registration/ticket?ticket_id=${registered._id}&lang=en`)
    await signInOnPage(phone, server(), guestPhone)
    const first = await shownPass(phone)
    expect(first.src).toBe(await qrImageOf(payloadOf(first.window)))
    await phone.screenshot({ path: screenshotPath(`rotating-qr-${viewport}`), fullPage: true })

    await phone.clock.fastForward(PASS_WINDOW_SECONDS * 1000)
    await phone.waitForFunction(w => Number(document.querySelector('.fu-ticket-qr__rotating')?.getAttribute('data-window')) > w, first.window, { timeout: 10_000 })
    // The page's clock runs on after the jump (and the machine may be slow, so two periods may have passed): the code
    // shown is a later window, the one of the page's time when it was read (± 1 for the pass's offset to the server's
    // clock at a window's edge).
    const pageNow = () => phone.evaluate(() => Date.now())
    const before = await pageNow()
    const second = await shownPass(phone)
    const after = await pageNow()
    expect(second.window).toBeGreaterThan(first.window)
    expect(second.window).toBeGreaterThanOrEqual(passWindow(before) - 1)
    expect(second.window).toBeLessThanOrEqual(passWindow(after) + 1)
    expect(second.src).not.toBe(first.src)
    expect(second.src).toBe(await qrImageOf(payloadOf(second.window)))
    await holder.close()

    // The staff desk (a desktop scanner types what it reads, then Enter).
    const desk = await openContext(viewport)
    const page = await desk.newPage()
    const view = await openPassDesk(page, server(), staffPhone)
    const field = view().getByLabel(en('reception.checkin.codeLabel'), { exact: true })
    const enter = async (text: string) => { await field.fill(text); await field.press('Enter') }

    const now = passWindow(Date.now())
    // A screenshot of the screen three periods ago.
    await enter(payloadOf(now - 3))
    await view().getByText(en('reception.checkin.expired')).waitFor({ timeout: 30_000 })
    expect(await view().getByRole('button', { name: en('reception.checkin.confirm', { name }) }).count()).toBe(0)
    await page.screenshot({ path: screenshotPath(`rotating-qr-stale-${viewport}`), fullPage: true })

    // The current window with a made-up signature.
    const current = currentPassPayload({ activityId: PASS_ACTIVITY, code: registered.code, keys }, Date.now())!
    const forged = current.replace(/\.([0-9a-f])([^.]*)$/i, (_, c: string, rest: string) => `.${c === '0' ? '1' : '0'}${rest}`)
    expect(forged).not.toBe(current)
    await enter(forged)
    await view().getByText(en('reception.checkin.forged')).waitFor({ timeout: 30_000 })
    expect(await view().getByRole('button', { name: en('reception.checkin.confirm', { name }) }).count()).toBe(0)
    expect((await guest.api.get(`/tickets?_id=${registered._id}`)).body.results[0].status).toBe(1)

    await enter(currentPassPayload({ activityId: PASS_ACTIVITY, code: registered.code, keys }, Date.now())!)
    await view().getByRole('button', { name: en('reception.checkin.confirm', { name }) }).click()
    await view().getByText(en('reception.checkin.done', { name })).waitFor({ timeout: 30_000 })
    expect((await guest.api.get(`/tickets?_id=${registered._id}`)).body.results[0].status).toBe(3)
    await desk.close()
  })
})
