/**
 * Opens the database: PGlite in a data folder by default, a PostgreSQL server when a URL is given.
 * Both get the same Drizzle schema and the same migrations, applied at start.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: what the data functions accept. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PostgreSQL's connection pool right now (the metrics); none on the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /**
   * Calls `onChange(table)` after every committed write to the public home tables (PUBLIC_TABLES) and every change or
   * removal of a session or user (AUTH_TABLES; new rows do not count), whoever made it (this process, another server
   * on the same PostgreSQL, a script); `onChange('*')` for "anything may have changed"; and `onLost` while that is
   * not guaranteed (the listening connection dropped: caches must not trust themselves until `onChange` again).
   */
  watchPublicTables(onChange: (table: string) => void, onLost?: () => void): Promise<() => Promise<void>>
}

/** The tables behind the public home payload (/demand/meetings, /meeting/blocks, /navigation/categories, /lives). */
/** Behind the cached guest answers (http/publicCache.ts): the home payload's tables, and the exhibitor list's (companies and their likes). */
export const PUBLIC_TABLES = ['meetings', 'blocks', 'categories', 'lives', 'enterprises', 'likes'] as const
/** The tables behind a bearer token (http/auth.ts): a change or removal may end what a cached token grants. */
export const AUTH_TABLES = ['sessions', 'users'] as const
/** An activity as organisers set it and its form (not its counters of places and views): modules/activities/registration.ts. */
export const ACTIVITY_TABLES = ['activities', 'form_questions'] as const
const PUBLIC_CHANNEL = 'fu_public_changed'

/**
 * Statement-level triggers that NOTIFY the channel with the table's name on any write to the public tables and any
 * change or removal in the auth tables (delivered at commit, once per table and transaction).
 * Idempotent; runs at every start under the setup lock, so it does not depend on the migration files.
 */
async function installChangeTriggers(db: Db): Promise<void> {
  await db.execute(sql.raw(`create or replace function fu_public_changed() returns trigger language plpgsql as $$
    begin perform pg_notify('${PUBLIC_CHANNEL}', tg_table_name); return null; end $$`))
  for (const table of PUBLIC_TABLES) {
    await db.execute(sql.raw(`create or replace trigger fu_public_changed after insert or update or delete or truncate on ${table}
      for each statement execute function fu_public_changed()`))
  }
  // Activities: any change except the counters every registration and view moves.
  await db.execute(sql.raw(`create or replace trigger fu_activity_changed after update on activities for each row
    when ((to_jsonb(old) - '{ticket_total,ticket_seq,views}'::text[]) is distinct from (to_jsonb(new) - '{ticket_total,ticket_seq,views}'::text[]))
    execute function fu_public_changed()`))
  await db.execute(sql.raw(`create or replace trigger fu_public_changed after delete or truncate on activities
    for each statement execute function fu_public_changed()`))
  await db.execute(sql.raw(`create or replace trigger fu_public_changed after insert or update or delete or truncate on form_questions
    for each statement execute function fu_public_changed()`))
  for (const table of AUTH_TABLES) {
    await db.execute(sql.raw(`create or replace trigger fu_public_changed after update or delete or truncate on ${table}
      for each statement execute function fu_public_changed()`))
  }
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations')
/** Any constant: several server instances on one PostgreSQL take turns migrating and seeding. */
const SETUP_LOCK = 0x46755f31

export interface OpenOptions {
  databaseUrl?: string
  dataDir?: string
  /** Runs after migrations while the setup lock is held (the seed). */
  onReady?: (db: Db) => Promise<void>
}

/**
 * FU_SQL_LOG=<file>: every statement (text and parameters, one JSON line each) is appended to the file, so a test can
 * EXPLAIN what the server really ran (server/bench/explain.ts). Off unless set.
 */
function sqlLogger(): { logQuery(query: string, params: unknown[]): void } | undefined {
  const file = process.env.FU_SQL_LOG
  if (!file) return undefined
  const fd = fs.openSync(file, 'a')
  return { logQuery: (query, params) => fs.writeSync(fd, `${JSON.stringify({ query, params })}\n`) }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onReady) : openPglite(options.dataDir!, options.onReady)
}

async function openPostgres(url: string, onReady?: (db: Db) => Promise<void>): Promise<Database> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) })
  const db = drizzle(pool, { schema, logger: sqlLogger() }) as unknown as Db
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [SETUP_LOCK])
    await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    await installChangeTriggers(db)
    if (onReady) await onReady(db)
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined)
    lockClient.release()
  }
  const watchers = new Set<() => Promise<void>>()
  /** One LISTEN connection per watcher, outside the pool; reconnects after a drop (onLost until then). */
  const watchPublicTables = async (onChange: (table: string) => void, onLost?: () => void) => {
    const { Client } = await import('pg')
    let client: InstanceType<typeof Client> | undefined
    let stopped = false
    let retry: NodeJS.Timeout | undefined
    const connect = async (): Promise<void> => {
      const c = new Client({ connectionString: url })
      const lost = () => {
        if (client !== c) return
        client = undefined
        onLost?.()
        c.end().catch(() => undefined)
        if (!stopped) retry = setTimeout(() => { connect().catch(() => undefined) }, 1000)
      }
      c.on('error', lost)
      c.on('end', lost)
      c.on('notification', (n) => onChange(n.payload ?? ''))
      client = c
      try {
        await c.connect()
        await c.query(`listen ${PUBLIC_CHANNEL}`)
        onChange('*') // anything missed while not listening
      } catch (err) {
        lost()
        throw err
      }
    }
    await connect()
    const stop = async () => {
      stopped = true
      clearTimeout(retry)
      watchers.delete(stop)
      const c = client
      client = undefined
      await c?.end().catch(() => undefined)
    }
    watchers.add(stop)
    return stop
  }
  return {
    db, engine: 'postgres', watchPublicTables,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => { for (const stop of [...watchers]) await stop(); await pool.end() },
  }
}

async function openPglite(dataDir: string, onReady?: (db: Db) => Promise<void>): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // PGlite needs the folder's parent to exist.
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = new PGlite(dataDir)
  await client.waitReady
  const pglite = drizzle(client, { schema, logger: sqlLogger() })
  await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER })
  const db = pglite as unknown as Db
  await installChangeTriggers(db)
  if (onReady) await onReady(db)
  // One process owns a PGlite database: its own session's notifications are all there is.
  const watchPublicTables = async (onChange: (table: string) => void) => client.listen(PUBLIC_CHANNEL, onChange)
  return { db, engine: 'pglite', watchPublicTables, close: () => client.close() }
}

/** The PostgreSQL error under Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string; constraint?: string }
    e = e.cause as typeof e
  }
  return undefined
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
