/**
 * Booking a meeting with an exhibitor in the built H5 site, in both viewports: a registered visitor opens Aurora
 * Robotics' page as a guest, taps "Book a meeting" (signing in on the way), finds the first expo day already chosen among
 * every day of the meeting with its times shown, picks a time, gives a reason and sends
 * it; the success page leads to My appointments, where the request waits. The demo exhibitor then finds it among
 * the company's requests and accepts it after confirming.
 */
import type { Page } from 'playwright-core'
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { SEED_IDS } from '../../server/seed/ids'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const { server, openPage } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)



// Two registered participants (the demo visitor and Emma) book different slots of the first expo day.
const BOOKERS = [{ phone: '13800000001', name: 'Li Wei' }, { phone: '13800000007', name: 'Emma Brown' }]

describe.each<[ViewportName, number]>([['mobile', 0], ['desktop', 1]])('booking a meeting, %s', (viewport, slotIndex) => {
  it('the visitor books a free slot and the exhibitor accepts it', async () => {
    const reason = `Robot arms for our ${viewport} line`
    const visitor = await openPage(viewport)
    const view = () => visitor.locator('.fu-route:visible').last()
    const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`appointment-${name}-${viewport}`), fullPage: true })

    await visitor.goto(`${server().baseUrl}/#/meeting/enterprise?enterprise_id=${SEED_IDS.enterprises[0]}`)
    await view().getByRole('button', { name: en('appointment.book') }).click()
    // Booking needs a sign-in: the login page brings the visitor back to the booking.
    await visitor.waitForURL(/#\/login\?/, { timeout: 30_000 })
    expect(decodeURIComponent(visitor.url())).toContain('redirect=/meeting/appointment/apply')
    await signInOnPage(visitor, server(), BOOKERS[slotIndex].phone)
    await view().getByRole('heading', { level: 1, name: en('appointment.apply.heading', { name: 'Aurora Robotics' }) }).waitFor({ timeout: 30_000 })
    const days = view().getByRole('radiogroup', { name: en('appointment.apply.date') }).getByRole('radio')
    // The heading shows once the company is read; the slots may arrive a moment later.
    await days.first().waitFor({ timeout: 30_000 })
    // Every day of the meeting is offered (the seeded expo has slots on three), the first already chosen, its times shown.
    expect(await days.count()).toBeGreaterThanOrEqual(3)
    expect(await days.first().getAttribute('aria-checked')).toBe('true')
    const times = view().getByRole('radiogroup', { name: en('appointment.apply.time') }).getByRole('radio')
    await times.first().waitFor({ timeout: 30_000 })
    expect(await times.count()).toBe(4)
    expect(await times.first().textContent()).toContain(`10:00–10:30 · ${en('appointment.slot.place', { place: 'A100' })}`)
    await times.nth(slotIndex).click()
    await view().getByLabel(en('appointment.apply.reason')).fill(reason)
    await shot(visitor, 'apply')
    await view().getByRole('button', { name: en('appointment.apply.submit') }).click()

    await view().getByRole('heading', { level: 1, name: en('appointment.success.heading') }).waitFor({ timeout: 30_000 })
    await shot(visitor, 'success')
    await view().getByRole('button', { name: en('appointment.success.mine') }).click()
    const mine = view().getByRole('listitem').filter({ hasText: reason })
    await mine.waitFor({ timeout: 30_000 })
    expect(await mine.textContent()).toContain(en('appointment.status.applying'))
    await shot(visitor, 'mine')

    const seller = await openPage(viewport)
    const sellerView = () => seller.locator('.fu-route:visible').last()
    await seller.goto(`${server().baseUrl}/#/meeting/exhibitor/schedule`)
    await signInOnPage(seller, server(), '13800000002')
    const request = sellerView().getByRole('listitem').filter({ hasText: reason })
    await request.waitFor({ timeout: 30_000 })
    await request.getByRole('button', { name: en('appointment.action.label', { action: en('appointment.action.accept'), name: BOOKERS[slotIndex].name }) }).click()
    await request.getByRole('button', { name: en('appointment.confirm.yes') }).click()
    await request.getByText(en('appointment.status.accepted'), { exact: true }).waitFor({ timeout: 30_000 })
    await shot(seller, 'exhibitor')
  })
})
