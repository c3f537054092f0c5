/**
 * Delivers the queued messages: claims due rows with one UPDATE … WHERE _id IN (SELECT … FOR UPDATE SKIP LOCKED), so
 * several server instances share the queue without sending a message twice; a claimed row is leased for a while, so a
 * crash mid-send only delays it. A failure is retried with exponential backoff; after FU_MESSAGE_MAX_ATTEMPTS (8) the message
 * is marked failed and kept with its last error for the operator (`select * from outbox where status = 'failed'`).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import type { MessageProviders } from '../../providers/messages/provider'

export const MAX_ATTEMPTS = 8
/** How many attempts before a message is marked failed (FU_MESSAGE_MAX_ATTEMPTS, default MAX_ATTEMPTS). */
const maxAttempts = () => Math.max(1, Math.floor(Number(process.env.FU_MESSAGE_MAX_ATTEMPTS)) || MAX_ATTEMPTS)
/** How long a claimed message is reserved for the instance sending it. */
export const LEASE_SECONDS = 120
const BATCH = 20

/** The first retry's wait, doubled after each failure (FU_MESSAGE_RETRY_SECONDS, default 30). */
const retryBaseSeconds = () => Math.max(1, Number(process.env.FU_MESSAGE_RETRY_SECONDS) || 30)

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … at most an hour. */
export const backoffSeconds = (attempts: number, base = retryBaseSeconds()): number => Math.min(3600, base * 2 ** Math.max(0, attempts - 1))

export interface DeliveryResult { sent: number; retrying: number; failed: number }

export async function deliverDue(db: Db, providers: MessageProviders, now = nowSeconds()): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 }
  const channels = (Object.keys(providers) as (keyof MessageProviders)[]).filter(channel => providers[channel])
  if (!channels.length) return result
  const due = db.select({ _id: outbox._id }).from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.next_attempt, now), inArray(outbox.channel, channels)))
    .orderBy(asc(outbox.created)).limit(BATCH).for('update', { skipLocked: true })
  const claimed = await db.update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, next_attempt: now + LEASE_SECONDS })
    .where(inArray(outbox._id, due)).returning()
  for (const message of claimed) {
    try {
      await providers[message.channel as keyof MessageProviders]!.send(message)
      await db.update(outbox).set({ status: 'sent', sent: nowSeconds(), last_error: null }).where(eq(outbox._id, message._id))
      result.sent += 1
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500)
      const failed = message.attempts >= maxAttempts()
      await db.update(outbox)
        .set(failed ? { status: 'failed', last_error: reason } : { next_attempt: nowSeconds() + backoffSeconds(message.attempts), last_error: reason })
        .where(eq(outbox._id, message._id))
      if (failed) result.failed += 1
      else result.retrying += 1
    }
  }
  return result
}

interface Logger { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

/** Runs deliverDue every few seconds and soon after a message is queued, one run at a time. */
export class MessageDelivery {
  private timer?: NodeJS.Timeout
  private soon?: NodeJS.Timeout
  private running?: Promise<void>
  private again = false

  constructor(private readonly db: Db, private readonly providers: MessageProviders, private readonly log: Logger, private readonly intervalMs = 5000) {}

  start(): void {
    active.add(this)
    this.timer = setInterval(() => this.run(), this.intervalMs)
    this.timer.unref()
    this.run()
  }

  /** After a message is queued: a short delay lets the transaction that wrote it commit first. */
  kick(): void {
    if (this.soon) return
    this.soon = setTimeout(() => { this.soon = undefined; this.run() }, 150)
    this.soon.unref()
  }

  run(): Promise<void> {
    if (this.running) { this.again = true; return this.running }
    this.running = (async () => {
      do {
        this.again = false
        try {
          const { sent, retrying, failed } = await deliverDue(this.db, this.providers)
          // Counts and ids only: recipients and bodies are personal data and stay out of the logs.
          if (retrying || failed) this.log.warn({ sent, retrying, failed }, 'some messages could not be delivered')
          if (sent === BATCH) this.again = true
        } catch (err) {
          this.log.error({ err }, 'message delivery failed')
        }
      } while (this.again)
    })().finally(() => { this.running = undefined })
    return this.running
  }

  async stop(): Promise<void> {
    active.delete(this)
    clearInterval(this.timer)
    clearTimeout(this.soon)
    await this.running
  }
}

const active = new Set<MessageDelivery>()

/** Every running delivery of this process looks at the queue soon (they share nothing but the database). */
export function kickDelivery(): void {
  for (const delivery of active) delivery.kick()
}
