/**
 * The enterprise and product lists' shared reads: their query schemas, filters and order, and the documents the lists
 * answer with (each with its like and awesome totals and the caller's own).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enterprises, likes, products } from '../../db/schema'
import { toDoc } from '../../lib/docs'
import { notFound } from '../../http/errors'
import { jsonTextIlike, likePattern, page } from '../../lib/lists'
import { boolish, flag, objectId, strict, text, z } from '../../lib/validation'

export type EnterpriseRow = typeof enterprises.$inferSelect
export type ProductRow = typeof products.$inferSelect

/** A hall or tag key (`A`, `new-launch`). */
export const facetKey = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/, 'expected a key of letters, digits or -')

export const enterpriseQuery = strict({
  meeting_id: objectId.optional(), _id: objectId.optional(), recommend: flag.optional(), status: flag.optional(), deleted: flag.optional(),
  category_id: objectId.optional(), industry: objectId.optional(), keyword: text(100, 1).optional(), sort: z.enum(['weight', '-weight', 'created', '-created']).optional(),
  /** The exhibitor filter (/exhibit/exhibitor/filter): the hall's key and a company tag's key. */
  hall: facetKey.optional(), tag: facetKey.optional(),
  ...page,
})
export type EnterpriseQuery = z.infer<typeof enterpriseQuery>

export const productQuery = strict({
  meeting_id: objectId.optional(), _id: objectId.optional(), enterprise_id: objectId.optional(), category_id: objectId.optional(),
  keyword: text(100, 1).optional(), with_hidden: boolish.optional(), ...page,
})
export type ProductQuery = z.infer<typeof productQuery>

async function likeTotals(db: Db, targetType: string, ids: string[], userId?: string) {
  if (!ids.length) return { totals: new Map<string, number>(), mine: new Set<string>() }
  const rows = await db.select({ target_id: likes.target_id, kind: likes.kind, n: sql<number>`count(*)::int`, mine: sql<number>`count(*) filter (where ${likes.user_id} = ${userId ?? ''})::int` })
    .from(likes).where(and(eq(likes.target_type, targetType), inArray(likes.target_id, ids))).groupBy(likes.target_id, likes.kind)
  const totals = new Map<string, number>()
  const mine = new Set<string>()
  for (const r of rows) {
    totals.set(`${r.kind}:${r.target_id}`, r.n)
    if (r.mine) mine.add(`${r.kind}:${r.target_id}`)
  }
  return { totals, mine }
}

export async function enterpriseDocs(db: Db, rows: EnterpriseRow[], userId?: string) {
  const { totals, mine } = await likeTotals(db, 'enterprise', rows.map((r) => r._id), userId)
  return rows.map((row) => {
    const doc = toDoc(row, ['user_id', 'bind_code'])
    doc.like_total = totals.get(`like:${row._id}`) ?? 0
    doc.awesome_total = totals.get(`awesome:${row._id}`) ?? 0
    doc.liked = mine.has(`like:${row._id}`) ? 1 : 0
    doc.awesomed = mine.has(`awesome:${row._id}`) ? 1 : 0
    return doc
  })
}

export async function productDocs(db: Db, rows: ProductRow[], userId?: string) {
  const owners = rows.length ? await db.select().from(enterprises).where(inArray(enterprises._id, [...new Set(rows.map((r) => r.enterprise_id))])) : []
  const { totals, mine } = await likeTotals(db, 'product', rows.map((r) => r._id), userId)
  return rows.map((row) => {
    const doc = toDoc(row, row.deleted ? [] : ['deleted'])
    const owner = owners.find((e) => e._id === row.enterprise_id)
    const company = ((owner?.doc as { exhibitor?: { company?: { title?: unknown; logo?: string } } })?.exhibitor?.company) ?? {}
    doc.enterprise = owner ? [{ _id: owner._id, exhibitor: { company: { title: company.title, logo: company.logo } } }] : []
    doc.like_total = totals.get(`like:${row._id}`) ?? 0
    doc.awesome_total = totals.get(`awesome:${row._id}`) ?? 0
    doc.liked = mine.has(`like:${row._id}`) ? 1 : 0
    doc.awesomed = mine.has(`awesome:${row._id}`) ? 1 : 0
    return doc
  })
}

export function enterpriseWhere(q: EnterpriseQuery, search: boolean): SQL | undefined {
  return and(
    q.meeting_id ? eq(enterprises.meeting_id, q.meeting_id) : undefined,
    eq(enterprises.deleted, q.deleted ?? 0),
    eq(enterprises.status, q.status ?? 1),
    q.recommend !== undefined ? eq(enterprises.recommend, q.recommend) : undefined,
    q.category_id ? eq(enterprises.category_id, q.category_id) : undefined,
    q.industry ? sql`${enterprises.doc} -> 'industries' @> ${JSON.stringify([q.industry])}::jsonb` : undefined,
    q.hall ? sql`${enterprises.doc} -> 'hall' ->> 'key' = ${q.hall}` : undefined,
    q.tag ? sql`${enterprises.doc} -> 'tags' @> ${JSON.stringify([{ key: q.tag }])}::jsonb` : undefined,
    // The company name in any language (search_key: every language's name, one per line, lower-cased; LIKE on both
    // lower-cased is what ILIKE does, without folding every row's case on each search).
    search && q.keyword ? sql`${enterprises.search_key} like lower(${likePattern(q.keyword)})` : undefined,
  )
}

export function enterpriseOrder(sort: EnterpriseQuery['sort']) {
  switch (sort) {
    case 'weight': return [asc(enterprises.weight), asc(enterprises._id)]
    case 'created': return [asc(enterprises.created), asc(enterprises._id)]
    case '-created': return [desc(enterprises.created), asc(enterprises._id)]
    default: return [desc(enterprises.weight), asc(enterprises._id)]
  }
}

export function productWhere(q: ProductQuery): SQL | undefined {
  return and(
    eq(products.deleted, 0),
    // Hidden products are the exhibitor's own business (listProducts allows with_hidden to the bound exhibitor only).
    q.with_hidden ? undefined : sql`coalesce((${products.doc} ->> 'hidden')::int, 0) = 0`,
    q.meeting_id ? eq(products.meeting_id, q.meeting_id) : undefined,
    q.enterprise_id ? eq(products.enterprise_id, q.enterprise_id) : undefined,
    q.category_id ? eq(products.category_id, q.category_id) : undefined,
    q.keyword ? jsonTextIlike(sql`${products.doc} -> 'title'`, q.keyword) : undefined,
  )
}

/** 404 unless the enterprise or product exists and is not deleted (likes and counted actions refer to it). */
export async function targetExists(db: Db, type: 'enterprise' | 'product', id: string): Promise<void> {
  const table = type === 'enterprise' ? enterprises : products
  const [row] = await db.select({ _id: table._id }).from(table).where(and(eq(table._id, id), eq(table.deleted, 0))).limit(1)
  if (!row) throw notFound(type)
}
