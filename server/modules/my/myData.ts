/**
 * "Download my data" (issue 16, PIPL art. 45 / GDPR art. 15 and 20): everything the platform holds about one person,
 * read for that person only (every query is by their own id, phone or e-mail), as one JSON document and as a readable
 * HTML page in which every value is escaped (escape-html), so a name or a message written as markup stays text.
 */
import crypto from 'node:crypto'
import escapeHtml from 'escape-html'
import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import * as s from '../../db/schema'
import { consentLog } from './consents'
import { deletionState, pendingDeletion } from './accountDeletion'
import { toDoc } from '../../lib/docs'
import { nowSeconds } from '../../lib/ids'
import { companyTitle } from '../leads/leads'
import { userDoc } from '../accounts/users'

export const MY_DATA_SECTIONS = [
  'profile', 'tickets', 'orders', 'invoices', 'appointments', 'questions', 'demands', 'connections', 'messages', 'consents',
  'waitlist', 'reminders', 'leads_about_me', 'staff',
] as const
export type MyDataSection = typeof MY_DATA_SECTIONS[number]

export interface MyDataExport {
  format: 'fu-events.my-data'
  version: 1
  exported: number
  user_id: string
  account_deletion: ReturnType<typeof deletionState>
  profile: Record<string, unknown>
  tickets: Record<string, unknown>[]
  orders: Record<string, unknown>[]
  invoices: Record<string, unknown>[]
  appointments: Record<string, unknown>[]
  questions: Record<string, unknown>[]
  demands: Record<string, unknown>[]
  connections: Record<string, unknown>[]
  messages: Record<string, unknown>[]
  consents: Record<string, unknown>[]
  /** My waitlist entries (waiting, held, and how each ended). */
  waitlist: Record<string, unknown>[]
  /** Activity reminders I asked for. */
  reminders: Record<string, unknown>[]
  /** Companies that captured me as a lead: the company, how and when (their own notes, rating and tags are theirs). */
  leads_about_me: Record<string, unknown>[]
  /** My booth staff invitations and memberships. */
  staff: Record<string, unknown>[]
}

const omit = (row: Record<string, unknown>, keys: string[]) => {
  const out = { ...row }
  for (const k of keys) delete out[k]
  return out
}

