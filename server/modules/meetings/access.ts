/**
 * Guest reads (SPEC §6): without a token, a meeting's content may be read only when the meeting's `limits.type` is 0
 * and `allow_guest_view` is 1. Read routes of meeting content are declared `auth: 'public'` (a token that is sent is
 * still checked by the auth hook) and call `allowRead` with the meeting the content belongs to.
 */
import { asc, eq, gt, inArray, or } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client'
import { activities, meetings, tickets } from '../../db/schema'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import type { PublicCache } from '../../http/publicCache'
import { and } from 'drizzle-orm'

export function guestViewable(doc: Record<string, unknown> | undefined): boolean {
  const limits = (doc?.limits ?? {}) as { type?: unknown }
  return Number(limits.type ?? 0) === 0 && Number(doc?.allow_guest_view ?? 0) === 1
}

const loginRequired = () => new ApiError(401, ErrorCode.LoginRequired, 'login required: this meeting is not open to guests')

/** Passes for a signed-in user; for a guest, only when the meeting allows guest viewing. Unknown meeting → 404. */
export async function allowRead(db: Tx, request: FastifyRequest, meetingId: string | undefined | null): Promise<void> {
  if (request.user) return
  if (!meetingId) throw loginRequired()
  const load = async () => (await db.select({ doc: meetings.doc, deleted: meetings.deleted, published: meetings.published }).from(meetings).where(eq(meetings._id, meetingId)).limit(1))[0]
  // Guests ask this on every list: from memory, dropped on any write to meetings (http/publicCache.ts).
  const cache = (request.server as { publicCache?: PublicCache } | undefined)?.publicCache
  const meeting = cache ? await cache.memo(`meeting:${meetingId}`, load) : await load()
  // A meeting its organisers have not published (modules/organizer) is not there for guests.
  if (!meeting || !meeting.published) throw notFound('meeting')
  if (!guestViewable(meeting.doc)) throw loginRequired()
}

/** SPEC §6: a participant is a user with an approved ticket (status 1 or 3) for an activity of the meeting. */
export async function isParticipant(db: Tx, userId: string, meetingId: string): Promise<boolean> {
  const [row] = await db.select({ _id: tickets._id }).from(tickets)
    .where(and(eq(tickets.user_id, userId), eq(tickets.meeting_id, meetingId), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0))).limit(1)
  return Boolean(row)
}

export async function requireParticipant(db: Tx, userId: string, meetingId: string): Promise<void> {
  if (!(await isParticipant(db, userId, meetingId))) {
    throw new ApiError(403, ErrorCode.RegistrationRequired, 'register for an activity of this meeting first')
  }
}

/** An activity whose approved ticket makes one a participant, as the refusal names it (issue 25). */
export interface ParticipationActivity {
  _id: string
  title: unknown
  start: number
  end: number
  /** My ticket there that does not count yet: 0 under review, 2 rejected. */
  my_ticket_status?: number
}

/**
 * The activities that make one a participant of the meeting and are open to sign up for now (shown in the programme,
 * public, not ended, deadline not passed), and any where I hold a ticket that does not count yet (under review or
 * rejected), earliest first: what "register as a participant first" means, by name.
 */
export async function participationActivities(db: Tx, userId: string, meetingId: string): Promise<ParticipationActivity[]> {
  const now = nowSeconds()
  const mine = await db.select({ activity_id: tickets.activity_id, status: tickets.status }).from(tickets)
    .where(and(eq(tickets.user_id, userId), eq(tickets.meeting_id, meetingId), inArray(tickets.status, [0, 2]), eq(tickets.deleted, 0)))
  const myStatus = new Map(mine.map(t => [t.activity_id, t.status]))
  const open = and(eq(activities.enable_show, 1), eq(activities.privacy, 0), gt(activities.end, now), or(eq(activities.deadline, 0), gt(activities.deadline, now)))
  const rows = await db.select({ _id: activities._id, doc: activities.doc, start: activities.start, end: activities.end }).from(activities)
    .where(and(eq(activities.meeting_id, meetingId), eq(activities.deleted, 0), myStatus.size ? or(open, inArray(activities._id, [...myStatus.keys()])) : open))
    .orderBy(asc(activities.start), asc(activities._id)).limit(20)
  return rows.map(r => ({
    _id: r._id, title: (r.doc as { title?: unknown }).title ?? '', start: r.start, end: r.end,
    ...(myStatus.has(r._id) ? { my_ticket_status: myStatus.get(r._id) } : {}),
  }))
}
