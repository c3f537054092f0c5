/**
 * Guest reads (SPEC §6): without a token, a meeting's content may be read only when the meeting's `limits.type` is 0
 * and `allow_guest_view` is 1. Read routes of meeting content are declared `auth: 'public'` (a token that is sent is
 * still checked by the auth hook) and call `allowRead` with the meeting the content belongs to.
 */
import { eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../db/client'
import { meetings, tickets } from '../db/schema'
import { ApiError, ErrorCode, notFound } from './errors'
import type { PublicCache } from './publicCache'
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
  const load = async () => (await db.select({ doc: meetings.doc, deleted: meetings.deleted }).from(meetings).where(eq(meetings._id, meetingId)).limit(1))[0]
  // Guests ask this on every list: from memory, dropped on any write to meetings (lib/publicCache.ts).
  const cache = (request.server as { publicCache?: PublicCache } | undefined)?.publicCache
  const meeting = cache ? await cache.memo(`meeting:${meetingId}`, load) : await load()
  if (!meeting) throw notFound('meeting')
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
