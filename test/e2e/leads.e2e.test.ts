/**
 * Lead capture in the built site (issue 16), mobile and desktop, against the real server: the demo exhibitor
 * (13800000002) signs in on the booth scanner, types the visitor's ticket code (000001, which tickets of several
 * activities share, so the activity is chosen), rates and tags the lead with a note that looks like a formula,
 * searches the lead list by the tag and downloads the CSV, which is parsed: the visitor's row with the rating, the
 * tags and the note neutralised. Each state is photographed.
 */
import { readSheet } from 'read-excel-file/node'
import type { Page } from 'playwright-core'
import type { MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { SEED_IDS } from '../../server/seed/ids'
import { login } from '../../server/test/helpers'
import { signInOnPage } from './signIn'
import { screenshotPath, type ViewportName } from './browser'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openContext } = setUpE2e()

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)
const M = SEED_IDS.meeting
const view = (page: Page) => page.locator('.fu-route:visible').last()

/** CSV rows (quoted cells, doubled quotes, CRLF) without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') { cell += '"'; i++ } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') { row.push(cell); cell = '' } else if (c === '\r' && body[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++ } else cell += c
  }
  return rows
}

describe.each<ViewportName>(['mobile', 'desktop'])('lead capture, %s', viewport => {
  it('the exhibitor types a visitor\'s ticket code, rates and tags the lead, finds it and downloads the CSV', async () => {
    const tag = `booth-${viewport}`
    // The second run finds the first one's rating: pressing the chosen star again would clear it.
    const rating = viewport === 'mobile' ? 4 : 5
    const context = await openContext(viewport)
    const page = await context.newPage()
    await page.goto(`${server().baseUrl}/#/meeting/exhibitor/leads/scan?meeting_id=${M}`)
    await page.waitForURL(/#\/login\?/, { timeout: 30_000 })
    await signInOnPage(page, server(), '13800000002')

    const field = view(page).getByLabel(en('leads.scan.codeLabel'))
    await field.waitFor({ timeout: 30_000 })
    await field.fill('000001')
    await view(page).getByRole('button', { name: en('leads.scan.find') }).click()
    // The visitor's ticket of the opening ceremony; 000001 is also a code of other activities.
    await view(page).getByText(en('leads.scan.chooseActivity')).waitFor({ timeout: 30_000 })
    await view(page).getByRole('button', { name: 'Opening ceremony' }).click()
    const result = view(page).getByLabel(en('leads.scan.result'))
    await result.waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`leads-scan-${viewport}`), fullPage: true })
    await result.getByRole('button', { name: en('leads.scan.open') }).click()

    // The lead: the visitor booked an appointment with the company (seed), so the card is shown.
    await view(page).getByRole('heading', { name: 'Li Wei', level: 2 }).waitFor({ timeout: 30_000 })
    await view(page).getByRole('radio', { name: en('leads.rating.value', { rating }) }).click()
    await view(page).getByLabel(en('leads.detail.tags')).fill(`${tag}, distributor`)
    await view(page).getByLabel(en('leads.detail.notes')).fill('=SUM(1,2) wants a quote')
    await view(page).getByRole('button', { name: en('leads.detail.save') }).click()
    await page.getByText(en('leads.detail.saved')).first().waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`leads-detail-${viewport}`), fullPage: true })

    // Saved on the server as typed.
    const exhibitor = await login(server(), '13800000002')
    const saved = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${SEED_IDS.enterprises[0]}&keyword=${tag}`)
    expect(saved.body.results).toEqual([expect.objectContaining({ rating, tags: [tag, 'distributor'], notes: '=SUM(1,2) wants a quote' })])

    // The list, searched by the tag.
    await page.goto(`${server().baseUrl}/#/meeting/exhibitor/leads?meeting_id=${M}`)
    const search = view(page).getByLabel(en('leads.search.label'))
    await search.waitFor({ timeout: 30_000 })
    await search.fill(tag)
    await view(page).getByRole('button', { name: en('leads.search.submit') }).click()
    await view(page).getByText(en('leads.list.count', { count: 1 })).waitFor({ timeout: 30_000 })
    await view(page).getByText('Li Wei').waitFor()
    await view(page).getByText(`#${tag}`).waitFor()
    await page.screenshot({ path: screenshotPath(`leads-list-${viewport}`), fullPage: true })

    // The CSV of the list as searched.
    const [download] = await Promise.all([page.waitForEvent('download'), view(page).getByRole('button', { name: en('leads.export.csv') }).click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk))
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8'))
    expect(rows[0]).toEqual(['Name', 'Company', 'Job title', 'Phone', 'E-mail', 'Rating', 'Tags', 'Notes', 'Sources', 'Card', 'Captured'])
    expect(rows).toHaveLength(2)
    expect(rows[1].slice(0, 8)).toEqual(['Li Wei', 'Brightline Tech', 'Product manager', '13800000001', 'visitor@demo.test', String(rating), `${tag}, distributor`, '\'=SUM(1,2) wants a quote'])
    expect(rows[1][8]).toContain('Ticket scan')
    expect(rows[1][8]).toContain('Appointment')

    // The same list as a workbook, opened by a spreadsheet library (read-excel-file) as a spreadsheet program would.
    const [sheetFile] = await Promise.all([page.waitForEvent('download'), view(page).getByRole('button', { name: en('leads.export.xlsx') }).click()])
    expect(sheetFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const parts: Buffer[] = []
    for await (const chunk of await sheetFile.createReadStream()) parts.push(Buffer.from(chunk))
    const sheet = await readSheet(Buffer.concat(parts))
    const cells = (n: number) => sheet[n - 1].map(v => String(v ?? ''))
    expect(cells(1)).toEqual(rows[0])
    expect(sheet).toHaveLength(2)
    expect(cells(2).slice(0, 5)).toEqual(['Li Wei', 'Brightline Tech', 'Product manager', '13800000001', 'visitor@demo.test'])
    expect(cells(2)[7]).toBe('=SUM(1,2) wants a quote')
    await context.close()
  })
})
