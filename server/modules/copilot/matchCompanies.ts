/**
 * Company matching for the match service (POST /match/companies). Deterministic and explainable: a candidate
 * enterprise of the meeting scores 3 per shared industry, 2 for the same exhibitor category and 1 per shared tag
 * with a reference profile, and each result lists the reasons that made its score. Reference profile:
 * - `suppliers`: what the asking user works in (their industries, their bound enterprise) plus the given clients;
 * - `clients`: look-alikes of the given client companies (the user's profile when none is given).
 * Recommended enterprises fill the remainder up to the limit (SPEC §7), with score 0 and reason `recommended`.
 */
import { and, desc, eq, inArray, asc } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { categories, enterprises, users } from '../../db/schema'

export const MATCH_WEIGHTS = { industry: 3, category: 2, tag: 1 } as const

export type MatchReason =
  | { kind: 'industry' | 'category'; _id: string; title: unknown }
  | { kind: 'tag'; title: string }
  | { kind: 'recommended' }

interface Features { industries: Set<string>; categories: Set<string>; tags: Set<string> }

type EnterpriseRow = typeof enterprises.$inferSelect

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

function featuresOf(rows: { category_id?: string | null; doc: Record<string, unknown> }[], extraIndustries: string[] = []): Features {
  const features: Features = { industries: new Set(extraIndustries), categories: new Set(), tags: new Set() }
  for (const row of rows) {
    strings(row.doc.industries).forEach((i) => features.industries.add(i))
    strings(row.doc.tags).forEach((t) => features.tags.add(t.trim().toLowerCase()))
    if (row.category_id) features.categories.add(row.category_id)
  }
  return features
}

export interface MatchQuery {
  userId: string
  meetingId: string
  queryType: 'suppliers' | 'clients'
  limit: number
  clientIds: string[]
  excludeId?: string
}

export async function matchCompanies(db: Tx, query: MatchQuery) {
  const live = and(eq(enterprises.meeting_id, query.meetingId), eq(enterprises.deleted, 0), eq(enterprises.status, 1))
  const [all, [user]] = await Promise.all([
    db.select().from(enterprises).where(live).orderBy(desc(enterprises.weight), asc(enterprises._id)),
    db.select({ doc: users.doc }).from(users).where(eq(users._id, query.userId)).limit(1),
  ])
  const own = all.filter((e) => e.user_id === query.userId)
  const clients = all.filter((e) => query.clientIds.includes(e._id))
  const userIndustries = [...strings(user?.doc.industries), ...strings([user?.doc.industry_category_id])]
  const userProfile = featuresOf(own, userIndustries)
  const reference = query.queryType === 'clients' && clients.length ? featuresOf(clients) : merge(userProfile, featuresOf(clients))

  const skip = new Set([...query.clientIds, ...own.map((e) => e._id), ...(query.excludeId ? [query.excludeId] : [])])
  const candidates = all.filter((e) => !skip.has(e._id))
  const titles = await categoryTitles(db, candidates)
  const scored = candidates.map((e) => explain(e, reference, titles)).filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.row.weight - a.row.weight || a.row._id.localeCompare(b.row._id))
    .slice(0, query.limit)
  const chosen = new Set(scored.map((m) => m.row._id))
  const filler = candidates.filter((e) => e.recommend === 1 && !chosen.has(e._id)).slice(0, query.limit - scored.length)
    .map((row) => ({ row, score: 0, reasons: [{ kind: 'recommended' }] as MatchReason[] }))
  return [...scored, ...filler].map(({ row, score, reasons }) => present(row, score, reasons))
}

function merge(a: Features, b: Features): Features {
  return { industries: new Set([...a.industries, ...b.industries]), categories: new Set([...a.categories, ...b.categories]), tags: new Set([...a.tags, ...b.tags]) }
}

function explain(row: EnterpriseRow, reference: Features, titles: Map<string, unknown>) {
  const own = featuresOf([row])
  const reasons: MatchReason[] = [
    ...[...own.industries].filter((i) => reference.industries.has(i)).map((i) => ({ kind: 'industry' as const, _id: i, title: titles.get(i) ?? null })),
    ...[...own.categories].filter((c) => reference.categories.has(c)).map((c) => ({ kind: 'category' as const, _id: c, title: titles.get(c) ?? null })),
    ...[...own.tags].filter((t) => reference.tags.has(t)).map((t) => ({ kind: 'tag' as const, title: t })),
  ]
  const score = reasons.reduce((sum, r) => sum + (r.kind === 'recommended' ? 0 : MATCH_WEIGHTS[r.kind]), 0)
  return { row, score, reasons }
}

async function categoryTitles(db: Tx, rows: EnterpriseRow[]): Promise<Map<string, unknown>> {
  const ids = [...new Set(rows.flatMap((r) => [...strings(r.doc.industries), ...(r.category_id ? [r.category_id] : [])]))]
  if (!ids.length) return new Map()
  const found = await db.select({ _id: categories._id, doc: categories.doc }).from(categories).where(inArray(categories._id, ids))
  return new Map(found.map((c) => [c._id, c.doc.title ?? null]))
}

function present(row: EnterpriseRow, score: number, reasons: MatchReason[]) {
  const company = ((row.doc.exhibitor as { company?: { title?: unknown; logo?: unknown } } | undefined)?.company) ?? {}
  return {
    _id: row._id, meeting_id: row.meeting_id, user_id: row.user_id ?? undefined,
    title: company.title ?? null, logo: company.logo ?? null, position: row.doc.position ?? null,
    industries: strings(row.doc.industries), category_id: row.category_id ?? null,
    score, reasons,
  }
}
