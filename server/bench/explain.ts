/**
 * EXPLAIN ANALYZEs every distinct statement a server logged (FU_SQL_LOG, db/client.ts) on a stopped server's
 * database, each in a transaction that is rolled back, and prints, as JSON, the ones whose plan reads one of the
 * large tables sequentially to throw most of it away (a filter removing ≥ 1 000 rows and more than it keeps: the
 * missing-index case; a sequential read that keeps most of the table, such as every exhibitor of the meeting that
 * owns nearly all of them, is the planner's right choice and is not reported):
 *   node --import tsx server/bench/explain.ts <PGlite folder | postgres URL> <log file>
 * → `{ "explained": n, "seqScans": [{ "query", "tables" }] }`.
 */
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/client'

/** The tables the large meeting makes big (server/bench/largeMeeting.ts). */
export const LARGE_TABLES = ['users', 'enterprises', 'products', 'tickets', 'sessions']

/** Thrown to roll back what an explained write did. */
const UNDO = new Error('undo')

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows'?: number; 'Rows Removed by Filter'?: number; Filter?: string; Plans?: PlanNode[] }

/**
 * A keyword search (LIKE / ILIKE '%…%', e.g. the exhibitors' lower-cased search_key) reads every row of its scope
 * whatever the index (a substring needs a trigram index, which PGlite does not load here): its rows dropped by the
 * keyword are not a missing index, so it is not reported.
 */
const keywordSearch = (node: PlanNode) => /~~/.test(node.Filter ?? '')

function seqScans(node: PlanNode, found: Set<string>, analyzed: boolean): Set<string> {
  const removed = node['Rows Removed by Filter'] ?? 0
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.includes(node['Relation Name']) && !keywordSearch(node)
    && (!analyzed || (removed >= 1000 && removed > (node['Actual Rows'] ?? 0)))) found.add(`${node['Relation Name']}${analyzed ? ` (${removed} rows read and dropped)` : ''}`)
  for (const child of node.Plans ?? []) seqScans(child, found, analyzed)
  return found
}

/** `$1` … in the text become the logged values, as literals (EXPLAIN of a statement with parameters needs a prepare). */
function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)\b/g, (_, n: string) => {
    const v = params[Number(n) - 1]
    if (v === null || v === undefined) return 'null'
    if (typeof v === 'number' || typeof v === 'boolean') return String(v)
    const text = typeof v === 'string' ? v : JSON.stringify(v)
    return `'${text.replace(/'/g, "''")}'`
  })
}

async function main(): Promise<void> {
  const [target, logFile] = process.argv.slice(2)
  const seen = new Map<string, unknown[]>()
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line) continue
    const { query, params } = JSON.parse(line) as { query: string; params: unknown[] }
    if (/^\s*(select|with|update|delete|insert)\b/i.test(query) && !seen.has(query)) seen.set(query, params)
  }
  const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target })
  const found: { query: string; tables: string[] }[] = []
  try {
    for (const [query, params] of seen) {
      let raw: unknown
      let analyzed = true
      const explain = async (options: string) => {
        await database.db.transaction(async (tx) => {
          const result = await tx.execute(sql.raw(`explain (${options}) ${inline(query, params)}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] }
          raw = result.rows[0]['QUERY PLAN']
          throw UNDO
        }).catch((err: unknown) => { if (err !== UNDO) throw err })
      }
      // A logged INSERT cannot run twice (its ids exist now): its plan without running it, where any sequential read counts.
      await explain('analyze, format json').catch(async () => { analyzed = false; await explain('format json') })
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
      const tables = [...seqScans(plan[0].Plan, new Set(), analyzed)]
      if (tables.length) found.push({ query, tables })
    }
  } finally {
    await database.close()
  }
  process.stdout.write(JSON.stringify({ explained: seen.size, seqScans: found }))
}

main().catch((err) => { console.error(err); process.exit(1) })
