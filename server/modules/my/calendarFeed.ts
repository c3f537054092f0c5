/**
 * The personal calendar feed (issue 16 "calendar everywhere"): what I registered for (my tickets' activities), the
 * agenda sessions I saved, the lives I set a reminder for and my accepted appointments, as one iCalendar document that
 * calendar apps subscribe to (webcal:// or https) and refresh.
 *
 * - The feed token is an opaque random id (32 bytes, base64url) in `calendar_feeds`: it is the only credential in the
 *   URL (never the session token), one live token per user, rotated / revoked by its owner.
 * - UIDs are stable per event (`activity-<id>@fu-events` …). The content of each event is hashed; a changed hash bumps
 *   SEQUENCE and LAST-MODIFIED (`calendar_event_versions`), so an organiser's change of time or place reaches the apps.
 * - An activity / session / live the organiser took down (deleted) stays in the feed as STATUS:CANCELLED; a cancelled
 *   appointment that was in the feed does too; a ticket I cancelled or that was rejected leaves the feed.
 * - Times are written in the meeting's (appointment's) time zone (DTSTART;TZID=…) with a VTIMEZONE built from the
 *   runtime's time-zone data for the span of the events; an unknown zone falls back to UTC.
 * - Only what my own calendar needs: titles, times, places, the event's page. No ticket codes, no phone numbers.
 */
import crypto from 'node:crypto'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { icsEscape, icsFold, icsTime } from '@core/calendar'
import type { Db } from '../../db/client'
import { activities, agendas, appointments, calendarEventVersions, calendarFeeds, enterprises, lives, liveUsers, meetings, tickets, userAgendas, users } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import { isTimeZone } from '../../lib/validation'

export const FEED_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const
export type FeedLanguage = (typeof FEED_LANGUAGES)[number]
const DEFAULT_ZONE = 'Asia/Shanghai'
/** Feed tokens: 43 base64url characters. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function newFeedToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** My live feed token, made on first ask. */
export async function feedTokenOf(db: Db, userId: string): Promise<{ token: string; created: number }> {
  const [live] = await db.select().from(calendarFeeds).where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked))).limit(1)
  if (live) return { token: live.token, created: live.created }
  // Two first asks at once: the partial unique index keeps one; the loser reads the winner's.
  const [made] = await db.insert(calendarFeeds).values({ token: newFeedToken(), user_id: userId }).onConflictDoNothing().returning()
  if (made) return { token: made.token, created: made.created }
  const [winner] = await db.select().from(calendarFeeds).where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked))).limit(1)
  return { token: winner!.token, created: winner!.created }
}

/** Revokes my live token (the old URL stops working); with `renew`, makes a new one. */
export async function revokeFeed(db: Db, userId: string, renew: boolean): Promise<{ token: string; created: number } | null> {
  return db.transaction(async (tx) => {
    await tx.update(calendarFeeds).set({ revoked: nowSeconds() }).where(and(eq(calendarFeeds.user_id, userId), isNull(calendarFeeds.revoked)))
    if (!renew) return null
    const [made] = await tx.insert(calendarFeeds).values({ token: newFeedToken(), user_id: userId }).returning()
    return { token: made!.token, created: made!.created }
  })
}

/** The owner of a feed token: the user id, 'revoked', or null when there is no such token. */
export async function feedOwner(db: Db, token: string): Promise<string | 'revoked' | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1)
  if (!row) return null
  return row.revoked ? 'revoked' : row.user_id
}

type Texts = Record<string, unknown> | string | undefined | null

/** A text in the feed's language (the doc's texts are keyed by language), else the first one there is. */
export function pickText(value: unknown, lang: FeedLanguage): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const texts = value as Record<string, unknown>
  const found = [lang, 'zh', 'en', 'ja', 'ko', ...Object.keys(texts)].map((k) => texts[k]).find((v) => typeof v === 'string' && v.trim())
  return typeof found === 'string' ? found : ''
}

