/** Shared pieces of list endpoints: pagination (`limit`, `skip`, `total`) and counting. */
import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client'
import { int } from './validation'

export const page = { limit: int(1, 999).optional(), skip: int(0, 1_000_000).optional() }

export async function countWhere(db: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where)
  return total
}

/** `%` and `_` typed by a user match themselves in ILIKE. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Any language of a LocalizedText jsonb (or a plain string) contains the keyword. */
export function jsonTextIlike(path: SQL, keyword: string): SQL {
  const pattern = likePattern(keyword)
  return sql`(case jsonb_typeof(${path}) when 'object' then exists (select 1 from jsonb_each_text(${path}) v where v.value ilike ${pattern}) else coalesce(${path} #>> '{}', '') ilike ${pattern} end)`
}
