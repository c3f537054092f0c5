/**
 * Lead capture (issue 16): who may work with a company's leads (its bound exhibitor and the staff it invited), the
 * lead document as the exhibitor may see it (PIPL: the card only once the person shared it or contacted the company),
 * the leads that come from appointments and questions, and the CSV / XLSX export with its short-lived signed link.
 */
import crypto from 'node:crypto'
import writeExcelFile from 'write-excel-file/node'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { appointments, enterpriseQuestions, enterpriseStaff, enterprises, leads, users } from '../../db/schema'
import { csvText, leadCardVisible, nameInitial } from '@core/leads'
import { forbidden, notFound } from '../../http/errors'
import { likePattern } from '../../lib/lists'
import { DEFAULT_AVATAR } from '../accounts/users'

type EnterpriseRow = typeof enterprises.$inferSelect
type LeadRow = typeof leads.$inferSelect
type UserRow = typeof users.$inferSelect
export type LeadRole = 'owner' | 'staff'

/**
 * Scans a staff member may make a minute (issue 26 F8, FU_LEAD_SCAN_RATE_LIMIT, default 30: a scan every two seconds
 * at a busy booth), counted per person, not per IP (a booth's devices share one network) and across instances. Printed
 * codes are short: without a limit a script tried them all and asked every ticket holder to share their card.
 */
export function leadScanRateLimit(env: NodeJS.ProcessEnv = process.env) {
  const max = Number(env.FU_LEAD_SCAN_RATE_LIMIT || 30)
  return {
    max: Number.isFinite(max) && max > 0 ? Math.floor(max) : 30,
    timeWindow: '1 minute',
    // After the auth hook (onRequest), so the key is the signed-in person.
    hook: 'preHandler' as const,
    keyGenerator: (request: { user?: { _id: string }; ip: string }) => request.user ? `user:${request.user._id}` : `ip:${request.ip}`,
  }
}

/** The company if the caller is its bound exhibitor or active staff; 404 for no company, 403 for anyone else. */
export async function leadCompany(db: Tx, userId: string, enterpriseId: string): Promise<{ enterprise: EnterpriseRow; role: LeadRole }> {
  const [enterprise] = await db.select().from(enterprises).where(and(eq(enterprises._id, enterpriseId), eq(enterprises.deleted, 0))).limit(1)
  if (!enterprise) throw notFound('enterprise')
  if (enterprise.user_id === userId) return { enterprise, role: 'owner' }
  const [staff] = await db.select({ _id: enterpriseStaff._id }).from(enterpriseStaff)
    .where(and(eq(enterpriseStaff.enterprise_id, enterpriseId), eq(enterpriseStaff.user_id, userId), eq(enterpriseStaff.status, 'active'))).limit(1)
  if (!staff) throw forbidden('no permission: only the company\'s exhibitor and its staff see its leads')
  return { enterprise, role: 'staff' }
}

export function companyTitle(enterprise: EnterpriseRow, language = 'zh'): string {
  const title = ((enterprise.doc as { exhibitor?: { company?: { title?: unknown } } }).exhibitor?.company?.title)
  if (typeof title === 'string') return title
  const byLanguage = (title ?? {}) as Record<string, string>
  return byLanguage[language] || byLanguage.zh || byLanguage.en || Object.values(byLanguage)[0] || ''
}

export function companyLogo(enterprise: EnterpriseRow): string {
  return String((enterprise.doc as { exhibitor?: { company?: { logo?: unknown } } }).exhibitor?.company?.logo ?? '')
}

interface PersonDoc { username?: string; avatar?: string; work?: { title?: string; company?: string }; show_in_connections?: number | string }

/** The person as the exhibitor may see them: the initial and a public company only, until the card is shared. */
export function leadPerson(consent: string, user: UserRow | undefined) {
  const doc = (user?.doc ?? {}) as PersonDoc
  const name = doc.username ?? ''
  const companyPublic = Number(doc.show_in_connections ?? 0) === 1
  if (leadCardVisible(consent)) {
    return {
      user_id: user?._id ?? null, initial: nameInitial(name), name: name || null, company: doc.work?.company ?? '', title: doc.work?.title ?? '',
      phone: user?.phone ?? '', email: user?.email ?? '', avatar: doc.avatar || DEFAULT_AVATAR, card: 1 as const,
    }
  }
  return { user_id: null, initial: nameInitial(name), name: null, company: companyPublic ? doc.work?.company ?? '' : '', title: null, phone: null, email: null, avatar: DEFAULT_AVATAR, card: 0 as const }
}

