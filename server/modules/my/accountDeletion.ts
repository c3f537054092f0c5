/**
 * Deleting an account (issue 16, PIPL art. 47 / GDPR art. 17). The person asks (confirmed by typing their phone number
 * or e-mail), a cooling-off period runs (FU_ACCOUNT_DELETION_DAYS, default 7; fractions allowed, tests use seconds),
 * during which they may sign in and keep the account; then the erasure job claims the request with one conditional
 * UPDATE (pending → erased, due passed) and, in the same transaction, erases the person's data:
 *
 * - deleted: sessions, sign-in identities, codes and messages sent to them, friends and applications, likes, saved
 *   sessions, live subscriptions, chats, comments, questions, demands, threads, appointments, uploads, calendar feeds,
 *   form answers, consents, meeting profiles and authorisations, waitlist entries (a place held for the person is given
 *   back as an unclaimed hold is, so it passes to the next person waiting), activity reminders, leads companies captured
 *   about the person (the exhibitor loses them), booth staff invitations and memberships (by id or phone)…;
 * - anonymised (the organiser must keep them): orders and invoices keep their amounts, numbers and states, without
 *   names, phone numbers, e-mails, ID numbers or addresses; tickets keep their activity, code and state, likewise;
 *   unpaid orders are closed and their places released; leads the person captured as booth staff stay with the company
 *   (they are the company's), without `captured_by`;
 * - kept as they are: desk check-ins (`ticket_checkins.staff_user_id`), the desk's record; only the id is stored, and the
 *   staff name shown for a conflict is read from the user row, which the tombstone empties;
 * - the user row stays as a tombstone (deleted = 1, no phone, e-mail or profile), so its id in kept records points at
 *   nobody, it can never sign in again, and its phone or e-mail may register a new account.
 *
 * Several instances running the job at once: the claim is atomic, a request is erased once.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { pgError } from '../../db/client'
import * as s from '../../db/schema'
import { badRequest, conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds, objectId } from '../../lib/ids'
import { durationFromEnv } from '../../lib/envDuration'
import { releaseMany } from '../places/places'

const DEFAULT_DAYS = 7

/** The cooling-off period in seconds (FU_ACCOUNT_DELETION_DAYS, default 7 days). */
export function deletionCoolingOffSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return durationFromEnv(env, 'FU_ACCOUNT_DELETION_DAYS', 'days', DEFAULT_DAYS)
}

export type DeletionRow = typeof s.accountDeletions.$inferSelect
export interface DeletionState { status: 'none' | 'pending'; requested: number | null; due: number | null }

export const deletionState = (row: DeletionRow | undefined): DeletionState =>
  row ? { status: 'pending', requested: row.created, due: row.due } : { status: 'none', requested: null, due: null }

export async function pendingDeletion(db: Tx, userId: string): Promise<DeletionRow | undefined> {
  const [row] = await db.select().from(s.accountDeletions)
    .where(and(eq(s.accountDeletions.user_id, userId), eq(s.accountDeletions.status, 'pending'))).limit(1)
  return row
}

/** What the person must type to confirm: their phone number, else their e-mail (as the account knows it). */
export function confirmationOf(user: { phone: string | null; email: string | null; _id: string }): string {
  return user.phone ?? user.email ?? user._id
}

export async function requestDeletion(db: Db, user: { _id: string; phone: string | null; email: string | null }, confirm: string, now = nowSeconds()): Promise<DeletionState> {
  const expected = confirmationOf(user)
  if (confirm.trim().toLowerCase() !== expected.toLowerCase()) {
    throw badRequest(ErrorCode.ValidationFailed, 'type your phone number (or e-mail) exactly as on your account to confirm', { fields: { confirm: 'my.data.delete.confirmMismatch' } })
  }
  try {
    const [row] = await db.insert(s.accountDeletions)
      .values({ _id: objectId(), user_id: user._id, status: 'pending', due: now + deletionCoolingOffSeconds(), created: now }).returning()
    return deletionState(row)
  } catch (err) {
    if (pgError(err)?.code === '23505') throw conflict(ErrorCode.ValidationFailed, 'your account is already due to be deleted')
    throw err
  }
}

/** "Keep my account": cancels the pending request. */
export async function cancelDeletion(db: Db, userId: string, now = nowSeconds()): Promise<DeletionState> {
  const [row] = await db.update(s.accountDeletions).set({ status: 'cancelled', cancelled: now })
    .where(and(eq(s.accountDeletions.user_id, userId), eq(s.accountDeletions.status, 'pending'))).returning()
  if (!row) throw notFound('pending account deletion')
  return deletionState(undefined)
}

/** What an anonymised invoice keeps of its request besides amount and state: the kind and how it was delivered. */
const INVOICE_KEYS_KEPT = ['type', 'fetch_way'] as const

