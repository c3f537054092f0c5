/**
 * The desktop WeChat QR sign-in's state machine (table wechat_qr_logins). A code is `waiting` until WeChat reports a
 * scan (`scanned`), then the person confirms: a WeChat identity bound to a phone → `confirmed` with its user, one
 * without → `bind_phone` with its login code (the 4260 flow of SPEC §8). The desktop that asked for the code, and only
 * it (it alone knows the poll key), claims that outcome once → `used`. Past `expires_at` nothing moves any more.
 * Every transition is one conditional UPDATE, so two instances or two polls never both claim a sign-in.
 */
import crypto from 'node:crypto'
import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userIdentities, users, wechatQrLogins } from '../../db/schema'
import { conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

export type QrLoginRow = typeof wechatQrLogins.$inferSelect

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

/** Settled or expired sign-ins are kept a day (for support questions), then deleted when new codes are made. */
const KEEP_SECONDS = 86400

export async function createQrLogin(db: Db, ttlSeconds: number, meetingId?: string) {
  await db.delete(wechatQrLogins).where(lt(wechatQrLogins.expires_at, nowSeconds() - KEEP_SECONDS))
  const ticket = `dev-qr-${crypto.randomBytes(8).toString('hex')}`
  const pollKey = crypto.randomBytes(24).toString('base64url')
  const expiresAt = nowSeconds() + ttlSeconds
  await db.insert(wechatQrLogins).values({ ticket, poll_key_hash: sha256(pollKey), meeting_id: meetingId ?? null, expires_at: expiresAt })
  return { ticket, pollKey, expiresAt }
}

/** The sign-in a poll asks about, if the key is the one handed out with the code (a wrong key finds nothing). */
export async function findForPoller(db: Db, ticket: string, pollKey: string): Promise<QrLoginRow | undefined> {
  const [row] = await db.select().from(wechatQrLogins).where(eq(wechatQrLogins.ticket, ticket)).limit(1)
  if (!row) return undefined
  const given = Buffer.from(sha256(pollKey))
  return crypto.timingSafeEqual(given, Buffer.from(row.poll_key_hash)) ? row : undefined
}

/** Hands the confirmed / bind_phone outcome to this poll only: the row moves to `used` in the same statement. */
export async function claimOutcome(db: Db, ticket: string): Promise<QrLoginRow | undefined> {
  const [row] = await db.update(wechatQrLogins).set({ status: 'used' })
    .where(and(eq(wechatQrLogins.ticket, ticket), inArray(wechatQrLogins.status, ['confirmed', 'bind_phone']))).returning()
  return row
}

/**
 * WeChat's scan event for `ticket` by the identity `wechatCode`: `confirm` false stops at `scanned` (the phone shows
 * its confirm button), true settles the outcome. 404 unknown ticket; 409 expired or already settled.
 */
export async function recordScan(db: Db, ticket: string, wechatCode: string, confirm: boolean): Promise<QrLoginRow> {
  const live = and(eq(wechatQrLogins.ticket, ticket), inArray(wechatQrLogins.status, ['waiting', 'scanned']), gt(wechatQrLogins.expires_at, nowSeconds()))
  let next: Partial<QrLoginRow> = { status: 'scanned' }
  if (confirm) {
    const [bound] = await db.select({ user_id: users._id, phone: users.phone }).from(userIdentities).innerJoin(users, eq(users._id, userIdentities.user_id))
      .where(and(eq(userIdentities.provider, 'wechat'), eq(userIdentities.subject, wechatCode))).limit(1)
    next = bound?.phone ? { status: 'confirmed', user_id: bound.user_id } : { status: 'bind_phone', wechat_code: wechatCode }
  }
  const [row] = await db.update(wechatQrLogins).set(next).where(live).returning()
  if (row) return row
  const [existing] = await db.select().from(wechatQrLogins).where(eq(wechatQrLogins.ticket, ticket)).limit(1)
  if (!existing) throw notFound('QR code')
  throw conflict(ErrorCode.QrCodeExpired, existing.expires_at <= nowSeconds() ? 'link or QR code expired' : `QR code already ${existing.status}`)
}

/** Development: moves a code's expiry to now (the clock jump a test or demo needs). */
export async function expireNow(db: Db, ticket: string): Promise<QrLoginRow> {
  const [row] = await db.update(wechatQrLogins).set({ expires_at: nowSeconds() }).where(eq(wechatQrLogins.ticket, ticket)).returning()
  if (!row) throw notFound('QR code')
  return row
}
