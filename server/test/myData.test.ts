/**
 * My data (issue 16, PIPL / GDPR): the export holds each kind of my records and none of another person's, as JSON and
 * as an HTML page that escapes what people wrote; the consent log; deleting my account: confirmed, a cooling-off
 * period in which "keep my account" cancels it, then the erasure job erases the person and anonymises orders,
 * invoices and tickets, gives a held waitlist place to the next person, deletes reminders, leads about the person and
 * their booth staff invitations, and keeps the leads they captured for the company without them; the erased account
 * cannot sign in and its phone registers a new one. Only my own id: 403.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login, signPhone } from './helpers'

const A = SEED_IDS.activities
const M = SEED_IDS.meeting
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
/** The cooling-off period of this suite's server: 3 seconds. */
const COOLING_OFF_SECONDS = 3
const XSS = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', "' onmouseover='alert(1)",
  '<a href="javascript:alert(1)">x</a>', '</p><iframe src="https://evil.example"></iframe>',
]

jest.setTimeout(120_000)
let server: TestServer
const env = { FU_ACCOUNT_DELETION_DAYS: String(COOLING_OFF_SECONDS / 86400) }
beforeAll(async () => { server = await startTestServer({ env }) }, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server?.dataDir) (await import('node:fs')).rmSync(server.dataDir, { recursive: true, force: true })
})

/** Reads the database as the organiser's back office would (the server stopped: PGlite has one user at a time). */
async function query<T>(statement: string): Promise<T[]> {
  await server.stop({ keepData: true })
  try {
    const code = `const { openDatabase } = require('./server/db/client'); const { sql } = require('drizzle-orm');
      (async () => { const d = await openDatabase({ dataDir: process.env.Q_DIR || undefined, databaseUrl: process.env.Q_URL || undefined });
        const r = await d.db.execute(sql.raw(process.env.Q_SQL)); process.stdout.write(JSON.stringify(r.rows ?? r)); await d.close() })()
        .catch((e) => { console.error(e); process.exit(1) })`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', code], {
      cwd: path.resolve(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, Q_DIR: server.dataDir ?? '', Q_URL: server.databaseUrl ?? '', Q_SQL: statement },
    }).toString()
    return JSON.parse(out) as T[]
  } finally {
    server = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, env })
  }
}

/** A person with one of every kind of record: ticket, paid order with an invoice, appointment, question, demand, connection, message, consents. */
async function personWithEverything(name: string) {
  const phone = freshPhone()
  const me = await login(server, phone)
  expect((await me.api.put(`/users/${me.user_id}`, { username: name })).status).toBe(200)
  const ticket = await me.api.post('/tickets', { activity_id: A.openFree, name, answers: [heard] })
  expect(ticket.status).toBe(201)
  const ticketCode = (Array.isArray(ticket.body.results) ? ticket.body.results[0] : ticket.body.results).code as string
  const order = await me.api.post('/checkout/activities', { activity_id: A.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name, answers: [heard] })
  expect(order.status).toBe(201)
  const orderId = order.body.results._id as string
  expect((await me.api.post(`/checkout/activities/${orderId}/pay`, { channel: 'sandbox' })).status).toBe(200)
  const invoice = await me.api.post(`/checkout/activities/${orderId}/invoices`, { type: 'regular', title: `${name} Co`, taxNumber: '91310000MA1FL0000X', phone, email: `${phone}@inv.test`, fetch_way: 'electronic' })
  expect(invoice.status).toBe(201)
  const question = await me.api.post('/enterprise/questions', { enterprise_id: SEED_IDS.enterprises[0], content: `Question from ${name}` })
  expect(question.status).toBe(201)
  const demand = await me.api.post('/demands', { meeting_id: M, title: `Demand of ${name}`, description: 'We need help with logistics.', show_contact: 1 })
  expect(demand.status).toBe(201)
  const friend = await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.friend })
  expect(friend.status).toBe(201)
  expect((await me.api.post('/demand/meetings/authorization', { meeting_id: M, scopes: ['profile', 'contact'] })).status).toBe(201)
  expect((await me.api.post(`/users/${me.user_id}/consents`, { kind: 'privacy_policy' })).status).toBe(201)
  expect((await client(server).post('/texts/code/v2', { phone })).status).toBe(200)
  return { ...me, phone, ticketCode, orderId, invoiceId: invoice.body.results._id as string, questionId: question.body.results._id as string, demandId: demand.body.results._id as string }
}