export async function leadDocs(db: Tx, rows: LeadRow[]) {
  const ids = [...new Set(rows.map((r) => r.user_id))]
  const people = ids.length ? await db.select().from(users).where(inArray(users._id, ids)) : []
  return rows.map((r) => {
    const { user_id: _u, ...rest } = r
    return { ...rest, person: leadPerson(r.consent, people.find((p) => p._id === r.user_id)) }
  })
}

const addSource = (source: string) => sql`case when ${leads.sources} @> ${JSON.stringify([source])}::jsonb then ${leads.sources} else ${leads.sources} || ${JSON.stringify([source])}::jsonb end`

/** The lead's upsert for a person who contacted the company: the source added once, a hidden card now shown. */
const contactUpsert = (source: ContactSource) => sql`on conflict (enterprise_id, user_id) do update set sources = ${addSource(source)},
        consent = case when ${leads.consent} in ('pending', 'declined') then 'contacted' else ${leads.consent} end
      where not (${leads.sources} @> ${JSON.stringify([source])}::jsonb)`

export type ContactSource = 'appointment' | 'question'

/**
 * Someone who books an appointment with a company or asks it a question chooses to contact it: recorded as they do,
 * in the same transaction, as a lead with that source and the card visible (`contacted`). The company's own account
 * is no lead of its own; idempotent (a second question adds nothing).
 */
export async function recordContactLead(db: Tx, contact: { enterpriseId: string; userId: string; source: ContactSource; created: number }): Promise<void> {
  const { enterpriseId, userId, source, created } = contact
  await db.execute(sql`insert into ${leads} (_id, enterprise_id, meeting_id, user_id, source, sources, consent, created, updated)
      select substr(md5('lead:' || e._id || ':' || ${userId}), 1, 24), e._id, e.meeting_id, ${userId}, ${source},
        ${JSON.stringify([source])}::jsonb, 'contacted', ${created}, ${created}
      from ${enterprises} e where e._id = ${enterpriseId} and e.user_id is distinct from ${userId}
      ${contactUpsert(source)}`)
}

/**
 * The contact leads of every appointment and question a company already has (the demo seed's, which are inserted
 * directly; the routes record theirs with recordContactLead as they happen). One statement per source, idempotent.
 */
export async function backfillContactLeads(db: Tx, enterprise: EnterpriseRow): Promise<void> {
  const owner = enterprise.user_id ?? ''
  const from: { source: ContactSource; select: SQL }[] = [
    {
      source: 'appointment',
      select: sql`select ${appointments.user_id} as user_id, min(${appointments.created}) as created from ${appointments}
        where (${appointments.enterprise_id} = ${enterprise._id} or (${appointments.enterprise_id} is null and ${appointments.seller_user_id} = ${owner}))
          and ${appointments.status} <> 4 and ${appointments.user_id} <> ${owner} group by ${appointments.user_id}`,
    },
    {
      source: 'question',
      select: sql`select ${enterpriseQuestions.user_id} as user_id, min(${enterpriseQuestions.created}) as created from ${enterpriseQuestions}
        where ${enterpriseQuestions.enterprise_id} = ${enterprise._id} and ${enterpriseQuestions.deleted} = 0 and ${enterpriseQuestions.user_id} <> ${owner}
        group by ${enterpriseQuestions.user_id}`,
    },
  ]
  for (const { source, select } of from) {
    await db.execute(sql`insert into ${leads} (_id, enterprise_id, meeting_id, user_id, source, sources, consent, created, updated)
      select substr(md5('lead:' || ${enterprise._id} || ':' || c.user_id), 1, 24), ${enterprise._id}, ${enterprise.meeting_id}, c.user_id, ${source},
        ${JSON.stringify([source])}::jsonb, 'contacted', c.created, c.created
      from (${select}) c
      ${contactUpsert(source)}`)
  }
}

export { addSource }

export interface LeadFilter { keyword?: string; source?: string; consent?: string }

/**
 * A company's leads narrowed by a keyword: it matches the exhibitor's own notes and tags, and the person's name,
 * company, phone or e-mail only where the exhibitor may see them (a hidden name cannot be found by guessing it).
 */
export function leadWhere(enterpriseId: string, filter: LeadFilter): SQL {
  const keyword = filter.keyword?.trim()
  const p = keyword ? likePattern(keyword) : ''
  return and(
    eq(leads.enterprise_id, enterpriseId),
    filter.source ? sql`${leads.sources} @> ${JSON.stringify([filter.source])}::jsonb` : undefined,
    filter.consent ? eq(leads.consent, filter.consent) : undefined,
    keyword ? sql`(${leads.notes} ilike ${p} or exists (select 1 from jsonb_array_elements_text(${leads.tags}) t where t ilike ${p})
      or exists (select 1 from ${users} u where u._id = ${leads.user_id} and (
        (${leads.consent} in ('granted', 'contacted') and (u.doc ->> 'username' ilike ${p} or u.doc -> 'work' ->> 'company' ilike ${p} or u.phone ilike ${p} or u.email ilike ${p}))
        or (u.doc ->> 'show_in_connections' = '1' and u.doc -> 'work' ->> 'company' ilike ${p}))))` : undefined,
  )!
}

