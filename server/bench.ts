/**
 * `npm run bench:server` (issue 15): requests/s and p50 / p99 latency (autocannon, 20 connections, BENCH_DURATION s
 * each) of the scenarios of server/bench/scenarios.ts — the home payload, the exhibitor list, the exhibitor search and
 * a registration (POST /tickets, one distinct signed-in person per request) — at 1× (the demo seed) and on a generated
 * large meeting (server/bench/largeMeeting.ts: 2 000 exhibitors, 20 000 products, 200 activities, 50 000 people,
 * 100 000 tickets), side by side, on PGlite and PostgreSQL, with a bare Fastify measured in the same run as the floor.
 * An oversell check sends 200 registrations for an activity of 100 places: exactly 100 tickets, the counters agree,
 * the rest refused.
 *
 * The targets of issue 15 (server/bench/targets.ts) are checked while each server runs: a missed one is measured
 * once more (with a fresh bare Fastify floor when it is a share of it) and fails the run (exit 1) only if it misses
 * again; anything oversold fails it at once (npm test runs this).
 * PostgreSQL: BENCH_DATABASE_URL / TEST_DATABASE_URL, or a throwaway cluster (scripts/pg-test-cluster.sh) when its
 * binaries exist. The servers run in their own processes (test/support/server.ts) on 127.0.0.1 only.
 * Environment: BENCH_DURATION (s, default 3), BENCH_CONNECTIONS (20), BENCH_ENGINES (pglite,postgres),
 * BENCH_SCENARIOS (home,exhibitors,search,register), BENCH_SIZES (1x,large): a subset for measuring one change.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../test/support/server'
import { openDatabase } from './db/client'
import { SEED_IDS } from './seed/ids'
import { BENCH_ACTIVITY, generateLargeMeeting, LARGE, LARGE_IDS, prepareSessions } from './bench/largeMeeting'
import { cannon, measure, runScenarios, SCENARIO_TITLES, SCENARIOS, Tokens, type Measure, type ScenarioName, type Target as Place } from './bench/scenarios'
import { waitForQuietCpu } from '../scripts/quietCpu'
import { checkTarget, targetsOf, type Check, type Engine, type Size } from './bench/targets'

const ROOT = path.resolve(__dirname, '..')
const DURATION = Number(process.env.BENCH_DURATION || 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',')
const RUN_SCENARIOS = SCENARIOS.filter((s) => (process.env.BENCH_SCENARIOS || SCENARIOS.join(',')).split(',').includes(s))
const SIZES = (process.env.BENCH_SIZES || '1x,large').split(',')
/** More sessions than the fastest engine can use in one run, so every registration is a new person. */
const SESSIONS = Number(process.env.BENCH_SESSIONS || 30_000)
/** The oversell check's activity and its places. */
const SMALL_ACTIVITY = '77aa00000000000000000002'
const SMALL_PLACES = 100

interface Row { engine: Engine; size: Size; scenario: ScenarioName; m: Measure }
interface Oversell { engine: Engine; accepted: number; refused: number; other: number; tickets: number; counter: number; codes: number }

async function withDatabase<T>(target: { dataDir?: string; databaseUrl?: string }, fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl })
  try { return await fn(database.db) } finally { await database.close() }
}