/** The exhibitor bound to the first company (it captures leads and invites booth staff). */
const exhibitor = () => login(server, '13800000002')
const E = SEED_IDS.enterprises[0]

async function activityRow(id: string) {
  const staff = await login(server, '13800000005')
  return (await staff.api.get(`/activities?_id=${id}`)).body.results[0] as { max: number; ticket_total: number }
}
const setMax = async (id: string, max: number) => expect((await client(server).put(`/dev/activities/${id}/capacity`, { max })).status).toBe(200)

/** Makes an activity full now: one place more, a filler takes it. */
async function fullNow(id: string) {
  const { ticket_total } = await activityRow(id)
  await setMax(id, ticket_total + 1)
  const filler = await login(server, freshPhone())
  const res = await filler.api.post('/tickets', { activity_id: id, name: 'Filler', answers: [heard] })
  expect({ status: res.status, body: res.body, ticket_total, id }).toMatchObject({ status: 201 })
}

/**
 * The records of later features: waiting on the workshop, holding a dinner place (`next` waits behind), a reminder,
 * a lead about me at the first company, and my accepted booth staff invitation there, with a lead I captured of `seen`.
 */
async function laterRecords(me: Awaited<ReturnType<typeof personWithEverything>>, seen: { ticketCode: string }) {
  await fullNow(A.full)
  await fullNow(A.workshop50)
  const next = await login(server, freshPhone())
  expect((await me.api.post(`/activities/${A.full}/waitlist`)).status).toBe(201)
  expect((await next.api.post(`/activities/${A.full}/waitlist`)).status).toBe(201)
  await setMax(A.full, (await activityRow(A.full)).max + 1)
  expect((await me.api.get(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'held' })
  expect((await next.api.get(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'waiting', position: 1 })
  expect((await me.api.post(`/activities/${A.workshop50}/waitlist`)).status).toBe(201)
  expect((await me.api.put(`/activities/${A.workshop50}/reminders`, {})).status).toBe(200)
  const company = await exhibitor()
  const lead = await company.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: me.ticketCode, activity_id: A.openFree })
  expect([200, 201]).toContain(lead.status)
  expect((await company.api.put(`/exhibitor/leads/${lead.body.results._id}`, { notes: 'Private note on me', rating: 5 })).status).toBe(200)
  const invite = await company.api.post('/exhibitor/staff', { enterprise_id: E, phone: me.phone })
  expect(invite.status).toBe(201)
  expect((await me.api.post('/exhibitor/staff/accept', { code: invite.body.results.code })).status).toBe(200)
  const captured = await me.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: seen.ticketCode, activity_id: A.openFree })
  expect([200, 201]).toContain(captured.status)
  expect(captured.body.results.captured_by).toBe(me.user_id)
  return { next, leadId: lead.body.results._id as string, capturedLeadId: captured.body.results._id as string, inviteId: invite.body.results._id as string }
}

let slot = 0
async function book(api: ReturnType<typeof client>) {
  const res = await api.post(`/appointments/schedules/${SEED_IDS.schedules[slot++]}`, { reason: 'A demo, please' })
  expect(res.status).toBe(201)
  return res.body.results._id as string
}

async function download(userId: string, token: string | undefined, format: 'json' | 'html', key?: string) {
  const url = `${server.apiUrl}/users/${userId}/data?format=${format}${key ? `&key=${encodeURIComponent(key)}` : ''}`
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() }
}

