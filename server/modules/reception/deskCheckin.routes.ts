/**
 * The reception desk's offline check-in (issue 16), for reception staff of the activity's meeting (modules/reception/staff.ts);
 * anyone else, a visitor or another meeting's staff, gets 403:
 *   GET  /reception/checkin/list?activity_id → what a desk keeps on the device to check guests in without a network:
 *        every ticket of the activity (ticket_id, code, name, status, attended, price_id; no phone or e-mail), and the
 *        activity's day keys of the rotating ticket QR (today and tomorrow, UTC) to verify codes offline
 *   POST /reception/checkins { checkins: [{ id, activity_id, ticket_id?, code, at }] } → the desk's queue: each
 *        check-in is answered by its `id`: checked_in (kept: status 3, attended = at), conflict (the ticket was
 *        checked in first elsewhere: first_at, first_desk; this one is logged, not applied), not_approved (under
 *        review or rejected: status), not_found (no ticket with that code). Sending the same queue again gives the
 *        same answers (desk device id + id). A check-in naming a ticket_id must carry that ticket's own code: otherwise
 *        the whole queue is refused (400 / 4154, `data.ids`) before anything is applied.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { activities, ticketCheckins, tickets } from '../../db/schema'
import { requireUser, type AuthUser } from '../../http/auth'
import { deskOf, firstCheckins, logCheckin, type CheckinOutcome } from './deskCheckins'
import { badRequest, ErrorCode, forbidden } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { loadActivity } from '../activities/registration'
import { staffMeetings } from './staff'
import { activityDayKeys } from '../activities/ticketPass'
import { int, objectId, strict, z } from '../../lib/validation'

/** A desk may have been offline for a while, but not longer than this (older times are taken as now). */
const OLDEST_CHECKIN = 3 * 86_400

const checkinItem = strict({
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'id: 1 to 64 letters, digits, _ or -'),
  activity_id: objectId,
  ticket_id: objectId.nullish(),
  code: z.string().regex(/^\d{6}$/, 'expected a 6-digit ticket code'),
  at: int(0),
})

export default async function deskCheckinRoutes(app: App, { db, signSecret }: Context): Promise<void> {
  const refuse = () => forbidden('only reception staff of this meeting check its guests in')
  async function staffOf(me: AuthUser, meetingIds: string[]) {
    const meetings = await staffMeetings(db, me)
    if (!meetingIds.every((id) => meetings.has(id))) throw refuse()
  }

  app.get('/reception/checkin/list', { schema: { querystring: strict({ activity_id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    const activity = await loadActivity(db, request.query.activity_id)
    await staffOf(me, [activity.meeting_id])
    const rows = await db.select({
      ticket_id: tickets._id, code: tickets.code, name: tickets.name, status: tickets.status, attended: tickets.attended, price_id: tickets.price_id,
    }).from(tickets).where(and(eq(tickets.activity_id, activity._id), eq(tickets.deleted, 0))).orderBy(asc(tickets.code))
    return ok({
      activity_id: activity._id, meeting_id: activity.meeting_id, downloaded: nowSeconds(),
      keys: activityDayKeys(signSecret, activity._id), guests: rows,
    }, rows.length)
  })

  app.post('/reception/checkins', {
    schema: { body: strict({ checkins: z.array(checkinItem).min(1).max(500) }) },
  }, async (request) => {
    const me = requireUser(request)
    const items = request.body.checkins
    const activityIds = [...new Set(items.map((i) => i.activity_id))]
    const rows = await db.select({ _id: activities._id, meeting_id: activities.meeting_id }).from(activities).where(inArray(activities._id, activityIds))
    if (rows.length !== activityIds.length) throw refuse()
    const meetingOf = new Map(rows.map((r) => [r._id, r.meeting_id]))
    await staffOf(me, [...new Set(rows.map((r) => r.meeting_id))])

    // A ticket id with another ticket's code would check the first in on the strength of the second's code (issue 26
    // F7). A desk sends both from the same row of its list, so a mismatch is forged or corrupt: refused as a whole.
    const named = items.filter((i) => i.ticket_id)
    const codes = named.length
      ? new Map((await db.select({ _id: tickets._id, code: tickets.code }).from(tickets)
        .where(inArray(tickets._id, named.map((i) => i.ticket_id!)))).map((t) => [t._id, t.code]))
      : new Map<string, string>()
    const mismatched = named.filter((i) => codes.has(i.ticket_id!) && codes.get(i.ticket_id!) !== i.code).map((i) => i.id)
    if (mismatched.length) {
      throw badRequest(ErrorCode.CheckinTicketMismatch, `ticket_id and code name different tickets (check-ins ${mismatched.join(', ')}): nothing was checked in`, { ids: mismatched })
    }

    const desk = deskOf(request)
    const now = nowSeconds()
    // A queue sent again (the answer was lost on the way): the same answers, nothing applied twice.
    const earlier = await db.select().from(ticketCheckins).where(and(eq(ticketCheckins.desk_id, desk), inArray(ticketCheckins.client_id, items.map((i) => i.id))))
    const seen = new Map(earlier.map((r) => [r.client_id, r]))
    const results: Record<string, unknown>[] = []
    const conflicts: { index: number; ticketId: string }[] = []
    for (const item of items) {
      const again = seen.get(item.id)
      const at = item.at > now || item.at < now - OLDEST_CHECKIN ? now : item.at
      const [ticket] = await db.select().from(tickets).where(and(
        eq(tickets.activity_id, item.activity_id), eq(tickets.deleted, 0),
        again?.ticket_id ? eq(tickets._id, again.ticket_id) : item.ticket_id ? and(eq(tickets._id, item.ticket_id), eq(tickets.code, item.code)) : eq(tickets.code, item.code),
      )).orderBy(asc(tickets._id)).limit(1)
      let outcome: CheckinOutcome
      let current = ticket
      if (again) {
        outcome = again.outcome as CheckinOutcome
      } else if (!ticket) {
        outcome = 'not_found'
      } else {
        // The status condition keeps the first check-in when two desks send the same ticket at once.
        const [row] = await db.update(tickets).set({ status: 3, attended: at }).where(and(eq(tickets._id, ticket._id), eq(tickets.status, 1))).returning()
        if (row) current = row
        outcome = row ? 'checked_in' : ticket.status === 3 ? 'conflict' : 'not_approved'
      }
      if (!again) {
        await logCheckin(db, {
          ticket_id: ticket?._id ?? null, activity_id: item.activity_id, meeting_id: meetingOf.get(item.activity_id)!, code: item.code,
          desk_id: desk, client_id: item.id, staff_user_id: me._id, at, outcome,
        })
      }
      if (outcome === 'conflict' && current) conflicts.push({ index: results.length, ticketId: current._id })
      results.push({
        id: item.id, outcome, ticket_id: current?._id ?? null, name: current?.name ?? null,
        ...(current ? { status: current.status, attended: current.attended } : {}),
      })
    }
    const first = await firstCheckins(db, conflicts.map((c) => c.ticketId))
    for (const { index, ticketId } of conflicts) {
      const kept = first.get(ticketId)
      results[index].first_at = kept?.at ?? results[index].attended ?? null
      results[index].first_desk = kept?.staff ?? null
    }
    return ok(results, results.length)
  })
}
