/**
 * "Add to phone calendar" (issue 12): one event rule for both runtimes. The mini-program hands it to
 * `addPhoneCalendar` (seconds, a 10-minute alarm); the browser downloads it as an iCalendar file (RFC 5545 text).
 * Times are milliseconds, as everywhere in core.
 */

export interface CalendarInput {
  title: string
  /** Start and end in milliseconds; a missing or earlier end makes a one-hour event. */
  start: number
  end?: number
  location?: string
  description?: string
  /** Where the event's page is (shown in the calendar entry). */
  url?: string
}

export interface CalendarEvent {
  title: string
  start: number
  end: number
  location: string
  description: string
  url: string
  /** Minutes before the start the phone reminds. */
  alarmMinutes: number
}

const CALENDAR_DEFAULT_MINUTES = 60
const CALENDAR_ALARM_MINUTES = 10
/** Calendars cut long titles; WeChat's addPhoneCalendar refuses an empty one. */
export const CALENDAR_TITLE_MAX = 60

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The event to add, or null when there is nothing to add (no title, no valid start). */
export function calendarEvent(input: CalendarInput): CalendarEvent | null {
  const title = Array.from(clean(input.title)).slice(0, CALENDAR_TITLE_MAX).join('')
  if (!title || !Number.isFinite(input.start) || input.start <= 0) return null
  const end = input.end !== undefined && Number.isFinite(input.end) && input.end > input.start ? input.end : input.start + CALENDAR_DEFAULT_MINUTES * 60_000
  const description = [input.description?.trim() ?? '', input.url ?? ''].filter(Boolean).join('\n')
  return { title, start: input.start, end, location: clean(input.location), description, url: input.url ?? '', alarmMinutes: CALENDAR_ALARM_MINUTES }
}

/** The arguments of the mini-program's `addPhoneCalendar` (seconds, alarm offset in seconds). */
export function phoneCalendarParams(event: CalendarEvent) {
  return {
    title: event.title,
    startTime: Math.floor(event.start / 1000),
    endTime: Math.floor(event.end / 1000),
    allDay: false,
    description: event.description,
    location: event.location,
    alarm: true,
    alarmOffset: event.alarmMinutes * 60,
  }
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newline escaped. A carriage return alone is a line break to
 * many calendar apps, so it is one too: no stored text can start a property line of its own.
 */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** UTC DATE-TIME form `YYYYMMDDTHHMMSSZ`. */
export function icsTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of Array.from(line)) {
    const size = new TextEncoder().encode(char).length
    const limit = parts.length ? 74 : 75
    if (octets + size > limit) { parts.push(current); current = ''; octets = 0 }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The iCalendar file of one event (`text/calendar`), with a display alarm before the start. */
export function icsText(event: CalendarEvent, options: { uid: string; now: number }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//fu-events//calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsEscape(options.uid)}`,
    `DTSTAMP:${icsTime(options.now)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsEscape(event.title)}`,
    ...(event.location ? [`LOCATION:${icsEscape(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsEscape(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsEscape(event.title)}`,
    `TRIGGER:-PT${event.alarmMinutes}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(icsFold).join('\r\n')}\r\n`
}

/** A file name for the download: the title's letters and digits, else "event". */
export function icsFileName(event: CalendarEvent): string {
  const base = event.title.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40)
  return `${base || 'event'}.ics`
}
