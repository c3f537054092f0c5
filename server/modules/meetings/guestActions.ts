/**
 * Counted actions by guests (SPEC §6, §7): views, `/logs` views and `/search/keyword` answer a guest when the meeting is open
 * to guests; the client then sends its device id as `user_id`. Writes that change a person's data stay token-only.
 */
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client'
import { activities, agendas, demands, enterprises, lives, meetings, news, products, speakers } from '../../db/schema'
import { allowRead } from './access'
import { notFound } from '../../http/errors'

/**
 * Who did it: the signed-in user's id, or for a guest `device:<device id>` once the meeting allows guests (401 otherwise).
 * The prefix keeps a guest from writing into a real user's log by sending that user's id as its "device id".
 */
export async function actorOf(db: Tx, request: FastifyRequest, meetingId: string | null | undefined, deviceId?: string): Promise<string | null> {
  if (request.user) return request.user._id
  await allowRead(db, request, meetingId)
  return deviceId ? `device:${deviceId}` : null
}

export type LoggedTarget = 'meeting' | 'activity' | 'enterprise' | 'product' | 'live' | 'agenda' | 'news' | 'demand' | 'speaker'

/** The meeting an item belongs to (404 when the item does not exist). */
export async function meetingOfTarget(db: Tx, type: LoggedTarget, id: string): Promise<string> {
  const row = await findMeetingId(db, type, id)
  if (!row) throw notFound(type)
  return row
}

async function findMeetingId(db: Tx, type: LoggedTarget, id: string): Promise<string | undefined> {
  switch (type) {
    case 'meeting': return (await db.select({ m: meetings._id }).from(meetings).where(eq(meetings._id, id)).limit(1))[0]?.m
    case 'news': return (await db.select({ m: news.meeting }).from(news).where(eq(news._id, id)).limit(1))[0]?.m
    default: {
      const table = { activity: activities, enterprise: enterprises, product: products, live: lives, agenda: agendas, demand: demands, speaker: speakers }[type]
      return (await db.select({ m: table.meeting_id }).from(table).where(eq(table._id, id)).limit(1))[0]?.m
    }
  }
}