const WORDS: Record<FeedLanguage, { calendar: string; appointment: (name: string) => string }> = {
  zh: { calendar: '我的会议日程', appointment: (name) => (name ? `与${name}的洽谈` : '洽谈') },
  en: { calendar: 'My event calendar', appointment: (name) => (name ? `Meeting with ${name}` : 'Meeting') },
  ja: { calendar: 'マイイベントカレンダー', appointment: (name) => (name ? `${name}との商談` : '商談') },
  ko: { calendar: '내 행사 일정', appointment: (name) => (name ? `${name}와(과)의 미팅` : '미팅') },
}

export interface FeedEvent {
  uid: string
  title: string
  /** Seconds. */
  start: number
  end: number
  zone: string
  location: string
  url: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

const isZone = (zone: unknown): zone is string => typeof zone === 'string' && zone !== '' && isTimeZone(zone)
const zoneOf = (doc: unknown, fallback = DEFAULT_ZONE) => {
  const zone = (doc as { timezone?: unknown } | null)?.timezone
  return isZone(zone) ? zone : fallback
}

/** Everything of mine the feed shows, in its language, with the site's address for links. */
export async function feedEvents(db: Db, userId: string, lang: FeedLanguage, site: string): Promise<FeedEvent[]> {
  const events: FeedEvent[] = []
  const meetingZones = new Map<string, string>()
  const zoneFor = async (meetingId: string) => {
    if (!meetingZones.has(meetingId)) {
      const [m] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
      meetingZones.set(meetingId, zoneOf(m?.doc))
    }
    return meetingZones.get(meetingId)!
  }
  const placeOf = (doc: Record<string, unknown>) => pickText(doc.place ?? doc.address ?? doc.location, lang).replace(/<[^>]*>/g, '')

  // My own tickets (not group members' tickets an agent bought): under review = tentative, approved / checked in = confirmed.
  const mine = await db.select({ ticket: tickets, activity: activities }).from(tickets)
    .innerJoin(activities, eq(activities._id, tickets.activity_id))
    .where(and(eq(tickets.user_id, userId), eq(tickets.deleted, 0), isNull(tickets.agent_id), inArray(tickets.status, [0, 1, 3])))
  for (const { ticket, activity } of mine) {
    const doc = activity.doc as Record<string, unknown>
    events.push({
      uid: `activity-${activity._id}@fu-events`, title: pickText(doc.title, lang), start: activity.start, end: activity.end,
      zone: await zoneFor(activity.meeting_id), location: placeOf(doc),
      url: `${site}/meeting/activity/detail?activity_id=${activity._id}&meeting_id=${activity.meeting_id}`,
      status: activity.deleted ? 'CANCELLED' : ticket.status === 0 ? 'TENTATIVE' : 'CONFIRMED',
    })
  }

  // Agenda sessions I saved to my schedule.
  const saved = await db.select({ agenda: agendas }).from(userAgendas).innerJoin(agendas, eq(agendas._id, userAgendas.agenda_id)).where(eq(userAgendas.user_id, userId))
  for (const { agenda } of saved) {
    const doc = agenda.doc as Record<string, unknown>
    events.push({
      uid: `agenda-${agenda._id}@fu-events`, title: pickText(doc.title, lang), start: agenda.start, end: agenda.end,
      zone: await zoneFor(agenda.meeting_id), location: placeOf(doc),
      url: `${site}/meeting/agenda/details?agenda_id=${agenda._id}&meeting_id=${agenda.meeting_id}`,
      status: agenda.deleted ? 'CANCELLED' : 'CONFIRMED',
    })
  }

  // Lives I asked to be reminded of.
  const followed = await db.select({ live: lives }).from(liveUsers).innerJoin(lives, eq(lives._id, liveUsers.live_id)).where(and(eq(liveUsers.user_id, userId), eq(liveUsers.remind, 1)))
  for (const { live } of followed) {
    const doc = live.doc as Record<string, unknown>
    events.push({
      uid: `live-${live._id}@fu-events`, title: pickText(doc.title, lang), start: live.start, end: live.end,
      zone: await zoneFor(live.meeting_id), location: '',
      url: `${site}/meeting/live/detail?live_id=${live._id}&meeting_id=${live.meeting_id}`,
      status: live.deleted ? 'CANCELLED' : 'CONFIRMED',
    })
  }

  // Appointments I made or received: accepted ones; a cancelled one stays (cancelled) once it was in the feed.
  const booked = await db.select().from(appointments)
    .where(and(or(eq(appointments.user_id, userId), eq(appointments.seller_user_id, userId)), inArray(appointments.status, [1, 3])))
  const published = booked.length
    ? new Set((await db.select({ uid: calendarEventVersions.uid }).from(calendarEventVersions)
      .where(inArray(calendarEventVersions.uid, booked.map((a) => appointmentUid(a._id, a.user_id === userId ? 'buyer' : 'seller'))))).map((r) => r.uid))
    : new Set<string>()
  for (const a of booked) {
    const side = a.user_id === userId ? 'buyer' : 'seller'
    const uid = appointmentUid(a._id, side)
    if (a.status === 3 && !published.has(uid)) continue
    // The other party: the company I asked (as a visitor), the visitor who asked (as the exhibitor).
    let name = ''
    if (side === 'buyer' && a.enterprise_id) {
      const [e] = await db.select({ doc: enterprises.doc }).from(enterprises).where(eq(enterprises._id, a.enterprise_id)).limit(1)
      const company = (e?.doc as { exhibitor?: { company?: { title?: Texts } }; title?: Texts } | undefined)
      name = pickText(company?.exhibitor?.company?.title ?? company?.title, lang)
    } else {
      const [u] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, side === 'buyer' ? a.seller_user_id : a.user_id)).limit(1)
      name = pickText((u?.doc as { username?: unknown } | undefined)?.username, lang)
    }
    const doc = a.doc as { type?: string; booth?: string }
    events.push({
      uid, title: WORDS[lang].appointment(name), start: a.start, end: a.end, zone: zoneOf(a.doc, await zoneFor(a.meeting_id)),
      location: doc.type === 'online' ? '' : typeof doc.booth === 'string' ? doc.booth : '',
      url: `${site}/meeting/my/schedule?meeting_id=${a.meeting_id}`,
      status: a.status === 3 ? 'CANCELLED' : 'CONFIRMED',
    })
  }
  return events.filter((e) => e.title && e.start > 0).sort((x, y) => x.start - y.start || x.uid.localeCompare(y.uid))
}

