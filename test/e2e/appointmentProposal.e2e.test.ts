/**
 * Booking an exhibitor that publishes no slots (issue 25), in both viewports: a new exhibitor account binds Green's
 * company (no slots); a registered visitor opens its page as a guest, taps "Book a meeting" beside the name (signing in
 * on the way), is offered the meeting's days and half hours instead of "no free times", proposes a day, a start, a
 * length and a note; the exhibitor then sees the waiting count on My → Company appointments, finds the request marked
 * "Proposed time" and accepts it after confirming.
 */
import type { Page } from 'playwright-core'
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { SEED_IDS } from '../../server/seed/ids'
import { freshPhone, login } from '../../server/test/helpers'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(300_000)

const { server, openPage } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const GREEN = SEED_IDS.enterprises[1]
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

let exhibitorPhone = ''
beforeAll(async () => {
  exhibitorPhone = freshPhone()
  const exhibitor = await login(server(), exhibitorPhone)
  expect((await exhibitor.api.put(`/exhibitors/${GREEN}`, { bind_code: 'BIND-GREEN' })).body.results).toMatchObject({ bound: 1 })
})

// Each viewport's visitor proposes another start, so the two requests never clash.
describe.each<[ViewportName, string]>([['mobile', '10:00'], ['desktop', '11:00']])('proposing a time, %s', (viewport, start) => {
  it('the visitor proposes a time to an exhibitor without slots; the exhibitor sees it waiting and accepts', async () => {
    const note = `Solar inverters for our ${viewport} plant`
    const visitorPhone = freshPhone()
    const participant = await login(server(), visitorPhone)
    expect((await participant.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Zhou Min', answers: [heard] })).status).toBe(201)

    const visitor = await openPage(viewport)
    const view = () => visitor.locator('.fu-route:visible').last()
    const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`appointment-proposal-${name}-${viewport}`), fullPage: true })
    await visitor.goto(`${server().baseUrl}/#/meeting/enterprise?enterprise_id=${GREEN}`)
    await view().getByRole('button', { name: en('appointment.book') }).click()
    await visitor.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(visitor, server(), visitorPhone)
    await view().getByText(en('appointment.propose.intro')).waitFor({ timeout: 30_000 })
    expect(await view().getByText(en('appointment.apply.noSlots')).count()).toBe(0)
    const days = view().getByRole('radiogroup', { name: en('appointment.apply.date') }).getByRole('radio')
    expect(await days.count()).toBeGreaterThanOrEqual(3)
    await days.nth(1).click()
    await view().getByRole('radiogroup', { name: en('appointment.propose.start') }).getByRole('radio', { name: start, exact: true }).click()
    await view().getByRole('radiogroup', { name: en('appointment.propose.length') }).getByRole('radio', { name: en('appointment.propose.minutes', { count: 60 }) }).click()
    await view().getByLabel(en('appointment.propose.note'), { exact: true }).fill(note)
    await shot(visitor, 'apply')
    await view().getByRole('button', { name: en('appointment.propose.submit') }).click()
    await view().getByRole('heading', { level: 1, name: en('appointment.success.heading') }).waitFor({ timeout: 30_000 })

    const seller = await openPage(viewport)
    const sellerView = () => seller.locator('.fu-route:visible').last()
    await seller.goto(`${server().baseUrl}/#/my/index`)
    await signInOnPage(seller, server(), exhibitorPhone)
    const entry = sellerView().getByRole('link', { name: new RegExp(`^${en('route.enterpriseAppointments')}`) })
    await entry.waitFor({ timeout: 30_000 })
    await sellerView().getByText(en('my.hub.pendingAppointments', { count: 1 })).waitFor({ timeout: 30_000 })
    await shot(seller, 'hub')
    await entry.click()
    const request = sellerView().getByRole('listitem').filter({ hasText: note })
    await request.waitFor({ timeout: 30_000 })
    expect(await request.textContent()).toContain(en('appointment.list.proposed'))
    expect(await request.textContent()).toContain(`${start} - `)
    await request.getByRole('button', { name: en('appointment.action.label', { action: en('appointment.action.accept'), name: 'Zhou Min' }) }).click()
    await request.getByRole('button', { name: en('appointment.confirm.yes') }).click()
    await request.getByText(en('appointment.status.accepted'), { exact: true }).waitFor({ timeout: 30_000 })
    await shot(seller, 'accepted')
  })
})
