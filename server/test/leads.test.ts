/**
 * Lead capture (issue 16): a typed ticket code or a card link becomes a lead of the exhibitor's company; the person is
 * asked to share their card and, until they do, the exhibitor sees only the initial (and a public company); the
 * rating, tags and notes; leads from appointments and questions with their source; search; CSV and XLSX exports
 * (the XLSX read back with read-excel-file, formula-looking notes neutralised in the CSV); invited staff; and that other
 * companies, their staff and visitors get 403.
 */
import readExcelFile from 'read-excel-file/node'
import { startTestServer, type TestServer } from '../../test/support/server'
import { ticketQrPayload } from '@core/ticketQr'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'
import { exportToken, readExportToken } from '../modules/leads/leads'

const E = SEED_IDS.enterprises[0]
const OTHER = SEED_IDS.enterprises[1]
const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
type Session = Awaited<ReturnType<typeof login>>
let exhibitor: Session
let visitor: Session

beforeAll(async () => {
  server = await startTestServer()
  exhibitor = await login(server, '13800000002')
  visitor = await login(server, '13800000001')
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server?.dataDir) (await import('node:fs')).rmSync(server.dataDir, { recursive: true, force: true })
})

/** A new participant of the demo meeting with a ticket of the opening ceremony: its code. */
async function registered(): Promise<{ session: Session; phone: string; code: string }> {
  const phone = freshPhone()
  const session = await login(server, phone)
  await session.api.put(`/users/${session.user_id}`, { username: `Zoe ${phone.slice(-4)}`, work: { company: 'Quiet Corp', title: 'Buyer' } })
  const res = await session.api.post('/tickets', { activity_id: A.openFree, name: `Zoe ${phone.slice(-4)}`, answers: [heard] })
  if (res.status !== 201 && res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`)
  const ticket = Array.isArray(res.body.results) ? res.body.results[0] : res.body.results
  return { session, phone, code: ticket.code }
}

async function download(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(`${server.baseUrl}${url}`)
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) }
}

/** CSV rows (quoted cells, doubled quotes, CRLF) without the BOM. */
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

describe('capturing a lead at the booth', () => {
  it('a short code of several activities asks for the activity; the QR payload or the chosen activity finds the visitor', async () => {
    // 000001 is the visitor's ticket of the opening ceremony, the special guest's of the salon, a dinner guest's.
    const ambiguous = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '000001' })
    expect(ambiguous.status).toBe(409)
    expect(ambiguous.body.code).toBe(4181)
    expect(ambiguous.body.data.activities.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([A.openFree, A.ended]))

    const chosen = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '000001', activity_id: A.openFree })
    expect([200, 201]).toContain(chosen.status)
    expect(chosen.body.results.sources).toContain('scan_ticket')
    const again = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: ticketQrPayload(A.openFree, '000001') })
    expect(again.status).toBe(200)
    expect(again.body.results._id).toBe(chosen.body.results._id)

    expect((await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '999999' })).body.code).toBe(4180)
    expect((await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: 'hello' })).status).toBe(400)
    // The exhibitor's own ticket (000002).
    expect((await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '000002', activity_id: A.openFree })).body.code).toBe(4185)
  })

  it('until the visitor shares the card the exhibitor sees the initial and a public company only; then the card', async () => {
    const zoe = await registered()
    const scan = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: zoe.code, activity_id: A.openFree })
    expect(scan.status).toBe(201)
    const lead = scan.body.results
    expect(lead.consent).toBe('pending')
    expect(lead.person).toMatchObject({ initial: 'Z', name: null, phone: null, email: null, company: '', card: 0 })
    expect(JSON.stringify(lead)).not.toContain(zoe.phone)

    // Zoe appears in the connections list: her company is public, her name and phone are not.
    await zoe.session.api.put('/meeting/users/exposure', { exposure: 1 })
    const shown = await exhibitor.api.get(`/exhibitor/leads/${lead._id}`)
    expect(shown.body.results.person).toMatchObject({ company: 'Quiet Corp', name: null, phone: null })
    // A hidden name cannot be found by searching for it.
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=${encodeURIComponent(`Zoe ${zoe.phone.slice(-4)}`)}`)).body.total).toBe(0)

    const requests = await zoe.session.api.get('/user/lead/requests')
    expect(requests.body.results).toEqual([expect.objectContaining({ _id: lead._id, enterprise_id: E, consent: 'pending' })])
    expect(requests.body.results[0].company).toBeTruthy()
    // Nobody else answers it.
    expect((await visitor.api.put(`/user/lead/requests/${lead._id}`, { answer: 'granted' })).status).toBe(403)

    expect((await zoe.session.api.put(`/user/lead/requests/${lead._id}`, { answer: 'granted' })).body.results.consent).toBe('granted')
    const shared = await exhibitor.api.get(`/exhibitor/leads/${lead._id}`)
    expect(shared.body.results.person).toMatchObject({ name: `Zoe ${zoe.phone.slice(-4)}`, phone: zoe.phone, company: 'Quiet Corp', card: 1 })
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=${zoe.phone}`)).body.total).toBe(1)
    expect((await zoe.session.api.get('/user/lead/requests')).body.total).toBe(0)

    // She may change her mind: the card is hidden again.
    await zoe.session.api.put(`/user/lead/requests/${lead._id}`, { answer: 'declined' })
    expect((await exhibitor.api.get(`/exhibitor/leads/${lead._id}`)).body.results.person.phone).toBeNull()
  })

  it('a card link of a person becomes a lead; a person already connected to the scanner shares at once', async () => {
    const kim = await login(server, freshPhone())
    const link = `http://127.0.0.1/#/meeting/user?user_id=${kim.user_id}&meeting_id=${SEED_IDS.meeting}`
    // Connected first: Kim asks the exhibitor, the exhibitor accepts.
    await kim.api.post('/user/friend/applications', { friend_id: exhibitor.user_id })
    await exhibitor.api.post('/user/friends', { friend_id: kim.user_id })
    const scan = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: link })
    expect(scan.status).toBe(201)
    expect(scan.body.results).toMatchObject({ source: 'scan_card', consent: 'granted' })
    expect(scan.body.results.person.card).toBe(1)
  })
})

