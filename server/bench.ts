/**
 * `npm run bench:server`: requests/s and p50 / p99 latency (autocannon, 20 connections, 10 s each) of
 *   - home:     the meeting home payload, GET /meeting/blocks + GET /demand/meetings (alternating),
 *   - register: POST /tickets on an activity with a capacity of one million, one distinct user per request
 *               (sessions are prepared in the database before the server starts, not through the API),
 * on PGlite and, when a PostgreSQL URL is available (BENCH_DATABASE_URL / TEST_DATABASE_URL, or a throwaway
 * cluster started with scripts/pg-test-cluster.sh when its binaries exist), on PostgreSQL.
 * The server runs in its own process (test/support/server.ts) on 127.0.0.1; only loopback addresses are used.
 * Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (20), BENCH_ENGINES (pglite,postgres).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
// @ts-expect-error autocannon ships no type declarations
import autocannonModule from 'autocannon'
import { sql } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../test/support/server'
import { openDatabase } from './db/client'
import { SEED_IDS } from './seed/ids'

const ROOT = path.resolve(__dirname, '..')
const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',')
/** More sessions than the fastest engine can use in one run, so every registration is a new person. */
const SESSIONS = Number(process.env.BENCH_SESSIONS || 40_000)
const M = SEED_IDS.meeting
/** A copy of the opening ceremony (same form) with a capacity of one million, made by prepareSessions. */
const ACTIVITY = '77aa00000000000000000001'
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

/** The part of autocannon's API this bench uses. */
interface CannonRequest { method?: string; path: string; body?: string; headers?: Record<string, string>; setupRequest?: (req: CannonRequest) => CannonRequest }
interface CannonOptions { url?: string; connections?: number; duration?: number; requests?: CannonRequest[] }
interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}
const autocannon = autocannonModule as (options: CannonOptions) => Promise<CannonResult>

interface Row { engine: string; scenario: string; rps: number; p50: number; p99: number; ok: number; other: number; errors: number }

/** Inserts SESSIONS users with a session each; token i is `bench-<i>` (only its SHA-256 is stored, as the server does). */
async function prepareSessions(target: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl })
  try {
    await database.db.execute(sql`
      insert into users (_id, phone, area_code, doc)
      select '77' || lpad(to_hex(i), 22, '0'), '19' || lpad(i::text, 9, '0'), '86', jsonb_build_object('username', 'bench ' || i)
      from generate_series(1, ${SESSIONS}) as i on conflict do nothing`)
    await database.db.execute(sql`
      insert into sessions (token_hash, user_id, expires)
      select encode(sha256(convert_to('bench-' || i, 'UTF8')), 'hex'), '77' || lpad(to_hex(i), 22, '0'), extract(epoch from now())::int + 86400
      from generate_series(1, ${SESSIONS}) as i on conflict do nothing`)
    await database.db.execute(sql`
      insert into activities (_id, meeting_id, start, "end", deadline, registration_start, max, form_id, doc)
      select ${ACTIVITY}, meeting_id, start, "end", deadline, registration_start, 1000000, form_id, doc || '{"title":{"en":"Bench hall"}}'::jsonb
      from activities where _id = ${SEED_IDS.activities.openFree} on conflict do nothing`)
  } finally {
    await database.close()
  }
}

async function cannon(options: CannonOptions): Promise<CannonResult> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
}

function row(engine: string, scenario: string, r: CannonResult): Row {
  return {
    engine, scenario, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99,
    ok: r['2xx'], other: r.non2xx, errors: r.errors + r.timeouts,
  }
}

async function benchEngine(engine: 'pglite' | 'postgres', adminUrl?: string): Promise<Row[]> {
  const saved = process.env.TEST_DATABASE_URL
  if (engine === 'postgres') process.env.TEST_DATABASE_URL = adminUrl
  else delete process.env.TEST_DATABASE_URL
  let server: TestServer | undefined
  try {
    // A fresh copy of the seeded database; sessions are added while the server is stopped (PGlite has one owner).
    const first = await startTestServer()
    await first.stop({ keepData: true })
    await prepareSessions(first)
    server = await startTestServer({ dataDir: first.dataDir, databaseUrl: first.databaseUrl })
    const base = server.baseUrl
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`not a loopback address: ${base}`)

    // Warm-up (JIT, caches, connection pool), not measured.
    await cannon({ url: base, duration: 2, requests: [{ path: `/fu/api/meeting/blocks?meeting_id=${M}&limit=999&weight=1&with_hls=1` }] })
    const home = await cannon({
      url: base,
      requests: [
        { method: 'GET', path: `/fu/api/meeting/blocks?meeting_id=${M}&limit=999&weight=1&with_hls=1` },
        { method: 'GET', path: `/fu/api/demand/meetings?_id=${M}` },
      ],
    })

    let next = 0
    const body = JSON.stringify({ activity_id: ACTIVITY, name: 'Bench', answers: [heard] })
    const register = await cannon({
      url: base,
      requests: [{
        method: 'POST', path: '/fu/api/tickets', body,
        setupRequest: (req) => {
          next++
          if (next > SESSIONS) throw new Error(`more than ${SESSIONS} registrations: raise BENCH_SESSIONS`)
          return { ...req, headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer bench-${next}` } }
        },
      }],
    })
    return [row(engine, 'home (blocks + meetings)', home), row(engine, 'register (POST /tickets)', register)]
  } finally {
    await server?.stop()
    if (saved === undefined) delete process.env.TEST_DATABASE_URL
    else process.env.TEST_DATABASE_URL = saved
  }
}

function postgresUrl(): { url?: string; started: boolean } {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (given) return { url: given, started: false }
  try {
    execFileSync('sh', ['-c', 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' })
  } catch {
    return { started: false }
  }
  try {
    const url = execFileSync(path.join(ROOT, 'scripts', 'pg-test-cluster.sh'), { encoding: 'utf8', env: { ...process.env, PG_TEST_DIR: '/tmp/fu-pg-bench' } }).trim()
    return { url, started: true }
  } catch (err) {
    console.error(`could not start a PostgreSQL cluster: ${(err as Error).message.split('\n')[0]}`)
    return { started: false }
  }
}

function printTable(rows: Row[]): void {
  const head = ['engine', 'scenario', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors']
  const cells = rows.map((r) => [r.engine, r.scenario, String(r.rps), String(r.p50), String(r.p99), String(r.ok), String(r.other), String(r.errors)])
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c: string[]) => `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`
  console.log(line(head))
  console.log(`| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`)
  for (const c of cells) console.log(line(c))
}

async function main(): Promise<void> {
  const rows: Row[] = []
  console.log(`server bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, node ${process.version}, ${require('node:os').cpus().length} cores`)
  if (ENGINES.includes('pglite')) rows.push(...(await benchEngine('pglite')))
  if (ENGINES.includes('postgres')) {
    const pg = postgresUrl()
    if (!pg.url) console.log('postgres: no URL (set BENCH_DATABASE_URL or install PostgreSQL): skipped')
    else {
      try {
        rows.push(...(await benchEngine('postgres', pg.url)))
      } finally {
        if (pg.started) execFileSync(path.join(ROOT, 'scripts', 'pg-test-cluster-stop.sh'), { env: { ...process.env, PG_TEST_DIR: '/tmp/fu-pg-bench' } })
      }
    }
  }
  printTable(rows)
  fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, '.data', 'bench-server.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, rows }, null, 2))
}

main().catch((err) => { console.error(err); process.exit(1) })
