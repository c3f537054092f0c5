import type { Agenda, Live, Timestamp } from '@fu-types/entities'
import { liveState, type LiveState } from './live'
import { DEFAULT_TIMEZONE, formatDateTime, formatTimeRange, isSameDay, toMs } from './time'

/** One day of the programme: its date in the meeting's zone and its sessions by start time. */
export interface AgendaDay<T extends Pick<Agenda, 'start'>> {
  /** `YYYY-MM-DD` in the meeting's zone: a stable key for tabs. */
  key: string
  /** The day's first start, for labels. */
  start: Timestamp
  items: T[]
}

/** The calendar day of a moment in the meeting's zone (a session at 23:30 UTC is the next day in Shanghai). */
export function dayKey(ts: Timestamp, timezone: string = DEFAULT_TIMEZONE): string {
  return formatDateTime(ts, timezone, 'YYYY-MM-DD')
}

/** Sessions grouped by the day they start on in the meeting's zone, days and sessions in time order. */
export function agendaDays<T extends Pick<Agenda, 'start'>>(agendas: readonly T[], timezone: string = DEFAULT_TIMEZONE): AgendaDay<T>[] {
  const sorted = [...agendas].sort((a, b) => toMs(a.start) - toMs(b.start))
  const days: AgendaDay<T>[] = []
  for (const agenda of sorted) {
    const key = dayKey(agenda.start, timezone)
    const last = days[days.length - 1]
    if (last && last.key === key) last.items.push(agenda)
    else days.push({ key, start: agenda.start, items: [agenda] })
  }
  return days
}

/** A session's time under its day's tab: `09:00 - 10:30`, or the full range when it runs past midnight. */
export function formatSessionTime(start: Timestamp, end: Timestamp, timezone: string = DEFAULT_TIMEZONE): string {
  if (!isSameDay(start, end, timezone)) return formatTimeRange(start, end, timezone)
  return `${formatDateTime(start, timezone, 'HH:mm')} - ${formatDateTime(end, timezone, 'HH:mm')}`
}

/** The day to open on: today's when the programme has it, else the next day to come, else the first. */
export function initialAgendaDay(days: readonly Pick<AgendaDay<Pick<Agenda, 'start'>>, 'key'>[], now: number, timezone: string = DEFAULT_TIMEZONE): string | undefined {
  const today = dayKey(now, timezone)
  return (days.find(day => day.key >= today) ?? days[0])?.key
}

/** Which linked live a session's badge speaks for, most pressing first: running, then paused, soon, replay, over. */
const LIVE_STATE_ORDER: LiveState[] = ['live', 'paused', 'countdown', 'replay', 'over']

/**
 * The state of one of a session's lives inside that session: the session's own start and end decide (its stream is
 * the session), through the one live rule: counting down until the session starts, live (or paused) only while it
 * runs, replay only after it ended and when this live has a replay, else over. A live linked to a session a week
 * away is not "live" on the session because the live's own record runs today.
 */
export function sessionLiveState(session: Pick<Agenda, 'start' | 'end'>, live: Pick<Live, 'paused' | 'replay_url'>, now: number): LiveState {
  return liveState({ start: session.start, end: session.end, paused: live.paused, replay_url: live.replay_url }, now)
}

/** The linked live a session's badge speaks for, with its state in the session at `now` (ms); none without shown lives. */
export function agendaLive(session: Pick<Agenda, 'start' | 'end' | 'lives'>, now: number): { live: Live; state: LiveState } | undefined {
  let best: { live: Live; state: LiveState } | undefined
  for (const live of session.lives ?? []) {
    const state = sessionLiveState(session, live, now)
    if (!best || LIVE_STATE_ORDER.indexOf(state) < LIVE_STATE_ORDER.indexOf(best.state)) best = { live, state }
  }
  return best
}
