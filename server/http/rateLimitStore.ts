/**
 * A @fastify/rate-limit store in the database (table rate_limits), so a limit holds across every server instance on
 * one PostgreSQL: the plugin's default store counts per process, and N instances behind a load balancer would allow
 * N × the limit.
 *
 * - A key's window starts at its first call, as in the plugin's own store, and is timed on the database's clock
 *   (instances' clocks may differ).
 * - One statement per call: INSERT … ON CONFLICT (key) DO UPDATE SET count = count + 1 (or 1 and a new window once the
 *   old one has ended) RETURNING; the conflicting row is locked, so concurrent calls on any instance each get their own
 *   count.
 * - Rows past their window are deleted now and then (at most once a minute per instance).
 */
import { eq, lt, sql } from 'drizzle-orm'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

const CLEANUP_EVERY_MS = 60_000
/**
 * The time a call is counted: clock_timestamp(), read when the upsert runs, not now() (the statement's start). Calls
 * of one key queue on its row: with now(), one that waited could be counted in a window already over, or be told a
 * window longer than its length (the window's start was set by a call that began after it).
 */
const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`

/** Counts one call of `key` in its current window; returns the count so far and the window's remaining milliseconds. */
export async function countCall(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const w = Math.max(1, Math.trunc(windowMs))
  const ended = sql`${rateLimits.expires_at} <= ${nowMs}`
  const [row] = await db.insert(rateLimits)
    .values({ key, count: 1, expires_at: sql`${nowMs} + ${w}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        expires_at: sql`case when ${ended} then ${nowMs} + ${w} else ${rateLimits.expires_at} end`,
      },
    })
    .returning({ current: rateLimits.count, ttl: sql<string>`${rateLimits.expires_at} - ${nowMs}` })
  return { current: row.current, ttl: Math.max(0, Number(row.ttl)) }
}

/** The count of `key` in its current window without counting a call. */
export async function readCalls(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db.select({ current: rateLimits.count, ttl: sql<string>`${rateLimits.expires_at} - ${nowMs}` }).from(rateLimits)
    .where(eq(rateLimits.key, key)).limit(1)
  return row && Number(row.ttl) > 0 ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 }
}

/** Deletes the rows whose window has ended. */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expires_at, nowMs))
}

/** The store class the plugin instantiates (`store:` option), bound to this database. */
export function databaseRateLimitStore(db: Db, onError?: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastCleanup = 0
  const cleanup = () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return
    lastCleanup = Date.now()
    deleteEndedWindows(db).catch((error) => onError?.(error))
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(_options?: unknown, private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countCall(db, this.prefix + key, timeWindow).then((r) => callback(null, r), (error) => callback(error as Error))
      cleanup()
    }

    read(key: string, callback: Callback): void {
      readCalls(db, this.prefix + key).then((r) => callback(null, r), (error) => callback(error as Error))
    }

    /** Per route: the plugin passes the route's merged limit options, with the route under `routeInfo`. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {}
      const method = Array.isArray(info.method) ? info.method.join(',') : info.method ?? ''
      return new DatabaseStore(undefined, `${method} ${info.url ?? ''} `)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}