/** Everything about `userId`; undefined when there is no such (live) account. */
export async function collectMyData(db: Tx, userId: string): Promise<MyDataExport | undefined> {
  const [user] = await db.select().from(s.users).where(and(eq(s.users._id, userId), eq(s.users.deleted, 0))).limit(1)
  if (!user) return undefined
  const targets = [user.phone, user.email].filter((v): v is string => Boolean(v))
  const [tickets, orders, invoices, appointments, questions, demands, comments, friends, sent, received, messages, consents, authorizations, pending] = await Promise.all([
    db.select().from(s.tickets).where(eq(s.tickets.user_id, userId)).orderBy(desc(s.tickets.created)),
    db.select().from(s.checkouts).where(eq(s.checkouts.user_id, userId)).orderBy(desc(s.checkouts.created)),
    db.select().from(s.invoices).where(eq(s.invoices.user_id, userId)).orderBy(desc(s.invoices.created)),
    db.select().from(s.appointments).where(or(eq(s.appointments.user_id, userId), eq(s.appointments.seller_user_id, userId))).orderBy(desc(s.appointments.start)),
    db.select().from(s.enterpriseQuestions).where(eq(s.enterpriseQuestions.user_id, userId)).orderBy(desc(s.enterpriseQuestions.created)),
    db.select().from(s.demands).where(eq(s.demands.user_id, userId)).orderBy(desc(s.demands.created)),
    db.select().from(s.demandComments).where(eq(s.demandComments.user_id, userId)).orderBy(desc(s.demandComments.created)),
    db.select({ friend_id: s.friends.friend_id, created: s.friends.created, doc: s.users.doc }).from(s.friends)
      .innerJoin(s.users, eq(s.users._id, s.friends.friend_id)).where(eq(s.friends.user_id, userId)).orderBy(desc(s.friends.created)),
    db.select().from(s.friendApplications).where(eq(s.friendApplications.user_id, userId)).orderBy(desc(s.friendApplications.created)),
    db.select().from(s.friendApplications).where(eq(s.friendApplications.friend_id, userId)).orderBy(desc(s.friendApplications.created)),
    targets.length
      ? db.select().from(s.outbox).where(inArray(s.outbox.to, targets)).orderBy(desc(s.outbox.created), desc(s.outbox._id))
      : Promise.resolve([] as typeof s.outbox.$inferSelect[]),
    consentLog(db, userId),
    db.select().from(s.meetingAuthorizations).where(eq(s.meetingAuthorizations.user_id, userId)),
    pendingDeletion(db, userId),
  ])
  const [waitlist, reminders, leadsAboutMe, staff] = await Promise.all([
    db.select().from(s.waitlistEntries).where(eq(s.waitlistEntries.user_id, userId)).orderBy(desc(s.waitlistEntries.created), desc(s.waitlistEntries.seq)),
    db.select().from(s.activityReminders).where(eq(s.activityReminders.user_id, userId)).orderBy(desc(s.activityReminders.created)),
    db.select({ lead: s.leads, enterprise: s.enterprises }).from(s.leads).leftJoin(s.enterprises, eq(s.enterprises._id, s.leads.enterprise_id))
      .where(eq(s.leads.user_id, userId)).orderBy(desc(s.leads.created)),
    db.select().from(s.enterpriseStaff)
      .where(user.phone ? or(eq(s.enterpriseStaff.user_id, userId), eq(s.enterpriseStaff.phone, user.phone)) : eq(s.enterpriseStaff.user_id, userId))
      .orderBy(desc(s.enterpriseStaff.created)),
  ])
  const profile = userDoc(user, true)
  profile.phone = user.phone
  profile.area_code = user.area_code
  profile.email = user.email
  return {
    format: 'fu-events.my-data',
    version: 1,
    exported: nowSeconds(),
    user_id: userId,
    account_deletion: deletionState(pending),
    profile: omit(profile, ['wechat_credentials']),
    tickets: tickets.map((t) => omit(t, ['deleted'])),
    orders: orders.map((o) => omit(o, ['transaction_id'])),
    invoices: invoices.map((i) => toDoc(i)),
    appointments: appointments.map((a) => ({ ...toDoc(a), role: a.user_id === userId ? 'visitor' : 'exhibitor' })),
    questions: questions.map((q) => omit(q, ['deleted'])),
    demands: [
      ...demands.map((d) => ({ ...toDoc(d, ['deleted']), kind: 'demand' })),
      ...comments.map((c) => ({ ...omit(c, ['deleted']), kind: 'comment' })),
    ],
    // A connection is mine; of the other person only the name and id I saw (their contact details are theirs).
    connections: [
      ...friends.map((f) => ({ kind: 'friend', user_id: f.friend_id, username: (f.doc as { username?: string }).username ?? '', created: f.created })),
      ...sent.map((a) => ({ kind: 'application_sent', ...a })),
      ...received.map((a) => ({ kind: 'application_received', ...a })),
    ],
    messages: messages.map((m) => ({ _id: m._id, channel: m.channel, to: m.to, subject: m.subject, body: m.body, status: m.status, created: m.created, sent: m.sent })),
    consents: [
      ...consents,
      // Consents given before the consent log existed (meeting authorisations are also their own table).
      ...authorizations.filter((a) => !consents.some((c) => c.kind === 'meeting_authorization' && c.target_id === a.meeting_id))
        .map((a) => ({ kind: 'meeting_authorization', target_id: a.meeting_id, granted: 1, detail: { scopes: a.scopes }, created: a.created })),
    ],
    waitlist: waitlist.map((w) => omit(w, ['wechat_template'])),
    reminders: reminders.map((r) => ({ activity_id: r.activity_id, remind: r.remind, wechat: r.wechat_template ? 1 : 0, reminded: r.reminded, created: r.created })),
    leads_about_me: leadsAboutMe.map(({ lead, enterprise }) => ({
      _id: lead._id, enterprise_id: lead.enterprise_id, company: enterprise ? companyTitle(enterprise) : '', meeting_id: lead.meeting_id,
      source: lead.source, sources: lead.sources, consent: lead.consent, answered: lead.answered, created: lead.created,
    })),
    staff: staff.map((m) => ({ _id: m._id, enterprise_id: m.enterprise_id, meeting_id: m.meeting_id, phone: m.phone, status: m.status, accepted: m.accepted, created: m.created })),
  }
}

