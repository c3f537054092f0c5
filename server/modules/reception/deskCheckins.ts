/**
 * Check-ins at the desks (issue 16), shared by the online check-in (PUT /tickets/{id}/attends) and the offline
 * desk's sync (POST /reception/checkins): the ticket keeps the first check-in; every check-in, the later ones too, is
 * written to `ticket_checkins`, so a conflict between two desks loses neither.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client'
import { ticketCheckins, users } from '../../db/schema'
import { objectId } from '../../lib/ids'

export type CheckinOutcome = 'checked_in' | 'conflict' | 'not_approved' | 'not_found'

/** The desk a request comes from: the device id every client sends (SPEC §7 headers). */
export const deskOf = (request: FastifyRequest): string => String(request.headers['device-id'] ?? '').slice(0, 128) || 'unknown'

export async function logCheckin(db: Tx, row: {
  ticket_id: string | null; activity_id: string; meeting_id: string; code: string; desk_id: string; client_id?: string | null
  staff_user_id: string; at: number; outcome: CheckinOutcome
}): Promise<void> {
  await db.insert(ticketCheckins).values({ _id: objectId(), ...row, client_id: row.client_id ?? null }).onConflictDoNothing()
}

/** Who made the first (kept) check-in of each ticket: the staff member's name, for a conflict report. */
export async function firstCheckins(db: Tx, ticketIds: string[]): Promise<Map<string, { at: number; staff: string | null }>> {
  if (!ticketIds.length) return new Map()
  const rows = await db.select({ ticket_id: ticketCheckins.ticket_id, at: ticketCheckins.at, doc: users.doc, phone: users.phone })
    .from(ticketCheckins).leftJoin(users, eq(users._id, ticketCheckins.staff_user_id))
    .where(and(inArray(ticketCheckins.ticket_id, ticketIds), eq(ticketCheckins.outcome, 'checked_in')))
    .orderBy(asc(ticketCheckins.created), asc(ticketCheckins._id))
  const first = new Map<string, { at: number; staff: string | null }>()
  for (const row of rows) {
    if (!row.ticket_id || first.has(row.ticket_id)) continue
    const name = (row.doc as { username?: unknown } | null)?.username
    first.set(row.ticket_id, { at: row.at, staff: typeof name === 'string' && name ? name : row.phone ? `***${row.phone.slice(-4)}` : null })
  }
  return first
}
