/**
 * The public home payload (GET /demand/meetings, /meeting/blocks, /navigation/categories, /lives: the calls SPEC §6
 * sends without Authorization) and a guest's exhibitor list and search (GET /exhibitors, /enterprises, …/search)
 * answered from memory, with an ETag and `304 Not Modified` for a client that has it.
 * A route opts in with `config: { publicCache: true }`; only GETs without Authorization are cached, keyed by the URL
 * (path and query: meeting, language filters, paging). The answer is the same for every guest, in every language.
 *
 * Invalidation: the database NOTIFYs every committed write to the tables behind these calls (db/client.ts
 * PUBLIC_TABLES, statement triggers), whoever wrote (this server, another instance on the same PostgreSQL, the seed,
 * a script); each server drops its whole cache on a notification. While the listening connection is down the cache is
 * bypassed. An answer computed while a write landed is not stored (generation check). PGlite delivers the
 * notification before the write's own call returns; PostgreSQL on the listening connection, milliseconds after the
 * commit (the same for this instance and the others). Entries also expire after
 * FU_PUBLIC_CACHE_MS (default 10 000; 0 turns the cache off) as a last resort.
 */
import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ACTIVITY_TABLES, AUTH_TABLES, type Database } from '../db/client'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this public GET (http/publicCache.ts). */
    publicCache?: boolean
    /**
     * This write never changes or removes a session or user, so it leaves the cached tokens alone (every other
     * POST/PUT/DELETE drops them in this instance before it answers; other instances hear it from the database).
     */
    keepsAuth?: boolean
  }
  interface FastifyRequest {
    /** The cache generation when this request missed (its answer is stored only if still current). */
    publicCacheMiss?: number
  }
}

/** The answer as sent: its bytes (no serialising or encoding per hit) and their ETag. */
interface Entry { body: Buffer; etag: string; expires: number }

const MAX_ENTRIES = 2000

export class PublicCache {
  private entries = new Map<string, Entry>()
  /** Raised on every invalidation. */
  generation = 0
  /** False until the change notifications are known to arrive, and while they may not. */
  private trusted = false
  hits = 0
  misses = 0
  /** Change notifications heard. */
  changes = 0

  constructor(private readonly ttlMs: number) {}

  /** A write landed (or may have): forget everything. */
  invalidate(): void {
    this.entries.clear()
    this.values.clear()
    this.generation++
  }

  private values = new Map<string, { value: unknown; expires: number }>()

  /**
   * A value read from the public tables only (e.g. whether a meeting is open to guests), kept under the same rule as
   * the answers: dropped on any write to those tables, not kept while that cannot be known.
   */
  async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return load()
    const hit = this.values.get(key)
    if (hit && hit.expires > Date.now()) return hit.value as T
    const generation = this.generation
    const value = await load()
    if (generation === this.generation && this.trusted) {
      if (this.values.size >= MAX_ENTRIES) this.values.clear()
      this.values.set(key, { value, expires: Date.now() + this.ttlMs })
    }
    return value
  }

  private auth = new Map<string, { value: unknown; expires: number }>()
  private authGeneration = 0

  invalidateAuth(): void {
    this.auth.clear()
    this.authGeneration++
  }

  /**
   * What a bearer token grants (http/auth.ts), kept while no session or user changes or goes (any instance, any
   * script: the database says so); only found sessions are kept, and the caller still checks their expiry.
   */
  async authMemo<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (!this.trusted) return load()
    const hit = this.auth.get(key)
    if (hit && hit.expires > Date.now()) return hit.value as T
    const generation = this.authGeneration
    const value = await load()
    if (value !== undefined && generation === this.authGeneration && this.trusted) {
      if (this.auth.size >= 50_000) this.auth.clear()
      this.auth.set(key, { value, expires: Date.now() + this.ttlMs })
    }
    return value
  }

  private activities = new Map<string, { value: unknown; expires: number }>()
  private activityGeneration = 0

  invalidateActivities(): void {
    this.activities.clear()
    this.activityGeneration++
  }

  /**
   * An activity and its form as organisers set them (modules/activities/registration.ts), kept while neither changes: the places
   * taken and the views (activities.ticket_total, ticket_seq, views) change with every registration and do not count,
   * so a caller must never read those from here.
   */
  async activityMemo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return load()
    const hit = this.activities.get(key)
    if (hit && hit.expires > Date.now()) return hit.value as T
    const generation = this.activityGeneration
    const value = await load()
    if (generation === this.activityGeneration && this.trusted) {
      if (this.activities.size >= MAX_ENTRIES) this.activities.clear()
      this.activities.set(key, { value, expires: Date.now() + this.ttlMs })
    }
    return value
  }

  /** Subscribes to the database's change notifications; the cache works only while they arrive. */
  async watch(database: Pick<Database, 'watchPublicTables'>): Promise<() => Promise<void>> {
    if (!this.ttlMs) return async () => undefined
    const stop = await database.watchPublicTables(
      (table) => {
        this.changes++
        if ((AUTH_TABLES as readonly string[]).includes(table)) this.invalidateAuth()
        else if ((ACTIVITY_TABLES as readonly string[]).includes(table)) this.invalidateActivities()
        else {
          this.invalidate()
          if (table === '*') { this.invalidateAuth(); this.invalidateActivities() }
        }
        this.trusted = true
      },
      () => { this.invalidate(); this.invalidateAuth(); this.invalidateActivities(); this.trusted = false },
    )
    this.trusted = true
    return async () => { this.trusted = false; this.invalidate(); await stop() }
  }

  private cacheable(request: FastifyRequest): boolean {
    return this.trusted && request.method === 'GET' && request.routeOptions.config?.publicCache === true && !request.headers.authorization
  }

  /** onRequest hook: answers from memory (200 with the body, or 304 when the client's ETag matches). */
  onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!this.cacheable(request)) return
    const entry = this.entries.get(request.url)
    if (entry && entry.expires > Date.now()) {
      this.hits++
      reply.header('etag', entry.etag).header('cache-control', 'no-cache')
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(entry.body)
    }
    this.misses++
    request.publicCacheMiss = this.generation
  }

  /** onSend hook: stores a computed 200 answer and gives it its ETag (304 when the client already has it). */
  onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    // A logout, an account change or removal here: the next request to this instance must not see the old token.
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config?.keepsAuth) this.invalidateAuth()
    if (request.publicCacheMiss === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const etag = `"${crypto.createHash('sha1').update(payload).digest('base64url')}"`
    if (request.publicCacheMiss === this.generation && this.trusted) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
      this.entries.set(request.url, { body: Buffer.from(payload), etag, expires: Date.now() + this.ttlMs })
    }
    reply.header('etag', etag).header('cache-control', 'no-cache')
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304)
      return ''
    }
    return payload
  }
}

/** If-None-Match: `*`, one tag or a list, weak or strong. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

export function publicCacheTtlFromEnv(value = process.env.FU_PUBLIC_CACHE_MS): number {
  if (value === undefined || value === '') return 10_000
  const ms = Number(value)
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`FU_PUBLIC_CACHE_MS must be a number of milliseconds ≥ 0, not "${value}"`)
  return ms
}