const appointmentUid = (id: string, side: 'buyer' | 'seller') => `appointment-${id}-${side}@fu-events`

const hashOf = (e: FeedEvent) => crypto.createHash('sha256')
  .update(JSON.stringify([e.title, e.start, e.end, e.zone, e.location, e.url, e.status])).digest('hex').slice(0, 32)

/** Each event's SEQUENCE and LAST-MODIFIED: a content change since the last build bumps the sequence. */
export async function eventVersions(db: Db, events: FeedEvent[], now = nowSeconds()): Promise<Map<string, { sequence: number; modified: number }>> {
  const versions = new Map<string, { sequence: number; modified: number }>()
  if (!events.length) return versions
  const uids = events.map((e) => e.uid)
  await db.insert(calendarEventVersions).values(events.map((e) => ({ uid: e.uid, hash: hashOf(e), sequence: 0, modified: now }))).onConflictDoNothing()
  for (const e of events) {
    await db.update(calendarEventVersions).set({ hash: hashOf(e), sequence: sql`${calendarEventVersions.sequence} + 1`, modified: now })
      .where(and(eq(calendarEventVersions.uid, e.uid), sql`${calendarEventVersions.hash} <> ${hashOf(e)}`))
  }
  for (const row of await db.select().from(calendarEventVersions).where(inArray(calendarEventVersions.uid, uids))) {
    versions.set(row.uid, { sequence: row.sequence, modified: row.modified })
  }
  return versions
}