test('the export holds each kind of my records, and none of another person\'s', async () => {
  const me = await personWithEverything('Export Me')
  const appointmentId = await book(me.api)
  const other = await personWithEverything('Someone Else')
  await book(other.api)
  const later = await laterRecords(me, other)

  const res = await download(me.user_id, me.token, 'json')
  expect(res.status).toBe(200)
  expect(res.type).toMatch(/^application\/json/)
  expect(res.disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
  const data = JSON.parse(res.text)
  expect(data).toMatchObject({ format: 'fu-events.my-data', user_id: me.user_id, account_deletion: { status: 'none' } })
  expect(data.profile).toMatchObject({ _id: me.user_id, username: 'Export Me', phone: me.phone })
  expect(data.tickets.map((t: { activity_id: string }) => t.activity_id).sort()).toEqual([A.openFree, A.openPaid].sort())
  expect(data.orders).toEqual([expect.objectContaining({ _id: me.orderId, status: 'done', pay_amount: 39900 })])
  expect(data.invoices).toEqual([expect.objectContaining({ _id: me.invoiceId, title: 'Export Me Co', amount: 39900 })])
  expect(data.appointments).toEqual([expect.objectContaining({ _id: appointmentId, role: 'visitor' })])
  expect(data.questions).toEqual([expect.objectContaining({ _id: me.questionId, content: 'Question from Export Me' })])
  expect(data.demands).toEqual([expect.objectContaining({ _id: me.demandId, kind: 'demand', title: 'Demand of Export Me' })])
  expect(data.connections).toEqual([expect.objectContaining({ kind: 'application_sent', friend_id: SEED_IDS.users.friend })])
  // The sign-in code, and the SMS telling me a dinner place is held for me.
  expect(data.messages).toHaveLength(2)
  expect(data.messages).toEqual(expect.arrayContaining([
    expect.objectContaining({ channel: 'sms', to: me.phone, body: expect.stringMatching(/验证码.*\d{6}/) }),
    expect.objectContaining({ channel: 'sms', to: me.phone, body: expect.stringMatching(/国际交流晚宴|Networking dinner/) }),
  ]))
  expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['card_sharing', 'demand_contact', 'meeting_authorization', 'privacy_policy'])
  expect(data.waitlist.map((w: { activity_id: string; status: string }) => `${w.activity_id}:${w.status}`).sort())
    .toEqual([`${A.full}:held`, `${A.workshop50}:waiting`].sort())
  expect(data.reminders).toEqual([expect.objectContaining({ activity_id: A.workshop50, remind: 1 })])
  expect(data.leads_about_me).toEqual([expect.objectContaining({ _id: later.leadId, enterprise_id: E, company: expect.any(String), sources: expect.arrayContaining(['scan_ticket']), created: expect.any(Number) })])
  expect(data.leads_about_me[0].company).not.toBe('')
  expect(res.text).not.toContain('Private note on me')
  expect(data.leads_about_me[0]).not.toHaveProperty('rating')
  expect(data.staff).toEqual([expect.objectContaining({ _id: later.inviteId, enterprise_id: E, status: 'active' })])

  // Nothing of the other person anywhere in my file.
  for (const value of [other.user_id, other.phone, 'Someone Else', other.orderId, other.invoiceId, other.questionId, other.demandId, later.capturedLeadId, later.next.user_id]) {
    expect(res.text).not.toContain(value)
  }
  // Leave the waitlists again (the next test fills the activities anew).
  for (const [p, id] of [[later.next, A.full], [me, A.full], [me, A.workshop50]] as const) expect((await p.api.del(`/activities/${id}/waitlist`)).status).toBe(200)
})

