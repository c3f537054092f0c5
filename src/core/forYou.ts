import type { Agenda, Live } from '@fu-types/entities'
import { agendaDays, agendaLive, dayKey, type AgendaDay } from './agenda'
import { liveState } from './live'
import type { PlanItem } from './myAgenda'
import { toMs } from './time'

/**
 * The home's "for you" block (issue 25, a home that leads): what is next on my own plan, what is live now, and the
 * day's programme, each chosen from the meeting's own times.
 */

/** The first item of my plan that has not ended: running now, else the next to start. */
export function nextPlanned<T extends Pick<PlanItem, 'start' | 'end' | 'key'>>(items: readonly T[], now: number): T | undefined {
  let next: T | undefined
  for (const item of items) {
    if (toMs(item.end) <= now) continue
    if (!next || toMs(item.start) < toMs(next.start) || (toMs(item.start) === toMs(next.start) && item.key < next.key)) next = item
  }
  return next
}

/** How far away an item is, in the largest whole unit that reads well: minutes under an hour, hours under a day. */
export type Countdown = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; value: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function countdownTo(item: Pick<PlanItem, 'start' | 'end'>, now: number): Countdown {
  const until = toMs(item.start) - now
  if (until <= 0) return { unit: 'now' }
  // "In 1 minute" for the last seconds, never "in 0 minutes".
  if (until < HOUR) return { unit: 'minutes', value: Math.max(1, Math.ceil(until / MINUTE)) }
  if (until < DAY) return { unit: 'hours', value: Math.floor(until / HOUR) }
  return { unit: 'days', value: Math.floor(until / DAY) }
}

/** The lives running now (paused ones too: the stream is on air, just holding), earliest start first. */
export function livesOnAir<T extends Pick<Live, 'start' | 'end' | 'paused' | 'replay_url'>>(lives: readonly T[], now: number): T[] {
  return lives.filter(live => { const state = liveState(live, now); return state === 'live' || state === 'paused' })
    .sort((a, b) => toMs(a.start) - toMs(b.start))
}

/** The programme the home shows: today's sessions still to come, else the next day's (before the event, the first). */
interface ProgrammeDay<T extends Pick<Agenda, 'start'>> {
  day: AgendaDay<T>
  today: boolean
  /** Today: the sessions not ended yet (a finished morning is not news); another day: all of them. */
  items: T[]
}

/** Nothing once the whole programme is over: the home then leads with the organiser's blocks alone. */
export function programmeDay<T extends Pick<Agenda, 'start' | 'end'>>(sessions: readonly T[], now: number, timezone?: string): ProgrammeDay<T> | undefined {
  const todayKey = dayKey(now, timezone)
  const days = agendaDays(sessions, timezone).filter(day => day.key >= todayKey)
  for (const day of days) {
    const today = day.key === todayKey
    const items = today ? day.items.filter(session => toMs(session.end) > now) : day.items
    if (items.length) return { day, today, items }
  }
  return undefined
}

/** A programme session's live badge: only "live" (or paused) while the session itself runs. */
export function sessionOnAir(session: Pick<Agenda, 'start' | 'end' | 'lives'>, now: number): boolean {
  const state = agendaLive(session, now)?.state
  return state === 'live' || state === 'paused'
}
