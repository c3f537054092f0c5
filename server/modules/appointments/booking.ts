/**
 * Booking an appointment with an exhibitor (SPEC §4, §5, §8): the checks before (times, the meeting takes
 * appointments, the seller, registration, a proposed time's day), then, in one transaction holding advisory locks on
 * both people, the conflicts: an accepted meeting of either party overlapping → 4202, the seller's day full → 4201,
 * pending negotiations overlapping → 4200 with `data.count` unless `force=1`. The booking records the company's lead.
 */
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { appointments, enterprises, meetings, schedules, users } from '../../db/schema'
import { requireParticipant } from '../meetings/access'
import type { AuthUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds, objectId as newId } from '../../lib/ids'
import { recordContactLead } from '../leads/leads'
import { countWhere } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { personDocs } from '../accounts/users'
import { flag, int, objectId, requestOf, strict, text, timeZone, z } from '../../lib/validation'
import { zoneDay } from '../../lib/zoneDay'
import type { AppointmentRequest } from '../../../types/api'

export type AppointmentRow = typeof appointments.$inferSelect
const DEFAULT_DAY_MAX = 10

export async function lockPeople(tx: Tx, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${id}`}))`)
}

export const overlapping = (start: number, end: number) => and(lt(appointments.start, end), gt(appointments.end, start))
export const involves = (ids: string[]) => or(inArray(appointments.user_id, ids), inArray(appointments.seller_user_id, ids))

export async function appointmentDocs(db: Tx, rows: AppointmentRow[], me: string) {
  const ids = [...new Set(rows.flatMap((r) => [r.user_id, r.seller_user_id]))]
  const people = await personDocs(db, ids)
  const person = (id: string) => people.get(id)!
  return rows.map((r) => ({ ...toDoc(r), role: r.seller_user_id === me ? 'seller' : 'buyer', user: person(r.user_id), seller: person(r.seller_user_id) }))
}

export const bookingBody = requestOf<AppointmentRequest>()(strict({
  meeting_id: objectId,
  enterprise_id: objectId.optional(),
  seller_user_id: objectId.optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  start: int(1),
  end: int(1),
  timezone: timeZone.optional(),
  type: z.enum(['online', 'offline']),
  reason: text(500, 1),
  booth: text(40).optional(),
  /** 1 = submit anyway despite pending negotiations at that time. */
  force: flag.optional(),
  /** 1 = a time the visitor proposes, the exhibitor publishing no slots. */
  proposed: flag.optional(),
}).refine((b) => b.enterprise_id || b.seller_user_id, 'enterprise_id or seller_user_id is required'))
export type Booking = z.infer<typeof bookingBody>

/** A proposed time goes to an exhibitor without slots ahead, on a day of the meeting (its zone's calendar days). */
async function checkProposal(db: Db, b: Booking, meeting: { start: number; end: number }, timezone: string): Promise<void> {
  if (!b.enterprise_id) throw badRequest(ErrorCode.ValidationFailed, 'body.enterprise_id: a proposed time goes to an exhibitor')
  const slotsAhead = await countWhere(db, schedules, and(eq(schedules.enterprise_id, b.enterprise_id), eq(schedules.deleted, 0), gt(schedules.end, nowSeconds())))
  if (slotsAhead > 0) {
    throw conflict(ErrorCode.AppointmentSlotsPublished, 'this exhibitor publishes its free times: book one of its slots (GET /meeting/schedules) instead of proposing one', { slots: slotsAhead })
  }
  const seconds = (t: number) => (t >= 1e12 ? Math.floor(t / 1000) : t)
  const first = zoneDay(seconds(meeting.start), timezone)
  const last = zoneDay(Math.max(seconds(meeting.start), seconds(meeting.end) - 1), timezone)
  if (b.date < first || b.date > last) throw badRequest(ErrorCode.ValidationFailed, `body.date: a proposed time must fall on a day of the meeting (${first} to ${last})`, { first, last })
  if (zoneDay(b.end - 1, timezone) !== b.date) throw badRequest(ErrorCode.ValidationFailed, 'body.end: a proposed meeting ends on the day it starts')
}

