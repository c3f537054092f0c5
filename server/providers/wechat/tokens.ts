/**
 * WeChat's access_token and tickets, cached in the database (table wechat_tokens) so every instance shares one value
 * and WeChat is asked once per expiry, not once per instance or per request.
 *
 * - A value is used until `refreshMarginSeconds` before its expiry; from then on the next caller refreshes it.
 * - One refresh at a time across instances: a caller claims the row with one conditional UPDATE of `refresh_until`
 *   (a lease, `refresh_until <= now`); callers that lose keep using the value while it is still valid, or wait for the
 *   new one. A crashed refresher's lease runs out and another takes over.
 * - WeChat saying a token is no longer valid (40001 / 42001) invalidates exactly that value (`invalidate`), so the
 *   next `get` refreshes it once, even if several requests saw the same error.
 */
import crypto from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { wechatTokens } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

export type TokenKind = 'access_token' | 'jsapi_ticket' | 'wx_card_ticket'

/** What WeChat answered: the value and its lifetime in seconds. */
export interface FetchedToken { value: string; expiresIn: number }

/** `forceRefresh`: the value WeChat refused is being replaced (stable_token's force_refresh). */
export type TokenFetcher = (forceRefresh: boolean) => Promise<FetchedToken>

export interface TokenStoreOptions {
  /** Seconds before expiry from which a value is refreshed. */
  refreshMarginSeconds: number
  /** How long a refresher holds its claim (seconds): longer than a request to WeChat may take. */
  leaseSeconds: number
  /** Polling interval while another instance refreshes (ms). */
  waitMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function wechatTokenStore(db: Db, options: TokenStoreOptions) {
  const owner = crypto.randomBytes(8).toString('hex')
  const waitMs = options.waitMs ?? 100
  const row = (appId: string, kind: TokenKind) => and(eq(wechatTokens.app_id, appId), eq(wechatTokens.kind, kind))

  async function refresh(appId: string, kind: TokenKind, fetch: TokenFetcher, invalidated: boolean): Promise<string> {
    let fetched: FetchedToken
    try {
      fetched = await fetch(invalidated)
    } catch (error) {
      // Give the lease back at once: the next caller may try again.
      await db.update(wechatTokens).set({ refresh_until: 0, refresh_owner: null }).where(and(row(appId, kind), eq(wechatTokens.refresh_owner, owner)))
      throw error
    }
    await db.update(wechatTokens).set({
      value: fetched.value,
      expires_at: nowSeconds() + fetched.expiresIn,
      refresh_until: 0,
      refresh_owner: null,
      fetches: sql`${wechatTokens.fetches} + 1`,
    }).where(and(row(appId, kind), eq(wechatTokens.refresh_owner, owner)))
    return fetched.value
  }

  return {
    /** The cached value, refreshed (by this caller or another instance) when it is near its expiry or invalidated. */
    async get(appId: string, kind: TokenKind, fetch: TokenFetcher): Promise<string> {
      const deadline = Date.now() + (options.leaseSeconds + 2) * 1000
      await db.insert(wechatTokens).values({ app_id: appId, kind }).onConflictDoNothing()
      for (;;) {
        const now = nowSeconds()
        const [current] = await db.select().from(wechatTokens).where(row(appId, kind)).limit(1)
        if (current?.value && current.expires_at - options.refreshMarginSeconds > now) return current.value
        const [claimed] = await db.update(wechatTokens).set({ refresh_until: now + options.leaseSeconds, refresh_owner: owner })
          .where(and(row(appId, kind), lte(wechatTokens.refresh_until, now))).returning()
        if (claimed) {
          // Another instance may have finished between the read and the claim.
          if (claimed.value && claimed.expires_at - options.refreshMarginSeconds > now) {
            await db.update(wechatTokens).set({ refresh_until: 0, refresh_owner: null }).where(and(row(appId, kind), eq(wechatTokens.refresh_owner, owner)))
            return claimed.value
          }
          return refresh(appId, kind, fetch, !!claimed.value && claimed.expires_at === 0)
        }
        // Someone else refreshes: the old value serves until it really expires.
        if (current?.value && current.expires_at > now) return current.value
        if (Date.now() > deadline) throw new ApiError(503, ErrorCode.ProviderUnavailable, `WeChat ${kind} is being refreshed and did not arrive in time`)
        await sleep(waitMs)
      }
    },

    /** WeChat refused `value` (expired or revoked): the next get refreshes it. Another value (already new) is kept. */
    async invalidate(appId: string, kind: TokenKind, value: string): Promise<void> {
      await db.update(wechatTokens).set({ expires_at: 0 }).where(and(row(appId, kind), eq(wechatTokens.value, value)))
    },

    /** How many times WeChat was asked for this value (tests, support). */
    async fetchCount(appId: string, kind: TokenKind): Promise<number> {
      const [current] = await db.select({ fetches: wechatTokens.fetches }).from(wechatTokens).where(row(appId, kind)).limit(1)
      return current?.fetches ?? 0
    },
  }
}

export type WechatTokenStore = ReturnType<typeof wechatTokenStore>