async function rowsOf<T>(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Runs the scenarios of one size and checks their targets on the running server (a miss measured once more). */
async function measureSize(engine: Engine, size: Size, baseUrl: string, place: Place, tokens: Tokens, bare: Measure): Promise<{ rows: Row[]; checks: Check[] }> {
  const options = { connections: CONNECTIONS, duration: DURATION, tokens }
  const rows = (await runScenarios(baseUrl, place, RUN_SCENARIOS, options)).map((m) => ({ engine, size, scenario: m.scenario as ScenarioName, m }))
  const checks: Check[] = []
  for (const target of targetsOf(engine, size, RUN_SCENARIOS)) {
    const row = rows.find((r) => r.scenario === target.scenario)!
    checks.push(await checkTarget(target, { m: row.m, floor: bare }, async () => {
      // Measured again on a quiet machine, for twice as long: on 2 cores a neighbour's burst (the CI run of
      // 2026-12-07 missed the PGlite register p99 right after Lighthouse, load 3.3) moves a 3-second p99, the
      // 9th slowest of ~900, by hundreds of ms; a real regression still misses on a quiet machine.
      const quiet = await waitForQuietCpu()
      const floor = target.ratio ? await bareFastify() : bare
      const [m] = await runScenarios(baseUrl, place, [target.scenario], { ...options, duration: 2 * DURATION })
      return { m, floor, note: `after ${(quiet.waitedMs / 1000).toFixed(0)} s waiting for a quiet CPU (${Math.round(100 * quiet.idle)} % idle), ${2 * DURATION} s` }
    }))
  }
  return { rows, checks }
}

async function benchEngine(engine: Engine, bare: Measure, adminUrl?: string): Promise<{ rows: Row[]; checks: Check[]; oversell: Oversell; largeSeconds: number }> {
  const saved = process.env.TEST_DATABASE_URL
  if (engine === 'postgres') process.env.TEST_DATABASE_URL = adminUrl
  else delete process.env.TEST_DATABASE_URL
  let server: TestServer | undefined
  const tokens = new Tokens('bench', 1, SESSIONS)
  const rows: Row[] = []
  const checks: Check[] = []
  try {
    // A fresh copy of the seeded database; sessions and the large meeting are added while no server runs (PGlite has one owner).
    const first = await startTestServer()
    await first.stop({ keepData: true })
    const data = { dataDir: first.dataDir, databaseUrl: first.databaseUrl }
    await withDatabase(data, async (db) => {
      await prepareSessions(db, 'bench', SESSIONS)
      await db.execute(sql`
        insert into activities (_id, meeting_id, start, "end", deadline, registration_start, max, form_id, doc)
        select ${SMALL_ACTIVITY}, meeting_id, start, "end", deadline, registration_start, ${SMALL_PLACES}, form_id, doc from activities where _id = ${BENCH_ACTIVITY}`)
    })

    server = await startTestServer(data)
    const demo = { meetingId: SEED_IDS.meeting, activityId: BENCH_ACTIVITY, exhibitors: 7 }
    if (SIZES.includes('1x')) {
      const one = await measureSize(engine, '1x', server.baseUrl, demo, tokens, bare)
      rows.push(...one.rows); checks.push(...one.checks)
    }
    // Oversell: everyone at once for 100 places, twice as many requests as places, each answered (a count of
    // requests, not a time: on a slow host, requests still in flight when a timed run stopped had their tickets
    // issued but were counted as neither accepted nor refused).
    const small = await runScenarios(server.baseUrl, { ...demo, activityId: SMALL_ACTIVITY }, ['register'], { connections: CONNECTIONS, duration: 60, amount: 2 * SMALL_PLACES, tokens })
    await server.stop({ keepData: true })
    server = undefined

    const { largeSeconds, oversell } = await withDatabase(data, async (db) => {
      const [counts] = await rowsOf<{ tickets: number; codes: number; counter: number }>(db, sql`
        select (select count(*)::int from tickets where activity_id = ${SMALL_ACTIVITY} and deleted = 0) as tickets,
          (select count(distinct code)::int from tickets where activity_id = ${SMALL_ACTIVITY}) as codes,
          (select ticket_total from activities where _id = ${SMALL_ACTIVITY}) as counter`)
      return {
        oversell: { engine, accepted: small[0].ok, refused: small[0].other, other: small[0].errors, ...counts },
        largeSeconds: SIZES.includes('large') ? await generateLargeMeeting(db) : 0,
      }
    })
    if (!SIZES.includes('large')) return { rows, checks, oversell, largeSeconds }

    server = await startTestServer(data)
    const large = { meetingId: LARGE_IDS.meeting, activityId: LARGE_IDS.activity, exhibitors: LARGE.exhibitors }
    const big = await measureSize(engine, 'large', server.baseUrl, large, tokens, bare)
    rows.push(...big.rows); checks.push(...big.checks)
    return { rows, checks, oversell, largeSeconds }
  } finally {
    await server?.stop()
    if (saved === undefined) delete process.env.TEST_DATABASE_URL
    else process.env.TEST_DATABASE_URL = saved
  }
}

/** The floor: a bare Fastify in its own process, same connections and duration. */
async function bareFastify(): Promise<Measure> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench', 'bareFastify.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (d) => { out += d; if (out.includes('\n')) resolve(out.split('\n')[0].trim()) })
      child.on('exit', (code) => reject(new Error(`bare Fastify exited ${code}`)))
    })
    await cannon(url, [{ path: '/' }], CONNECTIONS, 1)
    return measure('bare Fastify', await cannon(url, [{ path: '/' }], CONNECTIONS, DURATION))
  } finally {
    child.kill('SIGTERM')
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

function table(head: string[], cells: string[][], leftColumns: number): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c: string[]) => `| ${c.map((v, i) => (i < leftColumns ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`
  return [line(head), `| ${widths.map((w, i) => (i < leftColumns ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`, ...cells.map(line)]
}