export async function book(db: Db, me: AuthUser, b: Booking): Promise<AppointmentRow> {
  if (b.start === b.end) throw badRequest(ErrorCode.ValidationFailed, 'start and end must differ')
  if (b.end < b.start) throw badRequest(ErrorCode.ValidationFailed, 'end must be after start')
  if (b.start <= nowSeconds()) throw badRequest(ErrorCode.ValidationFailed, 'the time must be after now')
  if (b.end - b.start > 24 * 3600) throw badRequest(ErrorCode.ValidationFailed, 'an appointment lasts at most one day')
  const [meeting] = await db.select({ doc: meetings.doc, start: meetings.start, end: meetings.end }).from(meetings).where(and(eq(meetings._id, b.meeting_id), eq(meetings.deleted, 0))).limit(1)
  if (!meeting) throw notFound('meeting')
  if (Number((meeting.doc as { appointments?: number }).appointments ?? 0) !== 1) throw forbidden('this meeting does not take appointments')
  const timezone = b.timezone ?? (meeting.doc as { timezone?: string }).timezone ?? 'Asia/Shanghai'
  if (zoneDay(b.start, timezone) !== b.date) throw badRequest(ErrorCode.ValidationFailed, `date ${b.date} does not match start in ${timezone}`)
  let seller = b.seller_user_id
  let dayMax = DEFAULT_DAY_MAX
  let enterpriseId: string | null = null
  if (b.enterprise_id) {
    const [enterprise] = await db.select().from(enterprises).where(and(eq(enterprises._id, b.enterprise_id), eq(enterprises.deleted, 0))).limit(1)
    if (!enterprise || enterprise.meeting_id !== b.meeting_id) throw notFound('enterprise')
    if (!enterprise.user_id) throw conflict(ErrorCode.NoPermission, 'this exhibitor has no account to take appointments')
    if (seller && seller !== enterprise.user_id) throw badRequest(ErrorCode.ValidationFailed, 'seller_user_id is not the account of this enterprise')
    seller = enterprise.user_id
    enterpriseId = enterprise._id
    dayMax = Number((enterprise.doc as { appointment_max?: number }).appointment_max ?? DEFAULT_DAY_MAX)
  } else {
    const [owned] = await db.select().from(enterprises).where(and(eq(enterprises.user_id, seller!), eq(enterprises.meeting_id, b.meeting_id), eq(enterprises.deleted, 0))).limit(1)
    if (owned) { enterpriseId = owned._id; dayMax = Number((owned.doc as { appointment_max?: number }).appointment_max ?? DEFAULT_DAY_MAX) }
    const [exists] = await db.select({ _id: users._id }).from(users).where(and(eq(users._id, seller!), eq(users.deleted, 0))).limit(1)
    if (!exists) throw notFound('user')
  }
  if (seller === me._id) throw badRequest(ErrorCode.ValidationFailed, 'you cannot book an appointment with yourself')
  if (b.proposed === 1) await checkProposal(db, b, meeting, timezone)
  await requireParticipant(db, me._id, b.meeting_id)
  rejectSensitive({ reason: b.reason })

  const row = await db.transaction(async (tx) => {
    await lockPeople(tx, [me._id, seller!])
    const people = [me._id, seller!]
    const live = and(involves(people), overlapping(b.start, b.end))
    const busy = await countWhere(tx, appointments, and(live, eq(appointments.status, 1)))
    if (busy > 0) throw conflict(ErrorCode.AppointmentBusy, 'you or the other party already has a meeting at this time', { count: busy })
    const dayTaken = await countWhere(tx, appointments, and(eq(appointments.seller_user_id, seller!), inArray(appointments.status, [0, 1]), sql`${appointments.doc} ->> 'date' = ${b.date}`))
    if (dayTaken >= dayMax) throw conflict(ErrorCode.AppointmentFull, 'booking full: this exhibitor takes no more appointments that day', { max: dayMax })
    const pending = await countWhere(tx, appointments, and(live, eq(appointments.status, 0)))
    if (pending > 0 && b.force !== 1) {
      throw conflict(ErrorCode.AppointmentConflict, `appointment time conflict: ${pending} negotiations already at this time; submit anyway with force=1`, { count: pending })
    }
    const [created] = await tx.insert(appointments).values({
      _id: newId(), meeting_id: b.meeting_id, enterprise_id: enterpriseId, user_id: me._id, seller_user_id: seller!, start: b.start, end: b.end, status: 0,
      // An online meeting happens at its link (given on accepting), never at a booth.
      doc: { date: b.date, timezone, type: b.type, reason: b.reason, booth: b.type === 'online' ? undefined : b.booth, ...(b.proposed === 1 ? { proposed: 1 } : {}) },
    }).returning()
    // Booking a company's time contacts it: its lead (issue 16) is recorded now, with the booking.
    if (enterpriseId) await recordContactLead(tx, { enterpriseId, userId: me._id, source: 'appointment', created: created.created })
    return created
  })
  return row
}
