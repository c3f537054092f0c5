import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import type { Timestamp } from '@fu-types/entities'
import type { CountdownKey } from './messages'

dayjs.extend(utc)

/** Meetings without their own zone run on China time. */
export const DEFAULT_TIMEZONE = 'Asia/Shanghai'
const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm'

/**
 * Payloads mix unix seconds and 13-digit milliseconds (SPEC §9): a value with 13 or more
 * integer digits is already milliseconds, anything shorter is seconds.
 */
export function toMs(ts: Timestamp | string): number {
  const value = typeof ts === 'string' ? Number(ts.trim()) : ts
  if (!Number.isFinite(value)) return NaN
  const digits = String(Math.trunc(Math.abs(value))).length
  return digits >= 13 ? value : value * 1000
}

/** One formatter per zone: building one (what dayjs's `tz()` does through toLocaleString on every call) is slow. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>()

/** Offsets already worked out, by zone and instant: cards re-render with the same times every second (useNow). */
const knownOffsets = new Map<string, number>()

/** Minutes the zone's wall clock is ahead of UTC at the instant `ms` (DST included). Throws a RangeError for an unknown zone. */
function zoneOffsetMinutes(ms: number, timezone: string): number {
  const key = `${timezone}|${ms}`
  let offset = knownOffsets.get(key)
  if (offset === undefined) {
    if (knownOffsets.size >= 2000) knownOffsets.clear()
    offset = readZoneOffset(ms, timezone)
    knownOffsets.set(key, offset)
  }
  return offset
}

/**
 * Zones whose offset has not changed since 1992 (no daylight saving in any of them since 1991): their offset needs no
 * Intl at all. The first `Intl.DateTimeFormat` with a `timeZone` loads the browser's zone data, ≈ 25 ms of a phone's
 * main thread in the home's first render (issue 15); meetings are almost all in these zones.
 */
const FIXED_OFFSET_ZONES: Record<string, number> = {
  'Asia/Shanghai': 480, 'Asia/Chongqing': 480, 'Asia/Harbin': 480, 'PRC': 480, 'Asia/Hong_Kong': 480, 'Asia/Macau': 480,
  'Asia/Taipei': 480, 'Asia/Singapore': 480, 'Asia/Tokyo': 540, 'Asia/Seoul': 540, 'UTC': 0, 'Etc/UTC': 0,
}
const FIXED_SINCE_MS = Date.UTC(1992, 0, 1)

function readZoneOffset(ms: number, timezone: string): number {
  const fixed = FIXED_OFFSET_ZONES[timezone]
  if (fixed !== undefined && ms >= FIXED_SINCE_MS) return fixed
  let clock = zoneClocks.get(timezone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone, hour12: false, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    })
    zoneClocks.set(timezone, clock)
  }
  const part = Object.fromEntries(clock.formatToParts(new Date(ms)).map(p => [p.type, Number(p.value)]))
  const wallAsUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour % 24, part.minute, part.second)
  return Math.round((wallAsUtc - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000)
}

/**
 * The zone's wall clock at the instant, for formatting (date and time tokens; an offset token would read +00:00). The
 * home formats every card's times at its first render: dayjs's timezone plugin took ≈ 0.7 s of a throttled phone's
 * main thread there (issue 15), this a few milliseconds. Shifting a UTC instance also keeps the device's own DST
 * change out of the arithmetic.
 */
function inZone(ts: Timestamp | string, timezone: string) {
  const ms = toMs(ts)
  return Number.isFinite(ms) ? dayjs.utc(ms + zoneOffsetMinutes(ms, timezone) * 60_000) : dayjs.utc(NaN)
}

/** `YYYY.MM.DD HH:mm` in the meeting's zone. */
export function formatDateTime(ts: Timestamp | string, timezone: string = DEFAULT_TIMEZONE, pattern: string = DATE_TIME_FORMAT): string {
  return inZone(ts, timezone).format(pattern)
}

/** Same calendar day in the given zone (a day boundary differs between zones). */
export function isSameDay(a: Timestamp | string, b: Timestamp | string, timezone: string = DEFAULT_TIMEZONE): boolean {
  return inZone(a, timezone).format('YYYY-MM-DD') === inZone(b, timezone).format('YYYY-MM-DD')
}

/**
 * `2025.05.01 09:00 - 17:30` when both ends fall on one day in the zone,
 * otherwise `2025.05.01 09:00 ~ 2025.05.02 12:00`.
 */
export function formatTimeRange(start: Timestamp | string, end: Timestamp | string, timezone: string = DEFAULT_TIMEZONE): string {
  const from = formatDateTime(start, timezone)
  if (isSameDay(start, end, timezone)) return `${from} - ${formatDateTime(end, timezone, 'HH:mm')}`
  return `${from} ~ ${formatDateTime(end, timezone)}`
}

/** Whole days, hours, minutes and seconds until `target` (all 0 once it has passed): the live countdown. */
export function countdownParts(target: Timestamp | string, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  let left = Math.max(0, Math.floor((toMs(target) - now) / 1000))
  const days = Math.floor(left / 86400)
  left -= days * 86400
  const hours = Math.floor(left / 3600)
  left -= hours * 3600
  const minutes = Math.floor(left / 60)
  return { days, hours, minutes, seconds: left - minutes * 60 }
}

/**
 * The live countdown as a message: the time left as a clock `02:13:04`, after the whole days only when there is at
 * least one ("1d 02:13:04", never "0d 02:13:04").
 */
export function countdownLabel(target: Timestamp | string, now: number): { key: CountdownKey; params: { days: number; clock: string } } {
  const { days, hours, minutes, seconds } = countdownParts(target, now)
  const clock = [hours, minutes, seconds].map(part => String(part).padStart(2, '0')).join(':')
  return { key: days >= 1 ? 'live.countdown.days' : 'live.countdown', params: { days, clock } }
}
