/**
 * The automatic waitlist (issue 16): a full activity, or a sold-out ticket type, takes people in join order (`seq`).
 * When a place frees up — a cancelled, refunded or expired order, a rejected ticket, a raised capacity, an unclaimed
 * hold — the first person waiting gets a **hold**: the place is theirs for FU_WAITLIST_HOLD_MINUTES (30), they are told
 * by SMS, e-mail and (when they accepted the template in the mini-program) a WeChat subscribe message, all through the
 * outbox, and nobody else can take it. An unclaimed hold expires and the place passes to the next person.
 *
 * Counting (server/README.md "Places"): a held entry is one of the activity's places (`ticket_total`) and, for a
 * ticket type's waitlist, one of its stock (`sold_total`), exactly like an unpaid order. So every capacity check that
 * exists already (the conditional UPDATEs of modules/activities/registration.ts) keeps the place for the holder; registering with the
 * hold gives the hold's place back and takes it again in the same transaction (the rows stay locked in between).
 *
 * Fairness under concurrency: promotion runs in the transaction that freed the place, after the activity row's lock
 * (`SELECT … FOR UPDATE`, already held when the caller just gave places back); so promotions of one activity run one at
 * a time, read an exact `ticket_total`, and hand places out strictly in `seq` order. A ticket type's stock is taken
 * with SKIP LOCKED (promotion never waits for a price row while holding the activity row, so it cannot deadlock
 * against a registration, which locks price rows first): a type a registration is deciding at that very moment is
 * passed over this time and looked at again by the next promotion or the per-minute sweep.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { waitlistEntries } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import { expireHolds, promoteWaitlist, type WaitlistRow } from '../places/places'

/**
 * The per-minute job: expired holds pass on, then every activity with people waiting and free places (a capacity
 * raised by the organiser, a promotion that passed over a busy ticket type) gives them out.
 */
export async function runWaitlistJobs(db: Db, now = nowSeconds()): Promise<{ expired: number; held: number }> {
  const expired = await expireHolds(db, {}, now)
  const candidates = await db.execute(sql`
    select distinct w.activity_id from waitlist_entries w join activities a on a._id = w.activity_id
    where w.status = 'waiting' and a.deleted = 0 and (a.max = 0 or a.ticket_total < a.max)`) as unknown as { rows: { activity_id: string }[] }
  let held = 0
  for (const { activity_id } of candidates.rows) {
    held += (await db.transaction((tx) => promoteWaitlist(tx, activity_id, now))).length
  }
  return { expired, held }
}

/** The caller's live entry (waiting or held) on an activity, if any. */
export async function liveEntry(db: Tx, activityId: string, userId: string): Promise<WaitlistRow | undefined> {
  const [row] = await db.select().from(waitlistEntries)
    .where(and(eq(waitlistEntries.activity_id, activityId), eq(waitlistEntries.user_id, userId), inArray(waitlistEntries.status, ['waiting', 'held']))).limit(1)
  return row
}

/** The caller's own registration closes their waiting entry (they got in without the list). */
export async function closeWaiting(tx: Tx, activityId: string, userId: string, now = nowSeconds()): Promise<void> {
  await tx.update(waitlistEntries).set({ status: 'registered', closed: now })
    .where(and(eq(waitlistEntries.activity_id, activityId), eq(waitlistEntries.user_id, userId), eq(waitlistEntries.status, 'waiting')))
}

/** How many people wait ahead of each waiting entry (0 = next), for several entries in one query. */
export async function aheadOf(db: Tx, entries: Pick<WaitlistRow, '_id' | 'activity_id' | 'seq' | 'status'>[]): Promise<Map<string, number>> {
  const waiting = entries.filter((e) => e.status === 'waiting')
  const result = new Map<string, number>()
  if (!waiting.length) return result
  const rows = await db.execute(sql`
    select e._id, (select count(*)::int from waitlist_entries o where o.activity_id = e.activity_id and o.status = 'waiting' and o.seq < e.seq) as ahead
    from waitlist_entries e where e._id in (${sql.join(waiting.map((e) => sql`${e._id}`), sql`, `)})`) as unknown as { rows: { _id: string; ahead: number }[] }
  for (const r of rows.rows) result.set(r._id, Number(r.ahead))
  return result
}

/** The API's view of an entry: `position` (1 = next) while waiting, `hold_until` while held. */
export function entryDoc(row: WaitlistRow, ahead?: number, waitingTotal?: number): Record<string, unknown> {
  return {
    _id: row._id, activity_id: row.activity_id, meeting_id: row.meeting_id, price_id: row.price_id, user_id: row.user_id,
    status: row.status, created: row.created,
    ...(row.status === 'waiting' && ahead !== undefined ? { position: ahead + 1 } : {}),
    ...(waitingTotal !== undefined ? { waiting_total: waitingTotal } : {}),
    ...(row.status === 'held' ? { held_at: row.held_at, hold_until: row.hold_until } : {}),
    ...(row.closed ? { closed: row.closed } : {}),
  }
}
