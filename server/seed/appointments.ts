/**
 * Demo appointments with Aurora Robotics (the demo exhibitor's company), so "My appointments" and the exhibitor's
 * requests show something real: the visitor's request waiting for an answer and one met three days ago, and Emma's
 * accepted online meeting. They sit on the second expo day, between its bookable slots (10:00, 11:00, 14:00, 15:00)
 * so every slot stays free, and away from the first day the tests book, where Aurora's three-a-day limit is untouched
 * (on the second day two of the three are taken).
 */
import { appointments } from '../db/schema'
import type { Tx } from '../db/client'
import { SEED_IDS } from './ids'
import { DAY } from './text'

const ZONE = 'Asia/Shanghai'
const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(seconds * 1000))
/** `hour`:00 Shanghai time on the day `days` from now, and that day as YYYY-MM-DD. */
function at(now: number, days: number, hour: number) {
  const date = day(now + days * DAY)
  return { date, start: Math.floor(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`) / 1000) }
}

export async function seedAppointments(db: Tx, now: number): Promise<void> {
  const u = SEED_IDS.users
  const meeting = (id: string, buyer: string, when: { date: string; start: number }, status: number, type: 'online' | 'offline', reason: string) => ({
    _id: id, meeting_id: SEED_IDS.meeting, enterprise_id: SEED_IDS.enterprises[0], user_id: buyer, seller_user_id: u.exhibitor,
    // An online meeting is held at its link (a demo address), not at the booth.
    start: when.start, end: when.start + 1800, status, doc: { date: when.date, timezone: ZONE, type, reason, ...(type === 'online' ? { link: `https://meet.demo.test/aurora-${id.slice(-4)}` } : { booth: 'A100' }) },
  })
  const [waiting, accepted, met] = SEED_IDS.appointments
  await db.insert(appointments).values([
    meeting(waiting, u.visitor, at(now, 8, 16), 0, 'offline', 'Distribution of the service robots in East China'),
    meeting(accepted, u.friend, at(now, 8, 12), 1, 'online', 'Power supply for the robot arms'),
    meeting(met, u.visitor, at(now, -3, 15), 1, 'offline', 'First look at the product line'),
  ])
}
