/**
 * Ordering a paid registration (POST /checkout/activities): the activity, its form and the people checked as for a
 * free one, the coupon found, then in one transaction the places service takes the ticket type's stock and the places
 * (a waitlist hold used), the discount applied (@core/money, the client's rule) and the order written; an order
 * discounted to 0 is paid at once and its tickets issued. The order holds its places until paid, cancelled or expired.
 */
import crypto from 'node:crypto'
import type { Db } from '../../db/client'
import { checkouts } from '../../db/schema'
import type { AuthUser } from '../../http/auth'
import { applyDiscount } from '@core/money'
import { checkCouponMinimum, checkCouponUsage, findUsableCoupon } from './coupons'
import { badRequest, ErrorCode } from '../../http/errors'
import { cleanAnswers, formQuestionsOf } from '../activities/forms'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { expireOrders } from './orderExpiry'
import { issueOrderTickets, type CheckoutRow } from './orderPayment'
import { registerLinked } from '../activities/linkedRegistration'
import { attendeeSchema, checkBlacklist, checkGroup, checkNotRegistered, checkOpen, checkSource, groupSchema, loadActivity, type Attendee } from '../activities/registration'
import { expireHolds, releaseHoldPlace, takePlaces, takePriceStock, takeSourcePlaces, useHold } from '../places/places'
import { liveEntry } from '../waitlist/waitlist'
import { adoptRegistrationName } from '../accounts/users'
import { int, objectId, requestOf, strict, text, z } from '../../lib/validation'
import type { CheckoutRequest } from '../../../types/api'

export function orderNumber(): string {
  const d = new Date()
  const stamp = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return `FU${stamp}${crypto.randomInt(0, 1e10).toString().padStart(10, '0')}`
}

export const orderBody = requestOf<CheckoutRequest>()(strict({
  activity_id: objectId,
  price_id: objectId,
  quantity: int(1, 200).optional(),
  amount: int(0).optional(),
  coupon_code: text(40, 1).optional(),
  source_id: objectId.optional(),
  ...attendeeSchema.shape,
  members: z.array(attendeeSchema).min(1).max(200).optional(),
  group: groupSchema.optional(),
  user_id: z.string().max(64).optional(),
}))
export type OrderBody = z.infer<typeof orderBody>

/** Places the caller's order (personal, a group's members, or agent v2's `quantity` to allocate later). */
export async function placeOrder(db: Db, me: AuthUser, body: OrderBody): Promise<CheckoutRow> {
  const activity = await loadActivity(db, body.activity_id)
  checkOpen(activity)
  await checkSource(db, activity, body.source_id)
  // Personal: one ticket. Group: one per member, or (agent v2) `quantity` tickets allocated later.
  const isGroup = Boolean(body.members) || (body.quantity ?? 1) > 1
  if (isGroup && !body.members && activity.agent_checkout_version !== 2) throw badRequest(ErrorCode.ValidationFailed, 'list the group members (members[])')
  const people: Attendee[] = body.members
    ?? (isGroup
      ? Array.from({ length: body.quantity! }, () => ({}))
      : [{ name: body.name, phone: body.phone ?? me.phone ?? undefined, area_code: body.area_code, email: body.email ?? me.email ?? undefined, id_number: body.id_number, job: body.job, answers: body.answers }])
  if (isGroup) checkGroup(activity, people, body.group)
  await checkBlacklist(db, people.map((p) => p.email))
  const questions = activity.form_id ? await formQuestionsOf(db, activity.form_id) : []
  for (const person of people) person.answers = cleanAnswers(questions, person.answers ?? [], body.price_id, person as Record<string, unknown>, !isGroup)
  await checkNotRegistered(db, activity._id, me._id, !isGroup, people)
  if (!isGroup) await registerLinked(db, { userId: me._id, person: people[0], questions, answers: people[0].answers ?? [], activityId: activity._id, dryRun: true })

  const coupon = body.coupon_code
    ? await findUsableCoupon(db, { meetingId: activity.meeting_id, activityId: activity._id, code: body.coupon_code })
    : undefined

  const quantity = people.length
  await expireOrders(db, { activityId: activity._id }) // expired holds go back on sale before capacity is decided
  await expireHolds(db, { activityId: activity._id })
  // A place the waitlist holds for this person (modules/waitlist/waitlist.ts) becomes the order's.
  const entry = isGroup ? undefined : await liveEntry(db, activity._id, me._id)
  const hold = entry?.status === 'held' ? entry : undefined
  const order = await db.transaction(async (tx) => {
    const usingHold = hold ? await useHold(tx, hold) : false
    const price = await takePriceStock(tx, activity, body.price_id, quantity, body.amount)
    if (body.source_id) await takeSourcePlaces(tx, body.source_id, quantity)
    if (usingHold) await releaseHoldPlace(tx, activity._id)
    await takePlaces(tx, activity._id, quantity, true)
    const amount = price.amount * quantity
    if (coupon) {
      checkCouponMinimum(coupon, amount)
      await checkCouponUsage(tx, coupon, true)
    }
    const payAmount = applyDiscount(amount, coupon)
    const free = payAmount === 0
    const [row] = await tx.insert(checkouts).values({
      _id: newId(), number: orderNumber(), user_id: me._id, meeting_id: activity.meeting_id, activity_id: activity._id,
      price_id: price._id, source_id: body.source_id ?? null, quantity, amount, pay_amount: payAmount,
      coupon_code: coupon?.code ?? null, status: free ? 'done' : 'pending', paid: free ? nowSeconds() : null, pay_channel: free ? 'free' : null,
      attendees: people as Record<string, unknown>[], group: isGroup ? (body.group as Record<string, unknown>) : null,
    }).returning()
    if (free) await issueOrderTickets(tx, row)
    return row
  })
  if (!isGroup && !me.named) await adoptRegistrationName(db, me._id, people[0].name)
  return order
}