test('another person\'s id is refused (403), a guest needs a sign-in (401) or a valid download link', async () => {
  const me = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  expect((await download(other.user_id, me.token, 'json')).status).toBe(403)
  expect((await download(other.user_id, me.token, 'html')).status).toBe(403)
  expect((await download(me.user_id, undefined, 'json')).status).toBe(401)
  for (const call of [
    me.api.get(`/users/${other.user_id}/consents`), me.api.get(`/users/${other.user_id}/deletion`),
    me.api.post(`/users/${other.user_id}/deletion`, { confirm: 'x' }), me.api.del(`/users/${other.user_id}/deletion`),
    me.api.post(`/users/${other.user_id}/data/links`), me.api.post(`/users/${other.user_id}/consents`, { kind: 'privacy_policy' }),
  ]) expect((await call).status).toBe(403)

  // A download link works without the bearer token, for its own person only, and a forged key does not.
  const links = (await me.api.post(`/users/${me.user_id}/data/links`)).body.results
  expect(links.json).toMatch(new RegExp(`^/fu/api/users/${me.user_id}/data\\?format=json&key=`))
  const key = decodeURIComponent(new URL(links.json, server.baseUrl).searchParams.get('key')!)
  const viaLink = await fetch(new URL(links.html, server.baseUrl))
  expect(viaLink.status).toBe(200)
  expect(viaLink.headers.get('content-type')).toMatch(/^text\/html/)
  expect((await download(other.user_id, undefined, 'json', key)).status).toBe(403)
  expect((await download(me.user_id, undefined, 'json', `${key.split('.')[0]}.forged`)).status).toBe(403)
  expect((await download(me.user_id, undefined, 'json', `${Math.floor(Date.now() / 1000) - 1}.${key.split('.')[1]}`)).status).toBe(403)
})

test('the HTML page shows my records readably and escapes every hostile string people wrote', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'Readable', answers: [heard] })).status).toBe(201)
  for (const [i, hostile] of XSS.entries()) {
    if (i === 0) expect((await me.api.put(`/users/${me.user_id}`, { username: hostile })).status).toBe(200)
    expect((await me.api.post('/enterprise/questions', { enterprise_id: SEED_IDS.enterprises[1], content: hostile })).status).toBe(201)
  }
  const res = await download(me.user_id, me.token, 'html')
  expect(res.status).toBe(200)
  expect(res.disposition).toMatch(/filename="my-data-\d{4}-\d{2}-\d{2}\.html"/)
  const body = res.text.slice(res.text.indexOf('<body'))
  expect(body).toContain('Readable')
  for (const section of ['Profile', 'Tickets', 'Orders', 'Invoices', 'Appointments', 'Questions', 'Demands', 'Connections', 'Messages', 'Consents']) {
    expect(body).toContain(`<h2>${section}`)
  }
  expect(body).not.toMatch(/<(script|img|svg|iframe)\b/i)
  expect(body).not.toMatch(/<a href="javascript:/i)
  expect(body).not.toMatch(/\son\w+='/i)
  expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;')
})

test('the consent log: what I agreed to and when, newest first, recorded where I agreed', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.get(`/users/${me.user_id}/consents`)).body.total).toBe(0)
  expect((await me.api.post(`/users/${me.user_id}/consents`, { kind: 'privacy_policy', version: '2026-11' })).status).toBe(201)
  expect((await me.api.post('/demand/meetings/authorization', { meeting_id: M, scopes: ['profile'] })).status).toBe(201)
  expect((await me.api.post('/user/friend/applications', { friend_id: SEED_IDS.users.friend })).status).toBe(201)
  const log = (await me.api.get(`/users/${me.user_id}/consents`)).body
  expect(log.total).toBe(3)
  expect(log.results.map((c: { kind: string }) => c.kind).sort()).toEqual(['card_sharing', 'meeting_authorization', 'privacy_policy'])
  expect(log.results.find((c: { kind: string }) => c.kind === 'meeting_authorization')).toMatchObject({ target_id: M, granted: 1, detail: { scopes: ['profile'] }, created: expect.any(Number) })
  expect(log.results.find((c: { kind: string }) => c.kind === 'privacy_policy')).toMatchObject({ detail: { version: '2026-11' } })
  // Only the privacy policy is recorded by the client; anything else is refused.
  expect((await me.api.post(`/users/${me.user_id}/consents`, { kind: 'card_sharing' })).status).toBe(400)
})