describe('leads from appointments and questions', () => {
  it('records who booked and who asked, with the source and the card shown', async () => {
    const asker = await registered()
    await asker.session.api.post('/enterprise/questions', { enterprise_id: E, content: 'Do you ship to Chengdu?' })
    // Emma (a participant) books one of the company's slots.
    const emma = await login(server, '13800000007')
    const booked = await emma.api.post(`/enterprises/${E}/schedules/${SEED_IDS.schedules[5]}/appointments`, { reason: 'Battery sizes', force: 1 })
    expect(booked.status).toBe(201)

    const questions = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&source=question&limit=50`)
    const fromQuestion = questions.body.results.find((l: { person: { phone: string } }) => l.person.phone === asker.phone)
    expect(fromQuestion).toMatchObject({ source: 'question', consent: 'contacted', captured_by: null })
    const appointments = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&source=appointment&limit=50`)
    const fromEmma = appointments.body.results.find((l: { person: { phone: string } }) => l.person.phone === '13800000007')
    expect(fromEmma).toBeTruthy()
    expect(fromEmma.sources).toContain('appointment')
    // Listing again adds nothing twice.
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&source=appointment&limit=50`)).body.total).toBe(appointments.body.total)
    // The visitor booked in the seed and was scanned above: one lead with both sources, card shown.
    const all = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=13800000001`)
    expect(all.body.total).toBe(1)
    expect(all.body.results[0].sources).toEqual(expect.arrayContaining(['scan_ticket', 'appointment']))
    expect(all.body.results[0].consent).toBe('contacted')
  })
  it('records the contact when it happens: a booking withdrawn before the exhibitor looks is still the lead it made', async () => {
    const booker = await registered()
    const booked = await booker.session.api.post(`/enterprises/${E}/schedules/${SEED_IDS.schedules[10]}/appointments`, { reason: 'Pricing', force: 1 })
    expect([booked.status, booked.body]).toEqual([201, expect.anything()])
    const appointmentId = (Array.isArray(booked.body.results) ? booked.body.results[0] : booked.body.results)._id
    expect((await booker.session.api.del(`/appointments/${appointmentId}`)).status).toBe(200)
    const found = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=${booker.phone}`)
    expect(found.body.results).toEqual([expect.objectContaining({ source: 'appointment', consent: 'contacted', sources: ['appointment'] })])
  })
})

describe('rating, tags, notes, search and export', () => {
  let leadId: string
  beforeAll(async () => {
    const lead = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: ticketQrPayload(A.openFree, '000001') })
    leadId = lead.body.results._id
  })

  it('saves a rating of 1–5, tags and notes, and refuses bad ones field by field', async () => {
    const saved = await exhibitor.api.put(`/exhibitor/leads/${leadId}`, { rating: 5, tags: [' hot ', 'Hot', '经销商'], notes: '=HYPERLINK("http://evil.example","click")' })
    expect(saved.status).toBe(200)
    expect(saved.body.results).toMatchObject({ rating: 5, tags: ['hot', '经销商'], notes: '=HYPERLINK("http://evil.example","click")' })
    const bad = await exhibitor.api.put(`/exhibitor/leads/${leadId}`, { rating: 6, tags: ['x'.repeat(21)] })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 4220, data: { fields: { rating: 'leads.error.rating', tags: 'leads.error.tagTooLong' } } })
    expect((await exhibitor.api.get(`/exhibitor/leads/${leadId}`)).body.results.rating).toBe(5)
  })

  it('searches notes, tags and visible names, paged', async () => {
    const byTag = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=${encodeURIComponent('经销')}`)
    expect(byTag.body.results.map((l: { _id: string }) => l._id)).toEqual([leadId])
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=HYPERLINK`)).body.total).toBe(1)
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=${encodeURIComponent('Li Wei')}`)).body.total).toBe(1)
    expect((await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&keyword=nobody-at-all`)).body.total).toBe(0)
    const first = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&limit=2`)
    const second = await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&limit=2&skip=2`)
    expect(first.body.results).toHaveLength(2)
    expect(first.body.total).toBeGreaterThan(2)
    expect(second.body.results[0]._id).not.toBe(first.body.results[1]._id)
  })

  it('exports a CSV whose formula-looking cells are neutralised, in the chosen language', async () => {
    const link = await exhibitor.api.post('/exhibitor/leads/export', { enterprise_id: E, format: 'csv', lang: 'en' })
    expect(link.status).toBe(200)
    const file = await download(link.body.results.url)
    expect(file.status).toBe(200)
    expect(file.type).toMatch(/^text\/csv/)
    const rows = parseCsv(file.body.toString('utf8'))
    expect(rows[0]).toEqual(['Name', 'Company', 'Job title', 'Phone', 'E-mail', 'Rating', 'Tags', 'Notes', 'Sources', 'Card', 'Captured'])
    const li = rows.find((r) => r[3] === '13800000001')!
    expect(li.slice(0, 2)).toEqual(['Li Wei', 'Brightline Tech'])
    expect(li[5]).toBe('5')
    expect(li[6]).toBe('hot, 经销商')
    expect(li[7]).toBe('\'=HYPERLINK("http://evil.example","click")')
    // No cell of the file starts a formula.
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([])
    // People who did not share (Zoe declined above) appear by their initial, without phone or e-mail.
    const pending = rows.filter((r) => r[9] === 'Awaiting consent' || r[9] === 'Declined')
    expect(pending.length).toBeGreaterThan(0)
    for (const r of pending) expect([r[0].length, r[3], r[4]]).toEqual([1, '', ''])
  })

  it('exports an XLSX that reads back as the same rows, notes as plain text', async () => {
    const link = await exhibitor.api.post('/exhibitor/leads/export', { enterprise_id: E, format: 'xlsx', lang: 'zh', keyword: '经销' })
    const file = await download(link.body.results.url)
    expect(file.status).toBe(200)
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const sheets = await readExcelFile(file.body)
    expect(sheets.map(s => s.sheet)).toEqual(['Leads'])
    const rows = sheets[0].data
    expect(rows).toHaveLength(2)
    expect(rows[0][0]).toBe('姓名')
    expect(rows[1][0]).toBe('Li Wei')
    expect(rows[1][3]).toBe('13800000001')
    expect(rows[1][5]).toBe(5)
    // A formula cell is written without a cached value and reads back empty: this reads as the text it is.
    expect(rows[1][7]).toBe('=HYPERLINK("http://evil.example","click")')
  })

  it('refuses a forged or expired download link', async () => {
    const link = await exhibitor.api.post('/exhibitor/leads/export', { enterprise_id: E, format: 'csv' })
    const url: string = link.body.results.url
    // A character in the middle of the signature: the last one's spare bits are the case below.
    const forged = url.replace(/(\.[\w-]{10})(.)/, (_m, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'))
    expect((await download(forged)).status).toBe(410)
    expect((await download('/fu/api/exhibitor/leads/export/file?t=nonsense')).status).toBe(410)
  })
})

describe('staff and authorisation', () => {
  it('an invited staff member scans and sees the company\'s leads, and loses them when removed', async () => {
    const phone = freshPhone()
    const invite = await exhibitor.api.post('/exhibitor/staff', { enterprise_id: E, phone })
    expect(invite.status).toBe(201)
    const staff = await login(server, phone)
    expect((await staff.api.get(`/exhibitor/leads?enterprise_id=${E}`)).status).toBe(403)
    const mine = await staff.api.get('/exhibitor/staff/invitations')
    expect(mine.body.results).toEqual([expect.objectContaining({ code: invite.body.results.code, enterprise_id: E })])
    // Someone else cannot take an invitation made for this phone.
    expect((await visitor.api.post('/exhibitor/staff/accept', { code: invite.body.results.code })).body.code).toBe(4183)
    expect((await staff.api.post('/exhibitor/staff/accept', { code: invite.body.results.code.toLowerCase() })).status).toBe(200)
    expect((await staff.api.get('/exhibitor/lead/companies')).body.results).toEqual([expect.objectContaining({ enterprise_id: E, role: 'staff' })])

    const zoe = await registered()
    const scan = await staff.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: zoe.code, activity_id: A.openFree })
    expect(scan.status).toBe(201)
    expect(scan.body.results.captured_by).toBe(staff.user_id)
    expect((await exhibitor.api.get(`/exhibitor/leads/${scan.body.results._id}`)).status).toBe(200)
    // Staff do not manage staff.
    expect((await staff.api.get(`/exhibitor/staff?enterprise_id=${E}`)).status).toBe(403)
    const link = await staff.api.post('/exhibitor/leads/export', { enterprise_id: E, format: 'csv' })

    // A code to share: anyone signed in may take it, once.
    const shared = await exhibitor.api.post('/exhibitor/staff', { enterprise_id: E })
    const other = await login(server, freshPhone())
    expect((await other.api.post('/exhibitor/staff/accept', { code: shared.body.results.code })).status).toBe(200)
    expect((await login(server, freshPhone())).api.post('/exhibitor/staff/accept', { code: shared.body.results.code })).resolves.toMatchObject({ status: 404 })

    const list = await exhibitor.api.get(`/exhibitor/staff?enterprise_id=${E}`)
    const member = list.body.results.find((s: { user: { _id: string } | null }) => s.user?._id === staff.user_id)
    expect(member.status).toBe('active')
    expect((await exhibitor.api.del(`/exhibitor/staff/${member._id}`)).status).toBe(200)
    expect((await staff.api.get(`/exhibitor/leads?enterprise_id=${E}`)).status).toBe(403)
    expect((await staff.api.get(`/exhibitor/leads/${scan.body.results._id}`)).status).toBe(403)
    // The link made while on the staff stops working too.
    expect((await download(link.body.results.url)).status).toBe(403)
  })

  it('another company\'s exhibitor and staff, a visitor and a guest get no leads', async () => {
    const rival = await login(server, freshPhone())
    expect((await rival.api.put(`/enterprises/${OTHER}`, { bind_code: 'BIND-GREEN', confirm: 1 })).status).toBe(200)
    const [lead] = (await exhibitor.api.get(`/exhibitor/leads?enterprise_id=${E}&limit=1`)).body.results
    for (const who of [rival, visitor]) {
      expect((await who.api.get(`/exhibitor/leads?enterprise_id=${E}`)).status).toBe(403)
      expect((await who.api.get(`/exhibitor/leads/${lead._id}`)).status).toBe(403)
      expect((await who.api.put(`/exhibitor/leads/${lead._id}`, { rating: 1 })).status).toBe(403)
      expect((await who.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '000003', activity_id: A.openFree })).status).toBe(403)
      expect((await who.api.post('/exhibitor/leads/export', { enterprise_id: E, format: 'csv' })).status).toBe(403)
      expect((await who.api.post('/exhibitor/staff', { enterprise_id: E })).status).toBe(403)
    }
    // The rival's own staff see the rival's leads, not ours.
    const invite = await rival.api.post('/exhibitor/staff', { enterprise_id: OTHER })
    const rivalStaff = await login(server, freshPhone())
    await rivalStaff.api.post('/exhibitor/staff/accept', { code: invite.body.results.code })
    expect((await rivalStaff.api.get(`/exhibitor/leads?enterprise_id=${OTHER}`)).status).toBe(200)
    expect((await rivalStaff.api.get(`/exhibitor/leads?enterprise_id=${E}`)).status).toBe(403)
    expect((await rivalStaff.api.get(`/exhibitor/leads/${lead._id}`)).status).toBe(403)
    expect((await client(server).get(`/exhibitor/leads?enterprise_id=${E}`)).status).toBe(401)
  })
})

describe('export link token', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

  it('refuses a signature whose last character differs only in the bits decoding ignores', () => {
    const token = exportToken('secret', { e: 'e1', u: 'u1', f: 'csv', l: 'en', x: 2_000_000_000 })
    const [body, signature] = token.split('.')
    // 32 bytes in 43 characters: the last one carries 4 bits and 2 spare ones; flipping a spare bit decodes the same.
    const twin = signature.slice(0, -1) + BASE64URL[BASE64URL.indexOf(signature.slice(-1)) ^ 1]
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true)
    expect(readExportToken('secret', `${body}.${twin}`, 0)).toBeNull()
    expect(readExportToken('secret', token, 0)).toMatchObject({ e: 'e1', u: 'u1', f: 'csv' })
  })
})
