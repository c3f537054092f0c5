/**
 * Places and stock (server/README.md "Places"): the one service that takes and gives back an activity's places, a
 * ticket type's stock and an invitation link's places, and hands freed places to the waitlist. Registration, orders,
 * refunds, reviews and holds all call it; it calls no other module's rules (the hold's messages excepted), so no
 * circle runs through it. Every decision is one conditional UPDATE … RETURNING in the caller's transaction.
 */
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { pgError } from '../../db/client'
import { activities, activitySources, checkouts, ticketPrices, tickets, waitlistEntries } from '../../db/schema'
import { badRequest, conflict, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { durationFromEnv } from '../../lib/envDuration'
import { notifyHolds } from '../waitlist/holdNotices'

export type ActivityRow = typeof activities.$inferSelect
export type PriceRow = typeof ticketPrices.$inferSelect
export type WaitlistRow = typeof waitlistEntries.$inferSelect

/**
 * Ticket type: exists, not deleted, the price the client saw (else 4340), per-order limit, and stock taken atomically.
 * Stock short → 4105 sold out, or 4029 when unpaid orders hold the rest.
 */
export async function takePriceStock(db: Tx, activity: ActivityRow, priceId: string, quantity: number, seenAmount?: number): Promise<PriceRow> {
  const [price] = await db.select().from(ticketPrices).where(eq(ticketPrices._id, priceId)).limit(1)
  if (!price || price.activity_id !== activity._id) throw badRequest(ErrorCode.PriceInvalid, 'ticket type invalid')
  if (price.deleted || (seenAmount !== undefined && seenAmount !== price.amount)) {
    throw conflict(ErrorCode.TicketInfoChanged, 'ticket info updated, please choose again', { price_id: price._id, amount: price.deleted ? null : price.amount })
  }
  if (price.limit && quantity > price.limit) throw badRequest(ErrorCode.PriceOverLimit, `at most ${price.limit} tickets of this type per order`, { limit: price.limit })
  const taken = await takeTypeStock(db, priceId, quantity)
  if (!taken) {
    const [{ held }] = await db.select({ held: sql<number>`count(*)::int` }).from(checkouts).where(and(eq(checkouts.price_id, priceId), eq(checkouts.status, 'pending')))
    if (held > 0) throw conflict(ErrorCode.UnpaidTicketStockShort, 'remaining quantity of this ticket type is insufficient (some are held by unpaid orders)')
    throw conflict(ErrorCode.TicketSoldOut, 'this ticket type is sold out')
  }
  return price
}

/** Takes `quantity` of a ticket type's stock in one conditional UPDATE; false when short. */
export async function takeTypeStock(db: Tx, priceId: string, quantity: number): Promise<boolean> {
  const taken = await db.update(ticketPrices)
    .set({ sold_total: sql`${ticketPrices.sold_total} + ${quantity}` })
    .where(and(eq(ticketPrices._id, priceId), eq(ticketPrices.deleted, 0), sql`(${ticketPrices.total} = 0 or ${ticketPrices.sold_total} + ${quantity} <= ${ticketPrices.total})`))
    .returning({ _id: ticketPrices._id })
  return taken.length > 0
}

export async function takeSourcePlaces(db: Tx, sourceId: string, quantity: number): Promise<void> {
  const [taken] = await db.update(activitySources)
    .set({ signup_total: sql`${activitySources.signup_total} + ${quantity}` })
    .where(and(eq(activitySources._id, sourceId), sql`(${activitySources.max} = 0 or ${activitySources.signup_total} + ${quantity} <= ${activitySources.max})`))
    .returning({ _id: activitySources._id })
  if (!taken) throw conflict(ErrorCode.SourceFull, 'signup.failed.max: this registration channel is full')
}

/**
 * Locks several activities' rows in id order before their places change: a registration that also registers for
 * activities linked to its answers then never waits in a cycle with one linking the other way (PostgreSQL would abort
 * one of them as a deadlock). Call it after taking ticket-type and channel stock, before the first activity update.
 */
export async function lockActivities(tx: Tx, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)].sort()
  if (unique.length < 2) return
  await tx.select({ _id: activities._id }).from(activities).where(inArray(activities._id, unique)).orderBy(asc(activities._id)).for('update')
}

/**
 * Takes `quantity` places (when `counted`) in one statement, and counts the tickets issued (ticket_seq). Returns the
 * count; the tickets' codes are random (ticketCodeCandidates), not taken from it.
 */
