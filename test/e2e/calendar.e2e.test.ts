/**
 * "Add to phone calendar" in the H5 site (issue 12): on a session's page the browser downloads the session as an
 * iCalendar file (text/calendar: SUMMARY, DTSTART in UTC, the 10-minute alarm), in both viewports.
 */
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(180_000)

const { server, openContext } = setUpE2e()

describe.each<ViewportName>(['mobile', 'desktop'])('add to calendar, %s', viewport => {
  it('a session downloads as an .ics file with its title, start and alarm', async () => {
    const context = await openContext(viewport)
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    const agendaId = SEED_IDS.agendas[0]
    await page.goto(`${server().baseUrl}/#/meeting/agenda/details?agenda_id=${agendaId}`)
    await view().getByRole('heading', { name: 'Opening keynote', level: 1 }).first().waitFor({ timeout: 30_000 })
    const button = view().getByRole('button', { name: translate('en', 'calendar.addFile') }).first()
    await button.waitFor()
    await page.screenshot({ path: screenshotPath(`calendar-agenda-${viewport}`), fullPage: true })
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const stream = await download.createReadStream()
    let text = ''
    for await (const chunk of stream) text += String(chunk)
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).toContain('SUMMARY:Opening keynote')
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/)
    expect(text).toContain('TRIGGER:-PT10M')
    await context.close()
  })
})
