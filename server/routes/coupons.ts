/**
 * GET /meeting/coupons (SPEC §7 "Meetings"): looks one coupon code up so the registration form can show the
 * discounted price before ordering. A code is required: the meeting's codes are never listed. POST
 * /checkout/activities stays the judge (4115 there too).
 */
import { and, eq } from 'drizzle-orm'
import { coupons } from '../db/schema'
import { requireUser } from '../lib/auth'
import { ok, type App, type Context } from '../lib/http'
import { objectId, strict, text } from '../lib/validation'

export default async function couponRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/meeting/coupons', {
    schema: { querystring: strict({ meeting_id: objectId, code: text(40, 1), activity_id: objectId.optional() }) },
  }, async (request) => {
    requireUser(request)
    const q = request.query
    const rows = await db.select().from(coupons)
      .where(and(eq(coupons.meeting_id, q.meeting_id), eq(coupons.code, q.code.trim().toUpperCase()), eq(coupons.deleted, 0))).limit(1)
    // A coupon bound to another activity does not apply here (the same rule as the order).
    const usable = rows.filter((c) => !c.activity_id || !q.activity_id || c.activity_id === q.activity_id)
    return ok(usable.map((c) => ({
      _id: c._id, code: c.code, meeting_id: c.meeting_id, activity_id: c.activity_id ?? undefined, type: c.type,
      discount_rate: c.discount_rate, discount_amount: c.discount_amount, promotion_threshold: c.promotion_threshold, promotion_amount: c.promotion_amount,
      title: (c.doc as { title?: unknown } | null)?.title,
    })), usable.length)
  })
}
