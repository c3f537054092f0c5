/**
 * Unpaid orders expire (issue 4): a pending order older than FU_ORDER_TTL_MINUTES (default 30) is closed with
 * close_reason 'expired' and its places and ticket-type stock go back on sale. One conditional UPDATE claims the
 * orders (status still 'pending'), so an order expires once however many instances run this, and a payment that
 * races the expiry loses or wins as a whole (the payment's own UPDATE also requires 'pending' and not yet expired).
 * It runs lazily (before capacity is decided and when orders are read or paid) and in the per-minute job.
 */
import { and, eq, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pgError } from '../../db/client'
import { checkouts } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import { durationFromEnv } from '../../lib/envDuration'
import { releaseMany } from '../places/places'

const DEFAULT_TTL_MINUTES = 30

/** The unpaid window in seconds; fractions of a minute are allowed (tests use a few seconds). */
export function orderTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return durationFromEnv(env, 'FU_ORDER_TTL_MINUTES', 'minutes', DEFAULT_TTL_MINUTES)
}

/** When a pending order created at `created` expires. */
export const orderExpiresAt = (created: number): number => created + orderTtlSeconds()

/** Orders created before this are past their window. */
export const expiryCutoff = (now = nowSeconds()): number => now - orderTtlSeconds()

export interface ExpiryScope { activityId?: string; orderId?: string; userId?: string }

/** Closes the expired unpaid orders (all, or those of one activity / order / user) and releases their places. */
export async function expireOrders(db: Db, scope: ExpiryScope = {}, now = nowSeconds()): Promise<number> {
  const filters: (SQL | undefined)[] = [
    eq(checkouts.status, 'pending'), lt(checkouts.created, expiryCutoff(now)),
    scope.activityId ? eq(checkouts.activity_id, scope.activityId) : undefined,
    scope.orderId ? eq(checkouts._id, scope.orderId) : undefined,
    scope.userId ? eq(checkouts.user_id, scope.userId) : undefined,
  ]
  // Most calls find nothing to expire: a read on the pending-orders index spares them a transaction.
  const [stale] = await db.select({ _id: checkouts._id }).from(checkouts).where(and(...filters)).limit(1)
  if (!stale) return 0
  try {
    return await db.transaction(async (tx) => {
      const expired = await tx.update(checkouts).set({ status: 'closed', close_reason: 'expired', closed: now })
        .where(and(...filters))
        .returning({ activity_id: checkouts.activity_id, quantity: checkouts.quantity, price_id: checkouts.price_id, source_id: checkouts.source_id })
      await releaseMany(tx, expired.map((o) => ({ activityId: o.activity_id, quantity: o.quantity, priceId: o.price_id, sourceId: o.source_id })))
      return expired.length
    })
  } catch (err) {
    // Another instance claiming the same orders at the same moment: it expires them, nothing is lost.
    if (pgError(err)?.code === '40P01') return 0
    throw err
  }
}
