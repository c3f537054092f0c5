import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezonePlugin from 'dayjs/plugin/timezone'
import type { Timestamp } from '@fu-types/entities'
import type { CountdownKey } from './messages'

dayjs.extend(utc)
dayjs.extend(timezonePlugin)

/** Meetings without their own zone run on China time. */
export const DEFAULT_TIMEZONE = 'Asia/Shanghai'
export const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm'

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

function inZone(ts: Timestamp | string, timezone: string) {
  return dayjs(toMs(ts)).tz(timezone)
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
