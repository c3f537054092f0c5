/**
 * The automatic waitlist (issue 16): a full activity, or a sold-out ticket type, takes people in join order (`seq`).
 * When a place frees up — a cancelled, refunded or expired order, a rejected ticket, a raised capacity, an unclaimed
 * hold — the first person waiting gets a **hold**: the place is theirs for FU_WAITLIST_HOLD_MINUTES (30), they are told
 * by SMS, e-mail and (when they accepted the template in the mini-program) a WeChat subscribe message, all through the
 * outbox, and nobody else can take it. An unclaimed hold expires and the place passes to the next person.
 *
 * Counting (server/README.md "Places"): a held entry is one of the activity's places (`ticket_total`) and, for a
 * ticket type's waitlist, one of its stock (`sold_total`), exactly like an unpaid order. So every capacity check that
 * exists already (the conditional UPDATEs of lib/registration.ts) keeps the place for the holder; registering with the
 * hold gives the hold's place back and takes it again in the same transaction (the rows stay locked in between).
 *
 * Fairness under concurrency: promotion runs in the transaction that freed the place, after the activity row's lock
 * (`SELECT … FOR UPDATE`, already held when the caller just gave places back); so promotions of one activity run one at
 * a time, read an exact `ticket_total`, and hand places out strictly in `seq` order. A ticket type's stock is taken
 * with SKIP LOCKED (promotion never waits for a price row while holding the activity row, so it cannot deadlock
 * against a registration, which locks price rows first): a type a registration is deciding at that very moment is
 * passed over this time and looked at again by the next promotion or the per-minute sweep.
 */
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { pgError } from '../db/client'
import { activities, meetings, ticketPrices, tickets, users, waitlistEntries } from '../db/schema'
import { nowSeconds } from './ids'
import { releaseMany } from './registration'
import { enqueueMessage, enqueueWechatMessage } from './messages/queue'
import { asLanguage, renderMessage, type Language } from './messages/templates'
import type { SubscribeMessage } from '../providers/wechat/provider'

export type WaitlistRow = typeof waitlistEntries.$inferSelect

const DEFAULT_HOLD_MINUTES = 30

/** How long a hold lasts, in seconds (FU_WAITLIST_HOLD_MINUTES, default 30; fractions allowed, tests use seconds). */
export function holdTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FU_WAITLIST_HOLD_MINUTES
  const minutes = raw === undefined || raw === '' ? DEFAULT_HOLD_MINUTES : Number(raw)
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`FU_WAITLIST_HOLD_MINUTES must be a positive number of minutes, not "${raw}"`)
  return Math.max(1, Math.round(minutes * 60))
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
 * Call it inside the transaction that freed the places (lib/registration.ts releaseMany does), or on its own.
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

// ---- messages ---------------------------------------------------------------------------------------------------

type Titles = string | Partial<Record<string, string>> | undefined
const titleIn = (title: Titles, lang: Language): string =>
  typeof title === 'string' ? title : title?.[lang] || title?.zh || title?.en || Object.values(title ?? {}).find(Boolean) || 'activity'

/** `HH:mm` in the meeting's time zone (Asia/Shanghai when it names none or an unknown one). */
export function clockTime(seconds: number, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(seconds * 1000))
  try { return format(timeZone) } catch { return format('Asia/Shanghai') }
}

/** A link to our site: absolute when FU_SITE_URL says where the site is (e-mails and SMS leave the site). */
const siteLink = (route: string) => `${(process.env.FU_SITE_URL ?? '').replace(/\/$/, '')}/#${route}`

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text)

/**
 * The subscribe message of a hold (fields FU_WECHAT_WAITLIST_FIELDS, default `thing1,time2,thing3`: the activity, the
 * hold's end, a note); it opens the activity in the mini-program's web-view shell.
 */
export function waitlistHoldWechatMessage(input: { openid: string; template: string; activityId: string; meetingId: string; title: string; until: string; lang: Language }): SubscribeMessage {
  const [titleField = 'thing1', untilField = 'time2', noteField = 'thing3'] = (process.env.FU_WECHAT_WAITLIST_FIELDS ?? '').split(',').map((f) => f.trim()).filter(Boolean)
  const zh = input.lang === 'zh'
  return {
    touser: input.openid,
    template_id: input.template,
    page: `pages/fu-h5/index?link=${encodeURIComponent(`/meeting/activity/detail?activity_id=${input.activityId}&meeting_id=${input.meetingId}`)}`,
    data: {
      [titleField]: { value: cut(input.title, 20) },
      [untilField]: { value: input.until },
      [noteField]: { value: cut(zh ? '候补名额已为您保留，请尽快报名' : 'A place is held for you: register now', 20) },
    },
    lang: zh ? 'zh_CN' : 'en_US',
  }
}

/** Queues the hold's SMS, e-mail and WeChat subscribe message in the promoting transaction (never lost on a crash). */
async function notifyHolds(tx: Tx, activityId: string, held: WaitlistRow[]): Promise<void> {
  const [activity] = await tx.select({ doc: activities.doc, meeting_id: activities.meeting_id, meeting: meetings.doc })
    .from(activities).leftJoin(meetings, eq(meetings._id, activities.meeting_id)).where(eq(activities._id, activityId)).limit(1)
  if (!activity) return
  const zone = typeof (activity.meeting as { timezone?: unknown } | null)?.timezone === 'string' ? String((activity.meeting as { timezone: string }).timezone) : 'Asia/Shanghai'
  const people = await tx.select({ _id: users._id, phone: users.phone, email: users.email, doc: users.doc }).from(users)
    .where(inArray(users._id, [...new Set(held.map((h) => h.user_id))]))
  const appId = process.env.FU_WECHAT_MINI_APPID
  const link = siteLink(`/meeting/activity/detail?activity_id=${activityId}&meeting_id=${activity.meeting_id}`)
  for (const entry of held) {
    const person = people.find((p) => p._id === entry.user_id)
    if (!person) continue
    const doc = person.doc as { language?: string; wechat_credentials?: { app_id: string; open_id: string }[] }
    const lang = asLanguage(doc.language)
    const title = titleIn((activity.doc as { title?: Titles }).title, lang)
    const until = clockTime(entry.hold_until ?? 0, zone)
    const minutes = Math.max(1, Math.round(((entry.hold_until ?? 0) - (entry.held_at ?? 0)) / 60))
    const message = renderMessage('waitlistHold', lang, { title, until, minutes, link })
    if (person.phone) await enqueueMessage(tx, 'sms', person.phone, message)
    if (person.email) await enqueueMessage(tx, 'mail', person.email, message)
    const openid = appId && entry.wechat_template ? doc.wechat_credentials?.find((c) => c.app_id === appId)?.open_id : undefined
    if (openid && entry.wechat_template) {
      await enqueueWechatMessage(tx, waitlistHoldWechatMessage({ openid, template: entry.wechat_template, activityId, meetingId: activity.meeting_id, title, until, lang }))
    }
  }
}