export async function takePlaces(db: Tx, activityId: string, quantity: number, counted: boolean): Promise<number> {
  const add = counted ? quantity : 0
  const [row] = await db.update(activities)
    .set({ ticket_total: sql`${activities.ticket_total} + ${add}`, ticket_seq: sql`${activities.ticket_seq} + ${quantity}` })
    .where(counted
      ? and(eq(activities._id, activityId), sql`(${activities.max} = 0 or ${activities.ticket_total} + ${quantity} <= ${activities.max})`)
      : eq(activities._id, activityId))
    .returning({ ticket_seq: activities.ticket_seq })
  if (!row) throw conflict(ErrorCode.ActivityFull, 'signup.failed.max: this activity is full')
  return row.ticket_seq
}

export interface Release { activityId: string; quantity: number; priceId?: string | null; sourceId?: string | null; counted?: boolean }

/** Gives places back (cancelled, expired or refunded orders, rejected tickets, unclaimed waitlist holds). */
export async function releasePlaces(db: Tx, r: Release): Promise<void> {
  await releaseMany(db, [r])
}

/**
 * Gives back the places of several releases, summed per row and touched in the order registrations take them
 * (ticket types, channels, activities; each sorted), so a release never deadlocks against a registration.
 * Then, in the same transaction (the activity rows still locked, so nobody else can take the places meanwhile), the
 * people on those activities' waitlists get the freed places as holds, first come first served (modules/waitlist/waitlist.ts).
 */
export async function releaseMany(db: Tx, releases: Release[], options: { now?: number } = {}): Promise<void> {
  const sum = (key: (r: Release) => string | null | undefined) => {
    const totals = new Map<string, number>()
    for (const r of releases) {
      const k = key(r)
      if (k && r.quantity > 0) totals.set(k, (totals.get(k) ?? 0) + r.quantity)
    }
    return [...totals].sort(([a], [b]) => a.localeCompare(b))
  }
  for (const [id, n] of sum((r) => r.priceId)) {
    await db.update(ticketPrices).set({ sold_total: sql`greatest(${ticketPrices.sold_total} - ${n}, 0)` }).where(eq(ticketPrices._id, id))
  }
  for (const [id, n] of sum((r) => r.sourceId)) {
    await db.update(activitySources).set({ signup_total: sql`greatest(${activitySources.signup_total} - ${n}, 0)` }).where(eq(activitySources._id, id))
  }
  for (const [id, n] of sum((r) => (r.counted === false ? null : r.activityId))) {
    await db.update(activities).set({ ticket_total: sql`greatest(${activities.ticket_total} - ${n}, 0)` }).where(eq(activities._id, id))
  }
  for (const id of [...new Set(releases.filter((r) => r.quantity > 0).map((r) => r.activityId))].sort()) await promoteWaitlist(db, id, options.now)
}

// ---- the waitlist's holds ------------------------------------------------------------------------------------

const DEFAULT_HOLD_MINUTES = 30

/** How long a hold lasts, in seconds (FU_WAITLIST_HOLD_MINUTES, default 30; fractions allowed, tests use seconds). */
export function holdTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return durationFromEnv(env, 'FU_WAITLIST_HOLD_MINUTES', 'minutes', DEFAULT_HOLD_MINUTES)
}

/**
 * Takes one of a ticket type's stock without waiting for its row: false when sold out or when another transaction is
 * deciding that type right now (never waits, so never deadlocks while the activity row is held).
 */
