/**
 * Whether a coupon code may be used (SPEC §5), for the registration form's lookup (GET /meeting/coupons) and the order
 * (POST /checkout/activities) alike. A refusal is 4115 with `data.reason`, so the form can say why in the UI's language:
 * `unknown`, `other_activity` (with the activity it is for), `not_started`, `expired`, `used_up`, `min_spend` (with
 * `min_amount` in cents). The coupon's doc may carry `start_time` / `end_time` (seconds), `usage_limit` (orders) and
 * `min_amount` (cents); a threshold promotion (type 3) needs at least its threshold.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { activities, checkouts, coupons } from '../../db/schema'
import { badRequest, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

export type CouponRow = typeof coupons.$inferSelect
export type CouponRefusal = 'unknown' | 'other_activity' | 'not_started' | 'expired' | 'used_up' | 'min_spend'

interface CouponTerms { start_time?: number; end_time?: number; usage_limit?: number; min_amount?: number }

const refuse = (reason: CouponRefusal, data: Record<string, unknown> = {}) =>
  badRequest(ErrorCode.CouponInvalid, `coupon code invalid: ${reason.replace('_', ' ')}`, { reason, ...data })

const terms = (coupon: CouponRow): CouponTerms => (coupon.doc ?? {}) as CouponTerms
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** The least order amount (cents) the coupon takes: its own minimum, or a threshold promotion's threshold. */
export function couponMinAmount(coupon: CouponRow): number {
  return Math.max(num(terms(coupon).min_amount) ?? 0, coupon.type === 3 ? coupon.promotion_threshold : 0)
}

/**
 * The meeting's coupon by its code, usable on the activity now: 4115 otherwise. Uses left are counted by
 * checkCouponUsage; `amount`, when known, is checked against the minimum spend.
 */
export async function findUsableCoupon(db: Tx, q: { meetingId: string; activityId?: string; code: string; amount?: number }): Promise<CouponRow> {
  const [coupon] = await db.select().from(coupons)
    .where(and(eq(coupons.meeting_id, q.meetingId), eq(coupons.code, q.code.trim().toUpperCase()), eq(coupons.deleted, 0))).limit(1)
  if (!coupon) throw refuse('unknown')
  if (coupon.activity_id && q.activityId && coupon.activity_id !== q.activityId) {
    const [other] = await db.select({ doc: activities.doc }).from(activities).where(eq(activities._id, coupon.activity_id)).limit(1)
    throw refuse('other_activity', { activity_id: coupon.activity_id, activity_title: (other?.doc as { title?: unknown } | undefined)?.title })
  }
  const now = nowSeconds()
  const start = num(terms(coupon).start_time)
  const end = num(terms(coupon).end_time)
  if (start && now < start) throw refuse('not_started', { start_time: start })
  if (end && now >= end) throw refuse('expired', { end_time: end })
  if (q.amount !== undefined) checkCouponMinimum(coupon, q.amount)
  return coupon
}

export function checkCouponMinimum(coupon: CouponRow, amount: number): void {
  const min = couponMinAmount(coupon)
  if (amount < min) throw refuse('min_spend', { min_amount: min })
}

/**
 * Whether uses are left: unpaid and paid orders count (not closed or refunded ones). Inside the order's transaction
 * (`lock`) the coupon row is locked, so two orders racing for its last use are judged one after the other.
 */
export async function checkCouponUsage(tx: Tx, coupon: CouponRow, lock = false): Promise<void> {
  const limit = num(terms(coupon).usage_limit)
  if (limit === undefined) return
  if (lock) await tx.select({ _id: coupons._id }).from(coupons).where(eq(coupons._id, coupon._id)).for('update')
  const [{ used }] = await tx.select({ used: sql<number>`count(*)::int` }).from(checkouts).where(and(
    eq(checkouts.meeting_id, coupon.meeting_id), eq(checkouts.coupon_code, coupon.code),
    inArray(checkouts.status, ['pending', 'done']), eq(checkouts.refund, 0),
  ))
  if (used >= limit) throw refuse('used_up')
}