/** Correctness: nothing oversold, every request answered. */
function oversellChecks(oversells: Oversell[]): Check[] {
  return oversells.map((o) => ({
    what: `${o.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${SMALL_PLACES} places under ${CONNECTIONS} connections, zero oversold`,
    ok: o.accepted === SMALL_PLACES && o.tickets === SMALL_PLACES && o.counter === SMALL_PLACES && o.codes === SMALL_PLACES && o.refused === SMALL_PLACES && o.other === 0,
    value: `${o.accepted} accepted, ${o.refused} refused, ${o.tickets} tickets, counter ${o.counter}, ${o.codes} codes`,
  }))
}

async function main(): Promise<void> {
  const started = Date.now()
  const load = os.loadavg()[0].toFixed(2)
  console.log(`server bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, node ${process.version}, ${os.cpus().length} cores, load ${load}`)
  const bare = await bareFastify()
  const rows: Row[] = []
  const targetChecks: Check[] = []
  const oversells: Oversell[] = []
  const largeSeconds: Partial<Record<Engine, number>> = {}
  if (ENGINES.includes('pglite')) {
    const r = await benchEngine('pglite', bare)
    rows.push(...r.rows); targetChecks.push(...r.checks); oversells.push(r.oversell); largeSeconds.pglite = r.largeSeconds
  }
  if (ENGINES.includes('postgres')) {
    const pg = postgresUrl()
    if (!pg.url) console.log('postgres: no URL (set BENCH_DATABASE_URL or install PostgreSQL): skipped')
    else {
      try {
        const r = await benchEngine('postgres', bare, pg.url)
        rows.push(...r.rows); targetChecks.push(...r.checks); oversells.push(r.oversell); largeSeconds.postgres = r.largeSeconds
      } finally {
        if (pg.started) execFileSync(path.join(ROOT, 'scripts', 'pg-test-cluster-stop.sh'), { env: { ...process.env, PG_TEST_DIR: '/tmp/fu-pg-bench' } })
      }
    }
  }

  const fig = (m: Measure | undefined) => (m ? [String(m.rps), String(m.p50), String(m.p99), String(m.other + m.errors)] : ['–', '–', '–', '–'])
  const cells: string[][] = [['bare Fastify', 'GET / (floor)', ...fig(bare), '', '', '', '']]
  for (const engine of ['pglite', 'postgres'] as const) {
    for (const scenario of SCENARIOS) {
      const one = rows.find((r) => r.engine === engine && r.size === '1x' && r.scenario === scenario)
      const big = rows.find((r) => r.engine === engine && r.size === 'large' && r.scenario === scenario)
      if (one || big) cells.push([engine, SCENARIO_TITLES[scenario], ...fig(one?.m), ...fig(big?.m)])
    }
  }
  const lines = table(['engine', 'scenario', '1× req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'large req/s', 'p50 ms', 'p99 ms', 'non-2xx'], cells, 2)
  console.log(lines.join('\n'))
  console.log(`large meeting: ${LARGE.exhibitors} exhibitors, ${LARGE.products} products, ${LARGE.activities} activities, ${LARGE.users} people, ${LARGE.tickets} tickets; `
    + `generated in ${Object.entries(largeSeconds).map(([e, s]) => `${s!.toFixed(1)} s (${e})`).join(', ')}`)
  console.log('(non-2xx of the 1× registration scenario: none expected; the exhibitor search may find nothing, still 200)')

  const correctness = oversellChecks(oversells)
  const results = [...targetChecks, ...correctness]
  console.log('\nbudgets (issue 15; a missed target is measured once more, and fails the run if it misses again):')
  for (const c of results) console.log(`  ${c.ok ? '✓' : '✗'} ${c.what}: ${c.value}`)
  const oversold = correctness.filter((c) => !c.ok).length
  const missed = targetChecks.filter((c) => !c.ok).length
  const remeasured = targetChecks.filter((c) => c.value.includes('measured again')).length
  const failed = oversold + missed
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`\n${oversold ? `${oversold} correctness check(s) failed` : 'nothing oversold'}; ${missed ? `${missed} target(s) missed twice` : 'all targets met'}`
    + `${remeasured ? ` (${remeasured} measured twice)` : ''} (${seconds} s, load ${load} at the start, ${os.loadavg()[0].toFixed(2)} at the end)`)
  fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, '.data', 'bench-server.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, bare, rows, oversells, checks: results }, null, 2))
  process.exitCode = failed ? 1 : 0
}

main().catch((err) => { console.error(err); process.exit(1) })