const SECTION_TITLES: Record<MyDataSection, string> = {
  profile: 'Profile 个人资料', tickets: 'Tickets 门票', orders: 'Orders 订单', invoices: 'Invoices 发票', appointments: 'Appointments 预约',
  questions: 'Questions 提问', demands: 'Demands 需求', connections: 'Connections 人脉', messages: 'Messages 消息', consents: 'Consents 同意记录',
  waitlist: 'Waitlist 候补', reminders: 'Reminders 活动提醒', leads_about_me: 'Leads about me 展商线索', staff: 'Booth staff 展位工作人员',
}

const TIME_KEYS = /^(created|exported|paid|closed|sent|start|end|due|requested|answered|attended|cancelled|erased|expires_at|held_at|hold_until|reminded|accepted)$/

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' && TIME_KEYS.test(key) && value > 1e9) return `${new Date(value * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC`
  if (typeof value === 'object') return JSON.stringify(value, null, 2)
  return String(value)
}

function recordHtml(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(([key, value]) => {
    const text = valueText(key, value)
    const cell = typeof value === 'object' && value !== null ? `<pre>${escapeHtml(text)}</pre>` : escapeHtml(text)
    return `<tr><th scope="row">${escapeHtml(key)}</th><td>${cell}</td></tr>`
  })
  return `<table>${rows.join('')}</table>`
}

/** The readable page: one section per kind of record, each record a table of its fields; every value escaped. */
export function myDataHtml(data: MyDataExport): string {
  const sections = MY_DATA_SECTIONS.map((key) => {
    const value = data[key]
    const records = Array.isArray(value) ? value : [value]
    const body = records.length ? records.map(recordHtml).join('') : '<p class="empty">—</p>'
    return `<section id="${key}"><h2>${escapeHtml(SECTION_TITLES[key])} <small>(${records.length})</small></h2>${body}</section>`
  })
  const exported = valueText('exported', data.exported)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>My data · FU Events · ${escapeHtml(exported)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px auto;max-width:960px;padding:0 16px;color:#1f2329}
table{border-collapse:collapse;width:100%;margin:0 0 16px}th,td{border:1px solid #dee0e3;padding:4px 8px;text-align:left;vertical-align:top}
th{width:180px;background:#f5f6f7;font-weight:500}pre{margin:0;white-space:pre-wrap;word-break:break-all}small{color:#646a73}</style>
</head><body>
<h1>My data · 我的数据</h1>
<p>Account ${escapeHtml(data.user_id)} · exported ${escapeHtml(exported)}${data.account_deletion.status === 'pending' ? ` · deletion due ${escapeHtml(valueText('due', data.account_deletion.due))}` : ''}</p>
${sections.join('\n')}
</body></html>
`
}

/** A short-lived key for a download link (the browser's download carries no bearer token): HMAC over the user and expiry. */
export function downloadKey(secret: string, userId: string, expires: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`my-data.${userId}.${expires}`).digest('base64url')
  return `${expires}.${mac}`
}

export function checkDownloadKey(secret: string, userId: string, key: string, now = nowSeconds()): boolean {
  const [expiresText] = key.split('.')
  const expires = Number(expiresText)
  if (!Number.isInteger(expires) || expires < now) return false
  const expected = Buffer.from(downloadKey(secret, userId, expires))
  const given = Buffer.from(key)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
