import type { Timestamp } from '@fu-types/entities'
import { meetingDayKeys } from './appointmentSlots'
import { dayKey } from './agenda'
import { DEFAULT_TIMEZONE, formatDateTime, toMs } from './time'

/**
 * A time the visitor proposes to an exhibitor that publishes no slots (issue 25): a day of the meeting, a start on the
 * half hour within the expo's working day, and how long. The server takes it as POST /appointments with proposed=1.
 */
const PROPOSAL_FIRST_START = '09:00'
const PROPOSAL_LAST_START = '17:30'
export const PROPOSAL_DURATIONS = [30, 60] as const
export type ProposalDuration = (typeof PROPOSAL_DURATIONS)[number]

/** Unix seconds of the wall time `HH:mm` on `YYYY-MM-DD` in the zone (the offset read at that instant: DST included). */
export function zonedTime(day: string, time: string, timezone: string = DEFAULT_TIMEZONE): number {
  const [y, m, d] = day.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  const wall = Date.UTC(y, m - 1, d, h, min)
  const offsetAt = (ms: number) => Date.parse(`${formatDateTime(ms, timezone, 'YYYY-MM-DDTHH:mm')}:00Z`) - ms
  let ms = wall - offsetAt(wall)
  // Near a change of offset the first guess reads the other side's: read it again where the guess landed.
  ms = wall - offsetAt(ms)
  return Math.floor(ms / 1000)
}

/** The meeting's days (in its zone) a time can still be proposed on: today and after, none once it is over. */
export function proposalDays(meeting: { start: Timestamp; end: Timestamp } | undefined | null, now: number, timezone: string = DEFAULT_TIMEZONE): string[] {
  const today = dayKey(now, timezone)
  return meetingDayKeys(meeting, timezone).filter(key => key >= today)
}

interface ProposalStart {
  /** `HH:mm` in the meeting's zone. */
  time: string
  /** Unix seconds. */
  start: number
  /** Already past (today): shown, not offered. */
  past: boolean
}

/** The half hours from 09:00 to 17:30 of the day, each with its instant and whether it is already past `now` (ms). */
export function proposalStarts(day: string, now: number, timezone: string = DEFAULT_TIMEZONE): ProposalStart[] {
  const [firstH, firstM] = PROPOSAL_FIRST_START.split(':').map(Number)
  const [lastH, lastM] = PROPOSAL_LAST_START.split(':').map(Number)
  const starts: ProposalStart[] = []
  for (let minutes = firstH * 60 + firstM; minutes <= lastH * 60 + lastM; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    const start = zonedTime(day, time, timezone)
    starts.push({ time, start, past: toMs(start) <= now })
  }
  return starts
}
