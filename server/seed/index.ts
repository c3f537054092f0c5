/** Seeds the demo meeting into an empty database (called at start, under the setup lock). */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { enterprises, meetings } from '../db/schema'
import { nowSeconds } from '../lib/ids'
import { backfillContactLeads } from '../modules/leads/leads'
import { seedActivities } from './activities'
import { seedAppointments } from './appointments'
import { seedContent } from './content'
import { seedFestival } from './festival'
import { seedMeeting } from './meeting'
import { seedMeetingInfo } from './meetingInfo'
import { seedPeople } from './people'
import { seedMembersMeeting } from './members'
import { seedOAuthClients } from './oauth'
import { seedPartners } from './partners'
import { seedSearches } from './searches'
import { seedShortLinks } from './shortLinks'
import { seedThreads } from './threads'
import { seedCollection } from './collection'
import { seedOrganizerRoles } from './organizerRoles'

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(meetings)
  if (count > 0) return false
  const now = nowSeconds()
  await db.transaction(async (tx) => {
    await seedMeeting(tx, now)
    await seedPeople(tx)
    await seedActivities(tx, now)
    await seedContent(tx, now)
    await seedAppointments(tx, now)
    await seedMembersMeeting(tx, now)
    await seedPartners(tx)
    await seedShortLinks(tx)
    await seedMeetingInfo(tx, now)
    await seedSearches(tx, now)
    await seedOAuthClients(tx)
    await seedThreads(tx, now)
    await seedCollection(tx, now)
    await seedFestival(tx, now)
    await seedOrganizerRoles(tx)
    // The seed's appointments and questions are inserted directly: their companies' leads are made from them here.
    for (const enterprise of await tx.select().from(enterprises)) await backfillContactLeads(tx, enterprise)
  })
  return true
}
