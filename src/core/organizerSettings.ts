/**
 * The organiser console's rules for a meeting's settings form (issue 28): dates typed as the meeting's wall clock,
 * and the fields a refused save (400 / 4220 `body.<field>: <why>; …`) names, so each error sits beside its field.
 */
import { formatDateTime } from './time'

export const WALL_CLOCK_FORMAT = 'YYYY-MM-DD HH:mm'

/** Seconds as the zone's wall clock, `YYYY-MM-DD HH:mm`. */
export const formatWallClock = (seconds: number, timezone: string): string => formatDateTime(seconds, timezone, WALL_CLOCK_FORMAT)

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/

/** The instant (seconds) a wall clock `YYYY-MM-DD HH:mm` names in the zone, or null for text that is no such time. */
export function parseWallClock(text: string, timezone: string): number | null {
  const m = WALL_CLOCK.exec(text.trim())
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1).map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(wall)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  // The zone's offset at that instant, read back from the formatter (twice: a DST change between guess and answer).
  let guess = wall
  for (let i = 0; i < 2; i++) {
    const shown = parseUtc(formatWallClock(guess / 1000, timezone))
    guess -= shown - wall
  }
  return Math.round(guess / 1000)
}

function parseUtc(text: string): number {
  const [year, month, day, hour, minute] = WALL_CLOCK.exec(text)!.slice(1).map(Number)
  return Date.UTC(year, month - 1, day, hour, minute)
}

/** One refused field of a 4220 answer: `title.en`, `end`, `theme_color` …, and the server's reason. */
export interface RefusedField { field: string; reason: string }

/** The body fields a 4220 message names (`body.title.en: …; body.end: …`); none when it names no body field. */
export function refusedFields(message: string): RefusedField[] {
  return message.split('; ').flatMap(part => {
    const m = /^body\.([\w.]+): (.*)$/.exec(part.trim())
    return m ? [{ field: m[1], reason: m[2] }] : []
  })
}

/** Whether the text names an IANA time zone this device knows (the server checks its own list as well). */
export function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text.trim() })
    return text.trim() !== ''
  } catch {
    return false
  }
}

/** The languages on whose title is empty: the server refuses a meeting without a title in each language it offers. */
export function languagesWithoutTitle<L extends string>(on: readonly L[], title: Partial<Record<L, string>>): L[] {
  return on.filter(l => !(title[l] ?? '').trim())
}
