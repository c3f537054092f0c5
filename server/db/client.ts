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

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onReady) : openPglite(options.dataDir!, options.onReady)
}

async function openPostgres(url: string, onReady?: (db: Db) => Promise<void>): Promise<Database> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) })
  const db = drizzle(pool, { schema }) as unknown as Db
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [SETUP_LOCK])
    await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    if (onReady) await onReady(db)
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined)
    lockClient.release()
  }
  return { db, engine: 'postgres', close: () => pool.end() }
}

async function openPglite(dataDir: string, onReady?: (db: Db) => Promise<void>): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // PGlite needs the folder's parent to exist.
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = new PGlite(dataDir)
  await client.waitReady
  const pglite = drizzle(client, { schema })
  await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER })
  const db = pglite as unknown as Db
  if (onReady) await onReady(db)
  return { db, engine: 'pglite', close: () => client.close() }
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