/** Minutes east of UTC in a zone at an instant. */
function offsetMinutes(zone: string, ms: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0))
}

/** `YYYYMMDDTHHMMSS` local time of an instant at an offset. */
const localTime = (ms: number, offset: number) => icsTime(ms + offset * 60_000).replace(/Z$/, '')
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`

/** A VTIMEZONE for a zone over [from, to] (ms): the offset at the start, then each change the runtime's data knows. */
export function vtimezone(zone: string, from: number, to: number): string[] {
  const DAY = 86_400_000
  const start = from - 7 * DAY
  const first = offsetMinutes(zone, start)
  const observances = [{ at: start, from: first, to: first }]
  let previous = first
  for (let t = start + DAY; t <= to + 7 * DAY; t += DAY) {
    const now = offsetMinutes(zone, t)
    if (now === previous) continue
    // Narrow the change down to the minute.
    let lo = t - DAY
    let hi = t
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000 || lo + 60_000
      if (offsetMinutes(zone, mid) === previous) lo = mid
      else hi = mid
    }
    observances.push({ at: hi, from: previous, to: now })
    previous = now
  }
  const standard = Math.min(...observances.map((o) => o.to))
  return [
    'BEGIN:VTIMEZONE', `TZID:${zone}`,
    ...observances.flatMap((o) => {
      const kind = o.to > standard ? 'DAYLIGHT' : 'STANDARD'
      return [`BEGIN:${kind}`, `DTSTART:${localTime(o.at, o.from)}`, `TZOFFSETFROM:${offsetText(o.from)}`, `TZOFFSETTO:${offsetText(o.to)}`, `END:${kind}`]
    }),
    'END:VTIMEZONE',
  ]
}

/** The feed document (text/calendar, CRLF lines folded at 75 octets). */
export function feedText(events: FeedEvent[], versions: Map<string, { sequence: number; modified: number }>, lang: FeedLanguage, now = Date.now()): string {
  const zones = new Map<string, { from: number; to: number }>()
  for (const e of events) {
    const span = zones.get(e.zone)
    zones.set(e.zone, { from: Math.min(span?.from ?? Infinity, e.start * 1000), to: Math.max(span?.to ?? 0, e.end * 1000) })
  }
  const when = (name: string, seconds: number, zone: string) => `${name};TZID=${zone}:${localTime(seconds * 1000, offsetMinutes(zone, seconds * 1000))}`
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//fu-events//calendar feed//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(WORDS[lang].calendar)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H',
    ...[...zones].flatMap(([zone, span]) => vtimezone(zone, span.from, span.to)),
    ...events.flatMap((e) => {
      const version = versions.get(e.uid) ?? { sequence: 0, modified: Math.floor(now / 1000) }
      const end = e.end > e.start ? e.end : e.start + 3600
      return [
        'BEGIN:VEVENT', `UID:${icsEscape(e.uid)}`, `DTSTAMP:${icsTime(now)}`, `LAST-MODIFIED:${icsTime(version.modified * 1000)}`,
        `SEQUENCE:${version.sequence}`, when('DTSTART', e.start, e.zone), when('DTEND', end, e.zone), `SUMMARY:${icsEscape(e.title)}`,
        ...(e.location ? [`LOCATION:${icsEscape(e.location)}`] : []),
        ...(e.url ? [`URL:${e.url}`, `DESCRIPTION:${icsEscape(e.url)}`] : []),
        `STATUS:${e.status}`, 'END:VEVENT',
      ]
    }),
    'END:VCALENDAR',
  ]
  return `${lines.map(icsFold).join('\r\n')}\r\n`
}

/** Log lines show the feed path without its token (the token is the feed's credential). */
export function redactFeedUrl(url: string): string {
  return url.replace(/(\/calendar\/)[^/?#]+\.ics/i, '$1[redacted].ics')
}