test('deletion: confirmed by my phone number, pending for the cooling-off period, cancelled by "keep my account"', async () => {
  const phone = freshPhone()
  const me = await login(server, phone)
  expect((await me.api.get(`/users/${me.user_id}/deletion`)).body.results).toMatchObject({ status: 'none', due: null, confirm_with: 'phone', cooling_off_days: COOLING_OFF_SECONDS / 86400 })
  const wrong = await me.api.post(`/users/${me.user_id}/deletion`, { confirm: '13000000000' })
  expect(wrong.status).toBe(400)
  expect(wrong.body.data).toEqual({ fields: { confirm: 'my.data.delete.confirmMismatch' } })
  const asked = await me.api.post(`/users/${me.user_id}/deletion`, { confirm: ` ${phone} ` })
  expect(asked.status).toBe(201)
  const { due, requested } = asked.body.results
  expect(asked.body.results.status).toBe('pending')
  expect(due - requested).toBe(COOLING_OFF_SECONDS)
  expect((await me.api.post(`/users/${me.user_id}/deletion`, { confirm: phone })).status).toBe(409)
  // My own profile says when (the hub shows it); nobody else's view of me does.
  expect((await me.api.get('/users')).body.results[0].account_deletion_due).toBe(due)
  const stranger = await login(server, freshPhone())
  expect((await stranger.api.get(`/users?_id=${me.user_id}`)).body.results[0]).not.toHaveProperty('account_deletion_due')
  // Within the period the job leaves the account alone, and signing in still works.
  await client(server).post('/dev/jobs/account-erasure')
  const again = await login(server, phone)
  expect(again.user_id).toBe(me.user_id)
  expect((await again.api.get(`/users/${me.user_id}/deletion`)).body.results.status).toBe('pending')
  // "Keep my account".
  const kept = await again.api.del(`/users/${me.user_id}/deletion`)
  expect(kept.status).toBe(200)
  expect(kept.body.results).toMatchObject({ status: 'none', due: null })
  expect((await again.api.get('/users')).body.results[0]).not.toHaveProperty('account_deletion_due')
  expect((await again.api.del(`/users/${me.user_id}/deletion`)).status).toBe(404)
  // Past the period, a cancelled request erases nothing.
  await new Promise((r) => setTimeout(r, (COOLING_OFF_SECONDS + 1) * 1000))
  await client(server).post('/dev/jobs/account-erasure')
  expect((await me.api.get(`/users/${me.user_id}/deletion`)).status).toBe(200)
  expect((await login(server, phone)).user_id).toBe(me.user_id)
}, 120_000)

