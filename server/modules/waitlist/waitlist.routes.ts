/**
 * The automatic waitlist (issue 16, modules/waitlist/waitlist.ts):
 * POST /activities/{id}/waitlist { price_id?, wechat_template? } joins a full activity (or a sold-out ticket type);
 * GET /activities/{id}/waitlist is my entry there (`position`, or the hold's `hold_until`) and how many wait;
 * DELETE /activities/{id}/waitlist leaves it (a hold I leave passes to the next person);
 * GET /waitlist (`meeting_id`, `status`) lists my entries with their activity.
 * Registering (POST /tickets, POST /checkout/activities) while holding a place uses the hold.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { activities, ticketPrices, waitlistEntries } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { pgError } from '../../db/client'
import { ApiError, badRequest, conflict, ErrorCode } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { expireOrders } from '../orders/orderExpiry'
import { checkNotRegistered, checkOpen, checkSource, loadActivity } from '../activities/registration'
import { releasePlaces } from '../places/places'
import { objectId, strict, z, int } from '../../lib/validation'
import { aheadOf, entryDoc, liveEntry } from './waitlist'
import { expireHolds, promoteWaitlist, type WaitlistRow } from '../places/places'

const waitingTotal = async (db: Context['db'], activityId: string): Promise<number> => {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.activity_id, activityId), eq(waitlistEntries.status, 'waiting')))
  return n
}

export default async function waitlistRoutes(app: App, { db }: Context): Promise<void> {
  async function describe(row: WaitlistRow): Promise<Record<string, unknown>> {
    const ahead = await aheadOf(db, [row])
    return entryDoc(row, ahead.get(row._id), await waitingTotal(db, row.activity_id))
  }

  app.post('/activities/:id/waitlist', {
    schema: {
      params: strict({ id: objectId }),
      body: strict({
        /** Wait for this ticket type (sold out) rather than for any place of the activity. */
        price_id: objectId.optional(),
        /** The WeChat subscribe-message template the person accepted in the mini-program, for the hold's notice. */
        wechat_template: z.string().trim().regex(/^([A-Za-z0-9_-]{8,128})?$/, 'wechat_template must be a WeChat template id').optional(),
      }).optional(),
    },
  }, async (request, reply) => {
    const me = requireUser(request)
    const activityId = request.params.id
    const priceId = request.body?.price_id
    let activity = await loadActivity(db, activityId)
    checkOpen(activity)
    await checkSource(db, activity, undefined)
    await checkNotRegistered(db, activityId, me._id, true, [])
    const existing = await liveEntry(db, activityId, me._id)
    if (existing) throw conflict(ErrorCode.WaitlistAlreadyJoined, 'you are already on the waitlist of this activity', await describe(existing))
    // Expired orders and holds give their places back first: "full" is judged on what is really taken.
    await expireOrders(db, { activityId })
    await expireHolds(db, { activityId })
    activity = await loadActivity(db, activityId)
    let price: typeof ticketPrices.$inferSelect | undefined
    if (priceId) {
      ;[price] = await db.select().from(ticketPrices).where(eq(ticketPrices._id, priceId)).limit(1)
      if (!price || price.activity_id !== activityId || price.deleted) throw badRequest(ErrorCode.PriceInvalid, 'ticket type invalid')
    }
    const placesLeft = activity.max === 0 ? Number.POSITIVE_INFINITY : activity.max - activity.ticket_total
    const stockLeft = !price || price.total === 0 ? Number.POSITIVE_INFINITY : price.total - price.sold_total
    const available = Math.min(placesLeft, stockLeft)
    if (available > 0) {
      throw conflict(ErrorCode.WaitlistNotFull, price ? 'this ticket type is not sold out: register directly' : 'this activity has places left: register directly',
        { available: Number.isFinite(available) ? available : null })
    }
    let row: WaitlistRow
    try {
      row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(waitlistEntries).values({
          _id: newId(), activity_id: activityId, meeting_id: activity.meeting_id, price_id: priceId ?? null, user_id: me._id,
          wechat_template: request.body?.wechat_template || null,
        }).returning()
        // A place freed between the check and this insert is given out now (to whoever is first, maybe this person).
        const held = await promoteWaitlist(tx, activityId)
        return held.find((h) => h._id === inserted._id) ?? inserted
      })
    } catch (err) {
      if (pgError(err)?.code === '23505') {
        const again = await liveEntry(db, activityId, me._id)
        throw conflict(ErrorCode.WaitlistAlreadyJoined, 'you are already on the waitlist of this activity', again ? await describe(again) : undefined)
      }
      throw err
    }
    reply.status(201)
    return ok(await describe(row))
  })

  app.get('/activities/:id/waitlist', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    await loadActivity(db, request.params.id)
    // Lazily, as registrations do: expired orders and holds pass their places on before I read where I stand.
    await expireOrders(db, { activityId: request.params.id })
    await expireHolds(db, { activityId: request.params.id })
    const row = await liveEntry(db, request.params.id, me._id)
    const total = await waitingTotal(db, request.params.id)
    return ok(row ? await describe(row) : null, total)
  })

  app.delete('/activities/:id/waitlist', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    await expireHolds(db, { activityId: request.params.id })
    const left = await db.transaction(async (tx) => {
      const [row] = await tx.update(waitlistEntries).set({ status: 'left', closed: nowSeconds() })
        .where(and(eq(waitlistEntries.activity_id, request.params.id), eq(waitlistEntries.user_id, me._id), inArray(waitlistEntries.status, ['waiting', 'held'])))
        .returning()
      if (!row) return undefined
      // A hold given up passes to the next person at once.
      const wasHeld = row.held_at !== null && row.hold_until !== null
      if (wasHeld) await releasePlaces(tx, { activityId: row.activity_id, quantity: 1, priceId: row.price_id })
      return row
    })
    if (!left) throw new ApiError(404, ErrorCode.WaitlistNotJoined, 'you are not on the waitlist of this activity')
    return ok(entryDoc(left))
  })

  app.get('/waitlist', {
    schema: {
      querystring: strict({
        meeting_id: objectId.optional(),
        status: z.enum(['waiting', 'held', 'registered', 'expired', 'left']).optional(),
        limit: int(1, 100).optional(), skip: int(0).optional(),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    await expireHolds(db, { userId: me._id })
    const where = and(
      eq(waitlistEntries.user_id, me._id),
      q.meeting_id ? eq(waitlistEntries.meeting_id, q.meeting_id) : undefined,
      q.status ? eq(waitlistEntries.status, q.status) : inArray(waitlistEntries.status, ['waiting', 'held']),
    )
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(waitlistEntries).where(where)
    const rows = await db.select().from(waitlistEntries).where(where).orderBy(desc(waitlistEntries.created), desc(waitlistEntries.seq)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const ahead = await aheadOf(db, rows)
    const acts = rows.length
      ? await db.select({ _id: activities._id, doc: activities.doc, start: activities.start, end: activities.end }).from(activities).where(inArray(activities._id, [...new Set(rows.map((r) => r.activity_id))]))
      : []
    return ok(rows.map((r) => {
      const a = acts.find((x) => x._id === r.activity_id)
      const doc = (a?.doc ?? {}) as { title?: unknown; covers?: unknown }
      return { ...entryDoc(r, ahead.get(r._id)), activity: a ? { _id: a._id, title: doc.title ?? null, covers: doc.covers ?? [], start: a.start, end: a.end } : null }
    }), total)
  })
}
