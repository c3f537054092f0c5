import type { PostedAgoKey } from './messages'
import { toMs } from './time'
import { charCount } from './validation/result'
import { validateLongText } from './validation/content'
import type { ErrorKey } from './validation/result'

/** SPEC §9: a thread or a reply of the discussion board is at most 500 characters. */
export const THREAD_TEXT_MAX = 500

/** Why a thread may be reported (the server's `reason`). */
export const THREAD_REPORT_REASONS = ['spam', 'abuse', 'false', 'other'] as const

/** The composer's counter and rule: characters typed (code points, trimmed), over the limit or not, and the error to show on send. */
export function threadTextCheck(text: string | null | undefined): { count: number; max: number; over: boolean; error: ErrorKey | null } {
  const count = charCount(text)
  return { count, max: THREAD_TEXT_MAX, over: count > THREAD_TEXT_MAX, error: validateLongText(text) }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * When a post was written, as the board says it: "just now" under a minute, then minutes, hours, and days up to a
 * week; older posts (or ones dated ahead of the clock by more than a minute) show their date (`null`: format the date).
 */
export function postedAgo(created: number | string, now: number): { key: PostedAgoKey; params: { count: number } } | null {
  const age = now - toMs(created)
  if (age < -MINUTE) return null
  if (age < MINUTE) return { key: 'thread.time.justNow', params: { count: 0 } }
  if (age < HOUR) return { key: 'thread.time.minutes', params: { count: Math.floor(age / MINUTE) } }
  if (age < DAY) return { key: 'thread.time.hours', params: { count: Math.floor(age / HOUR) } }
  if (age < 7 * DAY) return { key: 'thread.time.days', params: { count: Math.floor(age / DAY) } }
  return null
}
