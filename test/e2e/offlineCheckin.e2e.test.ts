/**
 * Offline check-in at the reception desk (issue 16) in the built H5 site, in both viewports: staff open the ticket
 * desk and pick the activity (its guest list and day keys are kept on the device), Chromium's network is cut, a
 * guest's live rotating pass is entered (a desktop scanner types it) and checked in on the device, the desk counts it
 * waiting, the network comes back and the desk syncs: the server has the ticket checked in.
 */
import { translate } from '@/i18n/complete'
import type { MessageKey } from '@/i18n'
import { currentPassPayload } from '@/core/ticketQr'
import { login } from '../../server/test/helpers'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'
import { DESK_STAFF, openPassDesk, PASS_ACTIVITY, registerPassGuest } from './ticketDesk'

jest.setTimeout(300_000)

const { server, openContext } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)

describe.each<[ViewportName, string]>(DESK_STAFF)('offline check-in, %s', (viewport, staffPhone) => {
  it('checks a guest in with the network cut, counts it waiting and syncs when the network is back', async () => {
    // A guest registered before the desk downloads its list; their phone holds the ticket's pass keys.
    const name = `Offline Guest ${viewport}`
    const { ticket } = await registerPassGuest(server(), name)
    const staff = await login(server(), staffPhone)
    const serverStatus = async () => (await staff.api.get(`/tickets?all=1&activity_id=${PASS_ACTIVITY}&code=${ticket.code}`)).body.results[0].status

    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = await openPassDesk(page, server(), staffPhone)
    await view().getByText(/^Guest list on this device: \d+ guests, downloaded at \d\d:\d\d$/).waitFor({ timeout: 30_000 })

    await context.setOffline(true)
    await view().getByText(en('reception.offline.offline')).waitFor()
    const payload = currentPassPayload({ activityId: PASS_ACTIVITY, code: ticket.code, keys: ticket.pass.keys }, Date.now())!
    const field = view().getByLabel(en('reception.checkin.codeLabel'), { exact: true })
    await field.fill(payload)
    await field.press('Enter')
    await view().getByRole('button', { name: en('reception.checkin.confirm', { name }) }).click()
    await view().getByText(en('reception.checkin.queued', { name })).waitFor()
    await view().getByText(en('reception.offline.waiting', { count: 1 })).waitFor()
    await page.screenshot({ path: screenshotPath(`offline-checkin-waiting-${viewport}`), fullPage: true })
    expect(await serverStatus()).toBe(1) // nothing reached the server yet

    await context.setOffline(false)
    await view().getByText(en('reception.offline.synced')).waitFor({ timeout: 30_000 })
    expect(await view().getByText(en('reception.offline.waiting', { count: 1 })).count()).toBe(0)
    expect(await serverStatus()).toBe(3)
    await page.screenshot({ path: screenshotPath(`offline-checkin-synced-${viewport}`), fullPage: true })
    await context.close()
  })
})