// ---- export ----

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const EXPORT_LINK_SECONDS = 600
type Language = 'zh' | 'en' | 'ja' | 'ko'

interface ExportClaims { e: string; u: string; f: ExportFormat; k?: string; l: Language; x: number }

/** A download link's token: what to export, for whom, until when, signed with the server's secret (no session in a URL). */
export function exportToken(secret: string, claims: ExportClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`
}

/** The claims of a genuine, unexpired token; null otherwise. */
export function readExportToken(secret: string, token: string, now: number): ExportClaims | null {
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  // Compared as text: decoding would ignore the last character's spare bits, so a changed character could still pass.
  const expected = crypto.createHmac('sha256', secret).update(body).digest('base64url')
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ExportClaims
    return claims.x >= now ? claims : null
  } catch {
    return null
  }
}

const HEADERS: Record<Language, string[]> = {
  zh: ['姓名', '公司', '职位', '手机', '邮箱', '评分', '标签', '备注', '来源', '名片', '获取时间'],
  en: ['Name', 'Company', 'Job title', 'Phone', 'E-mail', 'Rating', 'Tags', 'Notes', 'Sources', 'Card', 'Captured'],
  ja: ['氏名', '会社', '役職', '電話', 'メール', '評価', 'タグ', 'メモ', '経路', '名刺', '取得日時'],
  ko: ['이름', '회사', '직함', '전화', '이메일', '평점', '태그', '메모', '경로', '명함', '수집 시각'],
}
const SOURCE_NAMES: Record<Language, Record<string, string>> = {
  zh: { scan_ticket: '扫描门票', scan_card: '扫描名片', appointment: '预约', question: '提问' },
  en: { scan_ticket: 'Ticket scan', scan_card: 'Card scan', appointment: 'Appointment', question: 'Question' },
  ja: { scan_ticket: 'チケット読取', scan_card: '名刺読取', appointment: 'アポイント', question: '質問' },
  ko: { scan_ticket: '티켓 스캔', scan_card: '명함 스캔', appointment: '상담 예약', question: '문의' },
}
const CONSENT_NAMES: Record<Language, Record<string, string>> = {
  zh: { granted: '已分享', contacted: '主动联系', pending: '等待同意', declined: '已拒绝' },
  en: { granted: 'Shared', contacted: 'Contacted you', pending: 'Awaiting consent', declined: 'Declined' },
  ja: { granted: '共有済み', contacted: '相手から連絡', pending: '同意待ち', declined: '辞退' },
  ko: { granted: '공유됨', contacted: '직접 연락', pending: '동의 대기', declined: '거절됨' },
}

type LeadDoc = Awaited<ReturnType<typeof leadDocs>>[number]

/** One row per lead, in the export's language; hidden fields stay empty (the initial stands for the name). */
export function exportRows(docs: LeadDoc[], language: Language, timeZone: string): (string | number)[][] {
  const time = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
  return docs.map((d) => [
    d.person.name ?? d.person.initial, d.person.company ?? '', d.person.title ?? '', d.person.phone ?? '', d.person.email ?? '',
    d.rating ?? '', d.tags.join(', '), d.notes, d.sources.map((s) => SOURCE_NAMES[language][s] ?? s).join(', '),
    CONSENT_NAMES[language][d.consent] ?? d.consent, time.format(new Date(d.created * 1000)),
  ])
}

export function exportCsv(docs: LeadDoc[], language: Language, timeZone: string): Buffer {
  return Buffer.from(csvText([HEADERS[language], ...exportRows(docs, language, timeZone)]), 'utf8')
}

/** The XLSX: one sheet, a bold header row; every value is written as the plain text (or number) it is, never a formula. */
export async function exportXlsx(docs: LeadDoc[], language: Language, timeZone: string): Promise<Buffer> {
  const header = HEADERS[language].map(value => ({ value, fontWeight: 'bold' as const }))
  // Each cell's type is given, so a note that starts with "=" is a string cell, never read as a formula.
  const rows = exportRows(docs, language, timeZone).map(row => row.map(value => (typeof value === 'number' ? { value, type: Number } : { value, type: String })))
  const columns = [16, 22, 16, 16, 24, 8, 24, 40, 20, 14, 18].map(width => ({ width }))
  return writeExcelFile([header, ...rows], { sheet: 'Leads', columns }).toBuffer()
}

