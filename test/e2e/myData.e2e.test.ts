/**
 * My data in the built site (issue 16, PIPL / GDPR), mobile and desktop: an attendee signs in (accepting the privacy
 * policy), opens My → My data, downloads everything as JSON (a real browser download, read back and parsed: it holds
 * their ticket and the privacy-policy consent of this sign-in), sees the consent log, asks to delete the account by
 * typing their phone number, sees the pending state with its date, reloads (the server keeps it), and keeps the
 * account. Each state is photographed.
 */
import type { Page } from 'playwright-core'
import type { MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { freshPhone, login } from '../../server/test/helpers'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openContext } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const M = SEED_IDS.meeting
const view = (page: Page) => page.locator('.fu-route:visible').last()
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

describe.each<ViewportName>(['mobile', 'desktop'])('my data, %s', viewport => {
  it('downloads my data as JSON, asks to delete the account, sees it pending, keeps it', async () => {
    const phone = freshPhone()
    const attendee = await login(server(), phone)
    expect((await attendee.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Data Owner', answers: [heard] })).status).toBe(201)

    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/my/index?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), phone)
    // From the hub's account section to My data.
    const entry = view(page).getByRole('link', { name: en('my.hub.myData') })
    await entry.waitFor({ timeout: 30_000 })
    await entry.click()
    await page.waitForURL(/#\/my\/data/, { timeout: 30_000 })

    // The consent log shows the privacy policy accepted at this sign-in.
    const consents = view(page).getByRole('list', { name: en('my.data.consent.title') })
    await consents.getByText(en('my.data.consent.kind.privacy_policy')).waitFor({ timeout: 30_000 })

    // Download as JSON: a real download, read back.
    const download = view(page).getByRole('region', { name: en('my.data.download.title') })
    await page.screenshot({ path: screenshotPath(`my-data-${viewport}`), fullPage: true })
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      download.getByRole('button', { name: en('my.data.download.json') }).click(),
    ])
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    let text = ''
    for await (const chunk of await file.createReadStream()) text += String(chunk)
    const data = JSON.parse(text)
    expect(data).toMatchObject({ format: 'fu-events.my-data', user_id: attendee.user_id, profile: { phone } })
    expect(data.tickets).toEqual([expect.objectContaining({ activity_id: SEED_IDS.activities.openFree, name: 'Data Owner' })])
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'privacy_policy', granted: 1 })])

    // Delete: typed confirmation, then the pending state with its date.
    const deletion = view(page).getByRole('region', { name: en('my.data.delete.title') })
    await deletion.getByRole('button', { name: en('my.data.delete.start') }).click()
    await deletion.getByLabel(en('my.data.delete.confirmPhone')).fill(phone)
    await page.screenshot({ path: screenshotPath(`my-data-confirm-${viewport}`), fullPage: true })
    await deletion.getByRole('button', { name: en('my.data.delete.confirm'), exact: true }).click()
    const keep = deletion.getByRole('button', { name: en('my.data.delete.keep') })
    await keep.waitFor({ timeout: 30_000 })
    await deletion.getByText(/Your account will be deleted on \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/).waitFor()
    expect((await attendee.api.get(`/users/${attendee.user_id}/deletion`)).body.results.status).toBe('pending')
    await page.screenshot({ path: screenshotPath(`my-data-pending-${viewport}`), fullPage: true })

    // The server keeps it: a reload opens on the pending state; "keep my account" cancels it.
    await page.reload()
    const again = view(page).getByRole('region', { name: en('my.data.delete.title') })
    await again.getByRole('button', { name: en('my.data.delete.keep') }).click({ timeout: 30_000 })
    await again.getByRole('button', { name: en('my.data.delete.start') }).waitFor({ timeout: 30_000 })
    expect((await attendee.api.get(`/users/${attendee.user_id}/deletion`)).body.results.status).toBe('none')
    await page.screenshot({ path: screenshotPath(`my-data-kept-${viewport}`), fullPage: true })
    await context.close()
  })
})
