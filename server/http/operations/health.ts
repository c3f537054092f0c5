/**
 * Health for a load balancer or an orchestrator (issue 26): `GET /fu/api/health/live` answers while the process serves
 * at all; `GET /fu/api/health/ready` answers 200 only while this instance should get traffic: the database answers,
 * every migration in server/db/migrations is applied, and the instance is not draining for a shutdown (503 then, with
 * the failed checks in `data.checks`). Outside the API's auth and rate limits, never cached.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../types/errors'
import { MIGRATIONS_FOLDER, type Db } from '../../db/client'

/** What the process knows about itself that a check reads: set by server/index.ts when a shutdown begins. */
export interface ServerState {
  draining: boolean
}

export type CheckResult = 'ok' | string

export interface ReadinessReport {
  ready: boolean
  checks: { database: CheckResult; migrations: CheckResult; draining: CheckResult }
}

const DATABASE_TIMEOUT_MS = 2000

/** The migrations this build ships (drizzle-kit's journal), counted once. */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  return journal.entries.length
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what} did not answer in ${ms} ms`)), ms) })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export async function readiness(db: Db, state: ServerState, shipped = shippedMigrations()): Promise<ReadinessReport> {
  const checks: ReadinessReport['checks'] = { database: 'ok', migrations: 'ok', draining: state.draining ? 'shutting down' : 'ok' }
  try {
    // Drizzle's migrator records each applied migration in drizzle.__drizzle_migrations (both engines).
    const result = await withTimeout(db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`), DATABASE_TIMEOUT_MS, 'the database') as unknown as { rows: Array<{ applied: number }> }
    const applied = Number(result.rows[0]?.applied ?? 0)
    if (applied < shipped) checks.migrations = `${applied} of ${shipped} migrations applied`
  } catch (err) {
    checks.database = (err as Error).message || 'unreachable'
    checks.migrations = 'unknown'
  }
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks }
}

export function registerHealthRoutes(app: FastifyInstance, db: Db, state: ServerState): void {
  const shipped = shippedMigrations()
  // Under pressure (http/operations/pressure.ts) the process still lives: liveness is exempt, readiness is not.
  app.get('/fu/api/health/live', { config: { pressureHandler: () => undefined } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'live', draining: state.draining }
  })
  app.get('/fu/api/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const report = await readiness(db, state, shipped)
    if (report.ready) return { status: 'ready', checks: report.checks }
    return reply.status(503).send({ code: ErrorCode.NotReady, message: 'this instance is not ready for traffic', data: { checks: report.checks } })
  })
}
