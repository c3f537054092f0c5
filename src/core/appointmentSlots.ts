import type { Timestamp } from '@fu-types/entities'
import { dayKey } from './agenda'
import type { AppointmentSlotKey } from './messages'
import { DEFAULT_TIMEZONE, formatDateTime, toMs } from './time'

/** What the booking screen reads of an exhibitor's time slot (GET /meeting/schedules). */
interface BookableSlot {
  start: Timestamp
  end: Timestamp
  /** `YYYY-MM-DD`: the slot's day in the meeting's zone, as the server files it. */
  date: string
  /** Where to meet: the booth. */
  place?: string
  /** The exhibitor's applying or accepted meetings overlapping the slot. */
  booked?: number
  /** How many meetings the slot takes, when the server gives it. */
  capacity?: number
}

/** `11:00–11:30` in the meeting's zone: the hours only (the day is chosen above), joined by an en dash. */
export function slotTimeRange(start: Timestamp, end: Timestamp, timezone: string = DEFAULT_TIMEZONE): string {
  return `${formatDateTime(start, timezone, 'HH:mm')}–${formatDateTime(end, timezone, 'HH:mm')}`
}

/** Places left (capacity minus taken, never below 0), or undefined when the server gives no capacity: none is invented. */
export function slotPlacesLeft(slot: Pick<BookableSlot, 'booked' | 'capacity'>): number | undefined {
  if (typeof slot.capacity !== 'number' || !Number.isFinite(slot.capacity) || slot.capacity <= 0) return undefined
  return Math.max(0, slot.capacity - (slot.booked ?? 0))
}

/** A slot can still be booked: it starts after `now` (ms; the server refuses the past) and is not full. */
export function isSlotBookable(slot: Pick<BookableSlot, 'start' | 'booked' | 'capacity'>, now: number): boolean {
  return toMs(slot.start) > now && slotPlacesLeft(slot) !== 0
}

/** One piece of a slot's label: plain text, or a message for the screen to translate. */
type SlotLabelPart = string | { key: AppointmentSlotKey; params?: Record<string, string | number> }
const SLOT_LABEL_SEPARATOR = ' · '

/**
 * A slot's label, piece by piece: `11:00–11:30`, `Booth A100`, then `1 place left` / `3 places left` / `Fully booked`
 * when the server gives a capacity, else `2 requested` when others already asked for that time (nothing when none).
 */
export function slotLabelParts(slot: BookableSlot, timezone: string = DEFAULT_TIMEZONE): SlotLabelPart[] {
  const parts: SlotLabelPart[] = [slotTimeRange(slot.start, slot.end, timezone)]
  const place = slot.place?.trim()
  if (place) parts.push({ key: 'appointment.slot.place', params: { place } })
  const left = slotPlacesLeft(slot)
  if (left === 0) parts.push({ key: 'appointment.slot.full' })
  else if (left !== undefined) parts.push({ key: 'appointment.slot.left', params: { count: left } })
  else if ((slot.booked ?? 0) > 0) parts.push({ key: 'appointment.slot.requested', params: { count: slot.booked ?? 0 } })
  return parts
}

/** The label as one line, `11:00–11:30 · Booth A100 · 1 place left`, with the screen's translation of each message. */
export function formatSlotLabel(
  slot: BookableSlot,
  translate: (key: AppointmentSlotKey, params?: Record<string, string | number>) => string,
  timezone: string = DEFAULT_TIMEZONE,
): string {
  return slotLabelParts(slot, timezone).map(part => (typeof part === 'string' ? part : translate(part.key, part.params))).join(SLOT_LABEL_SEPARATOR)
}

/** A day of the meeting on the booking screen: open (a slot still bookable), full (future slots, all full), or none. */
interface BookingDay<T extends BookableSlot> {
  /** `YYYY-MM-DD` in the meeting's zone. */
  key: string
  state: 'open' | 'full' | 'none'
  /** The day's slots still ahead, by start (full ones included: the screen shows them unavailable). */
  slots: T[]
}

/** A meeting longer than this offers only the days that have slots (no month of empty days). */
const MAX_MEETING_DAYS = 31

function nextDayKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number)
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(next.getUTCDate()).padStart(2, '0')}`
}

/**
 * The meeting's days in its zone, from its start to its end (an end at midnight closes the day before), as `YYYY-MM-DD`;
 * none without a meeting, or for a meeting longer than a month.
 */
export function meetingDayKeys(meeting: { start: Timestamp; end: Timestamp } | undefined | null, timezone: string = DEFAULT_TIMEZONE): string[] {
  if (!meeting) return []
  const start = toMs(meeting.start)
  const end = toMs(meeting.end)
  if (!Number.isFinite(start) || !Number.isFinite(end)) return []
  const first = dayKey(start, timezone)
  const last = end > start ? dayKey(end - 1, timezone) : first
  const keys = [first]
  while (keys[keys.length - 1] < last) {
    if (keys.length >= MAX_MEETING_DAYS) return []
    keys.push(nextDayKey(keys[keys.length - 1]))
  }
  return keys
}

/**
 * Every day of the meeting (and any other day the exhibitor has slots ahead on), in order, each with its slots still
 * ahead of `now` (ms) and whether one of them can be booked.
 */
export function bookingDays<T extends BookableSlot>(
  meeting: { start: Timestamp; end: Timestamp } | undefined | null,
  slots: readonly T[],
  now: number,
  timezone: string = DEFAULT_TIMEZONE,
): BookingDay<T>[] {
  const ahead = slots.filter(slot => toMs(slot.start) > now).sort((a, b) => toMs(a.start) - toMs(b.start))
  const keys = [...new Set([...meetingDayKeys(meeting, timezone), ...ahead.map(slot => slot.date)])].sort()
  return keys.map(key => {
    const daySlots = ahead.filter(slot => slot.date === key)
    const state = daySlots.some(slot => isSlotBookable(slot, now)) ? 'open' as const : daySlots.length ? 'full' as const : 'none' as const
    return { key, state, slots: daySlots }
  })
}

/** What a day the visitor cannot book says beside its date: `Fully booked` or `No slots`; nothing for an open day. */
export function bookingDayNote(state: BookingDay<BookableSlot>['state']): AppointmentSlotKey | undefined {
  return state === 'full' ? 'appointment.day.full' : state === 'none' ? 'appointment.day.none' : undefined
}

/** A day's label: `2030.01.02` for `2030-01-02`. */
export function bookingDayLabel(key: string): string {
  return key.replace(/-/g, '.')
}

/** The day the booking screen opens on: the first with a slot still bookable. */
export function firstBookableDay(days: readonly Pick<BookingDay<BookableSlot>, 'key' | 'state'>[]): string | undefined {
  return days.find(day => day.state === 'open')?.key
}
