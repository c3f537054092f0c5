/**
 * One-time sign-in tickets (table signin_tickets): how a session crosses from the mini-program's native bridge page
 * into its web-view without a token in any address. The bridge, signed in natively, asks for a ticket; the web-view
 * opens with it; H5 exchanges it once for its own session. A ticket lives SIGNIN_TICKET_SECONDS, is stored as a
 * SHA-256 only, and is spent by one conditional UPDATE, so two exchanges never both succeed.
 */
import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { signinTickets } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

export const SIGNIN_TICKET_SECONDS = 60
/** Spent and expired tickets are kept a day (support questions), then deleted when new ones are made. */
const KEEP_SECONDS = 86400

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

export async function issueSigninTicket(db: Db, userId: string): Promise<{ ticket: string; expires_in: number }> {
  const now = nowSeconds()
  await db.delete(signinTickets).where(lt(signinTickets.expires_at, now - KEEP_SECONDS))
  const ticket = crypto.randomBytes(32).toString('base64url')
  await db.insert(signinTickets).values({ ticket_hash: sha256(ticket), user_id: userId, expires_at: now + SIGNIN_TICKET_SECONDS })
  return { ticket, expires_in: SIGNIN_TICKET_SECONDS }
}

const refused = (message: string, reason: 'unknown' | 'used' | 'expired') =>
  new ApiError(400, ErrorCode.SigninTicketInvalid, message, { reason })

/** The ticket's user, once: unknown, used or expired → 400 / 4263 with `data.reason`. */
export async function redeemSigninTicket(db: Db, ticket: string): Promise<string> {
  const now = nowSeconds()
  const hash = sha256(ticket)
  const [spent] = await db.update(signinTickets).set({ used_at: now })
    .where(and(eq(signinTickets.ticket_hash, hash), isNull(signinTickets.used_at), gt(signinTickets.expires_at, now)))
    .returning({ user_id: signinTickets.user_id })
  if (spent) return spent.user_id
  const [row] = await db.select().from(signinTickets).where(eq(signinTickets.ticket_hash, hash)).limit(1)
  if (!row) throw refused('sign-in ticket unknown: sign in again', 'unknown')
  if (row.used_at !== null) throw refused('sign-in ticket already used: sign in again', 'used')
  throw refused('sign-in ticket expired: sign in again', 'expired')
}

/** Development: moves a ticket's expiry to now (the clock jump a test needs). */
export async function expireSigninTicket(db: Db, ticket: string): Promise<boolean> {
  const rows = await db.update(signinTickets).set({ expires_at: nowSeconds() }).where(eq(signinTickets.ticket_hash, sha256(ticket))).returning()
  return rows.length > 0
}