async function takeStockNoWait(tx: Tx, priceId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update ticket_prices set sold_total = sold_total + 1
    where _id in (select _id from ticket_prices where _id = ${priceId} and deleted = 0 and (total = 0 or sold_total + 1 <= total) for update skip locked)
      and (total = 0 or sold_total + 1 <= total)
    returning _id`) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}

/**
 * Gives the activity's free places to the first people waiting, in join order, and queues their messages.
 * Call it inside the transaction that freed the places (modules/activities/registration.ts releaseMany does), or on its own.
 */
export async function promoteWaitlist(tx: Tx, activityId: string, now = nowSeconds()): Promise<WaitlistRow[]> {
  // Quick look first: most activities have nobody waiting (no lock taken then).
  const [anyone] = await tx.select({ _id: waitlistEntries._id }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.activity_id, activityId), eq(waitlistEntries.status, 'waiting'))).limit(1)
  if (!anyone) return []
  const [activity] = await tx.select({ max: activities.max, ticket_total: activities.ticket_total, deleted: activities.deleted })
    .from(activities).where(eq(activities._id, activityId)).for('update')
  if (!activity || activity.deleted) return []
  let room = activity.max === 0 ? Number.POSITIVE_INFINITY : activity.max - activity.ticket_total
  const held: WaitlistRow[] = []
  const ttl = holdTtlSeconds()
  let after = 0
  while (room > 0) {
    const batch = await tx.select().from(waitlistEntries)
      .where(and(eq(waitlistEntries.activity_id, activityId), eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.seq, after)))
      .orderBy(asc(waitlistEntries.seq)).limit(100)
    if (!batch.length) break
    for (const entry of batch) {
      after = entry.seq
      if (room <= 0) break
      if (await registeredAlready(tx, entry)) continue
      if (entry.price_id && !(await takeStockNoWait(tx, entry.price_id))) continue
      const [row] = await tx.update(waitlistEntries).set({ status: 'held', held_at: now, hold_until: now + ttl })
        .where(and(eq(waitlistEntries._id, entry._id), eq(waitlistEntries.status, 'waiting'))).returning()
      if (!row) {
        if (entry.price_id) await tx.update(ticketPrices).set({ sold_total: sql`greatest(${ticketPrices.sold_total} - 1, 0)` }).where(eq(ticketPrices._id, entry.price_id))
        continue
      }
      held.push(row)
      room -= 1
    }
  }
  if (!held.length) return []
  await tx.update(activities).set({ ticket_total: sql`${activities.ticket_total} + ${held.length}` }).where(eq(activities._id, activityId))
  await notifyHolds(tx, activityId, held)
  return held
}

/** Someone who registered meanwhile (another ticket type, an invitation link) leaves the list instead of taking a hold. */
async function registeredAlready(tx: Tx, entry: WaitlistRow): Promise<boolean> {
  const [ticket] = await tx.select({ _id: tickets._id }).from(tickets)
    .where(and(eq(tickets.activity_id, entry.activity_id), eq(tickets.user_id, entry.user_id), sql`${tickets.agent_id} is null and ${tickets.status} <> 2 and ${tickets.deleted} = 0`)).limit(1)
  if (!ticket) return false
  await tx.update(waitlistEntries).set({ status: 'registered', closed: nowSeconds() }).where(and(eq(waitlistEntries._id, entry._id), eq(waitlistEntries.status, 'waiting')))
  return true
}

export interface HoldScope { activityId?: string; userId?: string }

/** Ends the holds past their time (all, or one activity's / person's): their places pass to the next people waiting. */
export async function expireHolds(db: Db, scope: HoldScope = {}, now = nowSeconds()): Promise<number> {
  const filters: (SQL | undefined)[] = [
    eq(waitlistEntries.status, 'held'), lt(waitlistEntries.hold_until, now),
    scope.activityId ? eq(waitlistEntries.activity_id, scope.activityId) : undefined,
    scope.userId ? eq(waitlistEntries.user_id, scope.userId) : undefined,
  ]
  const [stale] = await db.select({ _id: waitlistEntries._id }).from(waitlistEntries).where(and(...filters)).limit(1)
  if (!stale) return 0
  try {
    return await db.transaction(async (tx) => {
      const expired = await tx.update(waitlistEntries).set({ status: 'expired', closed: now }).where(and(...filters))
        .returning({ activity_id: waitlistEntries.activity_id, price_id: waitlistEntries.price_id })
      await releaseMany(tx, expired.map((e) => ({ activityId: e.activity_id, quantity: 1, priceId: e.price_id })), { now })
      return expired.length
    })
  } catch (err) {
    if (pgError(err)?.code === '40P01') return 0 // another instance expiring the same holds: it passes them on
    throw err
  }
}

/**
 * Registration with a hold, step 1: marks it used (only while still held and in time) and gives back the ticket type's
 * stock it held, inside the registration's transaction, which then takes stock as anyone does (the row stays locked by
 * this transaction in between, so nobody else gets it). Call it before the registration takes any stock; step 2,
 * `releaseHoldPlace`, right before it takes the activity's place (the order registrations lock rows in).
 * Returns false when there is no usable hold (expired meanwhile): the registration is then an ordinary one.
 */
export async function useHold(tx: Tx, entry: WaitlistRow, now = nowSeconds()): Promise<boolean> {
  const [used] = await tx.update(waitlistEntries).set({ status: 'registered', closed: now })
    .where(and(eq(waitlistEntries._id, entry._id), eq(waitlistEntries.status, 'held'), gt(waitlistEntries.hold_until, now - 1)))
    .returning({ _id: waitlistEntries._id })
  if (!used) return false
  if (entry.price_id) await tx.update(ticketPrices).set({ sold_total: sql`greatest(${ticketPrices.sold_total} - 1, 0)` }).where(eq(ticketPrices._id, entry.price_id))
  return true
}

/** Step 2 of registering with a hold: the hold's place goes back, for the registration's own UPDATE to take it. */
export async function releaseHoldPlace(tx: Tx, activityId: string): Promise<void> {
  await tx.update(activities).set({ ticket_total: sql`greatest(${activities.ticket_total} - 1, 0)` }).where(eq(activities._id, activityId))
}
