/**
 * GET /meeting/coupons (SPEC §7 "Meetings"): looks one coupon code up so the registration form can show the
 * discounted price before ordering. A code is required: the meeting's codes are never listed. A code that cannot be
 * used on the activity (for the `amount` in cents, when given) is refused with 4115 and its reason (modules/orders/coupons.ts).
 * POST /checkout/activities stays the judge (4115 there too).
 */
import { checkCouponUsage, findUsableCoupon } from './coupons'
import { requireUser } from '../../http/auth'
import { ok, type App, type Context } from '../../http/http'
import { int, objectId, strict, text } from '../../lib/validation'

export default async function couponRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/meeting/coupons', {
    schema: { querystring: strict({ meeting_id: objectId, code: text(40, 1), activity_id: objectId.optional(), amount: int(0).optional() }) },
  }, async (request) => {
    requireUser(request)
    const q = request.query
    const c = await findUsableCoupon(db, { meetingId: q.meeting_id, activityId: q.activity_id, code: q.code, amount: q.amount })
    await checkCouponUsage(db, c)
    return ok([{
      _id: c._id, code: c.code, meeting_id: c.meeting_id, activity_id: c.activity_id ?? undefined, type: c.type,
      discount_rate: c.discount_rate, discount_amount: c.discount_amount, promotion_threshold: c.promotion_threshold, promotion_amount: c.promotion_amount,
      title: (c.doc as { title?: unknown } | null)?.title,
    }], 1)
  })
}