/** Erases one account inside the caller's transaction (see the file's comment for what goes and what stays). */
export async function eraseAccount(tx: Tx, userId: string, now = nowSeconds()): Promise<void> {
  const [user] = await tx.select().from(s.users).where(eq(s.users._id, userId)).limit(1)
  if (!user) return
  const targets = [user.phone, user.email].filter((v): v is string => Boolean(v))
  const mine = <T extends { user_id: unknown }>(table: T) => eq((table as unknown as { user_id: typeof s.sessions.user_id }).user_id, userId)

  // Unpaid orders: closed, their places and stock back on sale (as an expiry would).
  const closed = await tx.update(s.checkouts).set({ status: 'closed', close_reason: 'account_deleted', closed: now })
    .where(and(eq(s.checkouts.user_id, userId), eq(s.checkouts.status, 'pending')))
    .returning({ activity_id: s.checkouts.activity_id, quantity: s.checkouts.quantity, price_id: s.checkouts.price_id, source_id: s.checkouts.source_id })
  await releaseMany(tx, closed.map((o) => ({ activityId: o.activity_id, quantity: o.quantity, priceId: o.price_id, sourceId: o.source_id })))

  // Waitlist: a held place goes back as an unclaimed hold's does (the next person waiting gets it); every entry goes.
  const entries = await tx.delete(s.waitlistEntries).where(eq(s.waitlistEntries.user_id, userId))
    .returning({ activity_id: s.waitlistEntries.activity_id, price_id: s.waitlistEntries.price_id, status: s.waitlistEntries.status })
  await releaseMany(tx, entries.filter((e) => e.status === 'held').map((e) => ({ activityId: e.activity_id, quantity: 1, priceId: e.price_id })), { now })

  // Kept, anonymised: orders (amounts, number, state), invoices (amount, state, kind), tickets (activity, code, state).
  await tx.update(s.checkouts).set({ attendees: sql`(select coalesce(jsonb_agg('{}'::jsonb), '[]'::jsonb) from jsonb_array_elements(${s.checkouts.attendees}))`, group: null })
    .where(eq(s.checkouts.user_id, userId))
  await tx.update(s.invoices).set({ doc: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${s.invoices.doc}) where key in (${sql.join(INVOICE_KEYS_KEPT.map((k) => sql`${k}`), sql`, `)}))` })
    .where(eq(s.invoices.user_id, userId))
  await tx.update(s.tickets).set({ name: null, phone: null, area_code: null, email: null, id_number: null, form: {} })
    .where(or(eq(s.tickets.user_id, userId), eq(s.tickets.agent_id, userId)))
  await tx.update(s.ticketGroups).set({ name: '', contact_name: '', contact_phone: '', contact_email: null }).where(eq(s.ticketGroups.agent_id, userId))

  // Erased.
  for (const table of [
    s.sessions, s.userIdentities, s.formAnswers, s.voteAnswers, s.voteTallies, s.demands, s.appointments, s.likes, s.demandComments,
    s.uploads, s.userAgendas, s.enterpriseQuestions, s.liveUsers, s.liveChats, s.meetingAuthorizations, s.userWorks, s.userMeetings,
    s.matchQueries, s.exhibitorApplications, s.oauthCodes, s.oauthTokens, s.signinTickets, s.threads, s.threadReplies, s.threadReports,
    s.calendarFeeds, s.consents, s.wechatQrLogins, s.actionLogs, s.clientReports, s.activityReminders, s.leads,
  ] as const) {
    await tx.delete(table).where(mine(table))
  }
  await tx.delete(s.appointments).where(eq(s.appointments.seller_user_id, userId))
  await tx.delete(s.friends).where(or(eq(s.friends.user_id, userId), eq(s.friends.friend_id, userId)))
  await tx.delete(s.friendApplications).where(or(eq(s.friendApplications.user_id, userId), eq(s.friendApplications.friend_id, userId)))
  if (targets.length) {
    await tx.delete(s.outbox).where(inArray(s.outbox.to, targets))
    await tx.delete(s.verificationCodes).where(inArray(s.verificationCodes.target, targets))
  }
  await tx.update(s.enterprises).set({ user_id: null }).where(eq(s.enterprises.user_id, userId))
  await tx.delete(s.receptionStaff).where(eq(s.receptionStaff.user_id, userId))
  await tx.delete(s.enterpriseStaff).where(user.phone ? or(eq(s.enterpriseStaff.user_id, userId), eq(s.enterpriseStaff.phone, user.phone)) : eq(s.enterpriseStaff.user_id, userId))
  await tx.update(s.leads).set({ captured_by: null }).where(eq(s.leads.captured_by, userId))

  // The tombstone: no phone, e-mail or profile; it cannot sign in, and its phone / e-mail can register anew.
  await tx.update(s.users).set({ phone: null, area_code: null, email: null, roles: [], special_identity: 0, doc: { erased: now }, deleted: 1 })
    .where(eq(s.users._id, userId))
}

/** The job: erases every account whose cooling-off period has passed; returns how many. */
export async function runAccountErasure(db: Db, now = nowSeconds()): Promise<number> {
  const due = and(eq(s.accountDeletions.status, 'pending'), lte(s.accountDeletions.due, now))
  const [any] = await db.select({ _id: s.accountDeletions._id }).from(s.accountDeletions).where(due).limit(1)
  if (!any) return 0
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.update(s.accountDeletions).set({ status: 'erased', erased: now }).where(due)
        .returning({ user_id: s.accountDeletions.user_id })
      for (const row of claimed) await eraseAccount(tx, row.user_id, now)
      return claimed.length
    })
  } catch (err) {
    // Another instance claiming the same requests at the same moment: it erases them, nothing is lost.
    if (pgError(err)?.code === '40P01') return 0
    throw err
  }
}
