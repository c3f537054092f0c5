/**
 * EXPLAINs every distinct statement a server logged (FU_SQL_LOG, db/client.ts) on a stopped server's database and
 * prints, as JSON, the ones whose plan reads one of the large tables sequentially:
 *   node --import tsx server/bench/explain.ts <PGlite folder | postgres URL> <log file>
 * → `{ "explained": n, "seqScans": [{ "query", "tables" }] }`. Only reads: EXPLAIN without ANALYZE runs nothing.
 */
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/client'

/** The tables the large meeting makes big (server/bench/largeMeeting.ts). */
export const LARGE_TABLES = ['users', 'enterprises', 'products', 'tickets', 'sessions']

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

function seqScans(node: PlanNode, found: Set<string>): Set<string> {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.includes(node['Relation Name'])) found.add(node['Relation Name'])
  for (const child of node.Plans ?? []) seqScans(child, found)
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
      const result = await database.db.execute(sql.raw(`explain (format json) ${inline(query, params)}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] }
      const raw = result.rows[0]['QUERY PLAN']
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
      const tables = [...seqScans(plan[0].Plan, new Set())]
      if (tables.length) found.push({ query, tables })
    }
  } finally {
    await database.close()
  }
  process.stdout.write(JSON.stringify({ explained: seen.size, seqScans: found }))
}

main().catch((err) => { console.error(err); process.exit(1) })