test('after the period the job erases the account, anonymises its orders, invoices and tickets; it cannot sign in; its phone registers anew', async () => {
  const me = await personWithEverything('Gone Soon')
  await book(me.api)
  const other = await personWithEverything('Stays Here')
  const later = await laterRecords(me, other)
  const asked = await me.api.post(`/users/${me.user_id}/deletion`, { confirm: me.phone })
  expect(asked.status).toBe(201)
  await new Promise((r) => setTimeout(r, (COOLING_OFF_SECONDS + 1) * 1000))
  const job = await client(server).post('/dev/jobs/account-erasure')
  expect(job.body.results.erased).toBeGreaterThanOrEqual(1)
  // The dinner place I held passed to the next person in line.
  expect((await later.next.api.get(`/activities/${A.full}/waitlist`)).body.results).toMatchObject({ status: 'held' })

  // The old session is dead; a sign-in with the old phone makes a new, empty account.
  expect((await me.api.get(`/users/${me.user_id}/deletion`)).body.code).toBe(403) // token.invalid, not 4030
  const reborn = await login(server, me.phone)
  expect(reborn.user_id).not.toBe(me.user_id)
  const fresh = JSON.parse((await download(reborn.user_id, reborn.token, 'json')).text)
  expect(fresh).toMatchObject({ tickets: [], orders: [], invoices: [], questions: [], demands: [], connections: [], consents: [] })
  expect(fresh.messages).toEqual([])

  // What the organiser's database keeps, read in one go (the server stops for it).
  const [kept] = await query<{ user: { phone: string | null; email: string | null; deleted: number; doc: Record<string, unknown> }; orders: { pay_amount: number; status: string; attendees: unknown[] }[]; invoices: { amount: number; doc: Record<string, unknown> }[]; tickets: { name: string | null; phone: string | null; code: string }[]; left: number; later_left: number; captured_kept: number }>(`select
    (select row_to_json(u) from (select phone, email, deleted, doc from users where _id = '${me.user_id}') u) as user,
    (select json_agg(o) from (select pay_amount, status, attendees from checkouts where user_id = '${me.user_id}') o) as orders,
    (select json_agg(i) from (select amount, doc from invoices where user_id = '${me.user_id}') i) as invoices,
    (select json_agg(t) from (select name, phone, code from tickets where user_id = '${me.user_id}') t) as tickets,
    (select count(*) from enterprise_questions where user_id = '${me.user_id}') + (select count(*) from demands where user_id = '${me.user_id}')
      + (select count(*) from friend_applications where user_id = '${me.user_id}') + (select count(*) from consents where user_id = '${me.user_id}')
      + (select count(*) from sessions where user_id = '${me.user_id}') + (select count(*) from appointments where user_id = '${me.user_id}')
      + (select count(*) from outbox where "to" = '${me.phone}' and created < ${asked.body.results.due}) as left,
    (select count(*) from waitlist_entries where user_id = '${me.user_id}') + (select count(*) from activity_reminders where user_id = '${me.user_id}')
      + (select count(*) from leads where user_id = '${me.user_id}' or captured_by = '${me.user_id}')
      + (select count(*) from enterprise_staff where user_id = '${me.user_id}' or phone = '${me.phone}') as later_left,
    (select count(*) from leads where _id = '${later.capturedLeadId}' and captured_by is null) as captured_kept`)
  expect(kept.user).toMatchObject({ phone: null, email: null, deleted: 1 })
  expect(JSON.stringify(kept.user.doc)).not.toContain('Gone Soon')
  expect(kept.orders).toEqual([{ pay_amount: 39900, status: 'done', attendees: [{}] }])
  expect(kept.invoices).toEqual([{ amount: 39900, doc: { type: 'regular', fetch_way: 'electronic' } }])
  expect(kept.tickets).toHaveLength(2)
  for (const t of kept.tickets) expect(t).toMatchObject({ name: null, phone: null, code: expect.any(String) })
  expect(Number(kept.left)).toBe(0)
  // Waitlist entries, reminders, the lead about me, my staff invitation: gone; the lead I captured stays with the company.
  expect(Number(kept.later_left)).toBe(0)
  expect(Number(kept.captured_kept)).toBe(1)

  // The other person is untouched.
  const theirs = JSON.parse((await download(other.user_id, (await login(server, other.phone)).token, 'json')).text)
  expect(theirs.profile.username).toBe('Stays Here')
  expect(theirs.orders).toHaveLength(1)
  expect(theirs.invoices[0]).toMatchObject({ title: 'Stays Here Co', phone: other.phone })
}, 240_000)

test('the signed sign-in of an erased account\'s phone never returns the erased account', async () => {
  const phone = freshPhone()
  const me = await login(server, phone)
  expect((await me.api.post(`/users/${me.user_id}/deletion`, { confirm: phone })).status).toBe(201)
  await new Promise((r) => setTimeout(r, (COOLING_OFF_SECONDS + 1) * 1000))
  await client(server).post('/dev/jobs/account-erasure')
  const res = await client(server).post('/tokens/phone/v2', signPhone(phone))
  expect(res.status).toBe(200)
  expect(res.body.results.user_id).not.toBe(me.user_id)
}, 120_000)
