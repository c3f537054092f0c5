/**
 * The personal calendar feed: its address (signed in), the feed itself parsed with a real iCalendar parser (ical.js),
 * the meeting's time zone, an organiser's change (new DTSTART, higher SEQUENCE), a cancellation, rotation / revocation
 * (410), and that a token shows its owner's events only.
 */
import ICAL from 'ical.js'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { redactFeedUrl } from '../modules/my/calendarFeed'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server?.dataDir) (await import('node:fs')).rmSync(server.dataDir, { recursive: true, force: true })
})

interface FeedEvent { uid: string; tzid: string; summary: string; start: ICAL.Time; end: ICAL.Time; sequence: number; status: string; location: string }

async function fetchFeed(url: string): Promise<{ status: number; type: string | null; events: FeedEvent[]; text: string }> {
  const res = await fetch(url)
  const text = await res.text()
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), events: [], text }
  const calendar = new ICAL.Component(ICAL.parse(text))
  // The feed's own VTIMEZONEs resolve its TZIDs.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v)
    return { uid: e.uid, tzid: String(v.getFirstProperty('dtstart')?.getParameter('tzid')), summary: e.summary, start: e.startDate, end: e.endDate, sequence: e.sequence, status: String(v.getFirstPropertyValue('status')), location: e.location }
  })
  return { status: res.status, type: res.headers.get('content-type'), events, text }
}

/** The feed URL as the test reaches it (the server answers with the host it was called on). */
const feedUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, server.baseUrl)

/**
 * The organiser's change, made in the database as the organiser's back office does, with the server stopped (in a
 * child process: PGlite does not load inside jest's module sandbox).
 */
async function asOrganiser(statement: string) {
  await server.stop({ keepData: true })
  try {
    const code = `const { openDatabase } = require('./server/db/client'); const { sql } = require('drizzle-orm');
      (async () => { const d = await openDatabase({ dataDir: process.env.FEED_DIR || undefined, databaseUrl: process.env.FEED_URL || undefined });
        await d.db.execute(sql.raw(process.env.FEED_SQL)); await d.close() })().catch((e) => { console.error(e); process.exit(1) })`
    execFileSync(process.execPath, ['--import', 'tsx', '-e', code], {
      cwd: path.resolve(__dirname, '..', '..'), stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, FEED_DIR: server.dataDir ?? '', FEED_URL: server.databaseUrl ?? '', FEED_SQL: statement },
    })
  } finally {
    server = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.databaseUrl })
  }
}

test('asking for my feed needs a sign-in (401); the address is stable, carries its own token (not the session\'s), and webcal:// too', async () => {
  expect((await client(server).get('/calendar/feed')).status).toBe(401)
  expect((await client(server).post('/calendar/feed/rotate')).status).toBe(401)
  expect((await client(server).del('/calendar/feed')).status).toBe(401)
  const me = await login(server, freshPhone())
  const first = (await me.api.get('/calendar/feed?lang=en')).body.results
  expect(first.url).toMatch(/^http:\/\/[^/]+\/fu\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/)
  expect(first.webcal).toBe(first.url.replace(/^http:/, 'webcal:'))
  expect(first.url).not.toContain(me.token)
  expect((await me.api.get('/calendar/feed?lang=en')).body.results.url).toBe(first.url)
  expect((await me.api.get('/calendar/feed?lang=xx')).status).toBe(400)
})

test('the feed lists what I registered for and saved, in the meeting\'s time zone; an organiser\'s change and a cancellation reach it; revoked → 410', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'Feed', answers: [heard] })).status).toBe(201)
  expect((await me.api.post(`/users/${me.user_id}/agendas/${SEED_IDS.agendas[0]}`)).status).toBe(201)
  const other = await login(server, freshPhone())
  expect((await other.api.post('/tickets', { activity_id: A.openFree, name: 'Other', answers: [heard] })).status).toBe(201)

  const { url } = (await me.api.get('/calendar/feed?lang=en')).body.results
  const feed = await fetchFeed(feedUrl(url))
  expect(feed.status).toBe(200)
  expect(feed.type).toBe('text/calendar; charset=utf-8')
  expect(feed.text).toContain('X-WR-CALNAME:My event calendar')
  expect(feed.text).not.toMatch(/Feed|1[3-9]\d{9}/) // no ticket name, no phone number
  const activityUid = `activity-${A.openFree}@fu-events`
  const activity = feed.events.find((e) => e.uid === activityUid)!
  const saved = feed.events.find((e) => e.uid === `agenda-${SEED_IDS.agendas[0]}@fu-events`)!
  expect(activity).toBeDefined()
  expect(saved).toBeDefined()
  expect(activity.summary).toBeTruthy()
  expect(activity.location).toBeTruthy()
  expect(activity.status).toBe('CONFIRMED')
  // Written in the meeting's zone (Asia/Shanghai) and still the same instant as the server's start.
  const detail = (await me.api.get(`/activities?_id=${A.openFree}`)).body.results[0]
  expect(activity.tzid).toBe('Asia/Shanghai')
  expect(activity.start.zone?.tzid).toBe('Asia/Shanghai')
  expect(activity.start.toUnixTime()).toBe(detail.start)
  expect(activity.start.utcOffset()).toBe(8 * 3600)
  expect(activity.end.toUnixTime()).toBe(detail.end)
  const sequence = activity.sequence
  // A second fetch is the same version: stable UID, same SEQUENCE.
  expect((await fetchFeed(feedUrl(url))).events.find((e) => e.uid === activityUid)!.sequence).toBe(sequence)

  // Someone else's token shows their events only.
  const theirs = await fetchFeed(feedUrl((await other.api.get('/calendar/feed')).body.results.url))
  expect(theirs.events.map((e) => e.uid)).toEqual([activityUid])

  // The organiser moves the activity by two hours.
  await asOrganiser(`update activities set start = ${detail.start + 7200}, "end" = ${detail.end + 7200} where _id = '${A.openFree}'`)
  const moved = (await fetchFeed(feedUrl(url))).events.find((e) => e.uid === activityUid)!
  expect(moved.start.toUnixTime()).toBe(detail.start + 7200)
  expect(moved.sequence).toBeGreaterThan(sequence)

  // … then cancels it: it stays in the feed, cancelled, with a higher sequence again.
  await asOrganiser(`update activities set deleted = 1 where _id = '${A.openFree}'`)
  const cancelled = (await fetchFeed(feedUrl(url))).events.find((e) => e.uid === activityUid)!
  expect(cancelled.status).toBe('CANCELLED')
  expect(cancelled.sequence).toBeGreaterThan(moved.sequence)
  await asOrganiser(`update activities set deleted = 0, start = ${detail.start}, "end" = ${detail.end} where _id = '${A.openFree}'`)

  // Rotating: the old address answers 410, the new one works; turning the feed off: 410 too.
  me.api = client(server, me.token) // the restarted server listens elsewhere; the session is kept
  const after = await me.api.post('/calendar/feed/rotate?lang=en')
  expect(after.status).toBe(200)
  expect(after.body.results.url).not.toBe(url)
  expect((await fetchFeed(feedUrl(url))).status).toBe(410)
  expect((await fetchFeed(feedUrl(after.body.results.url))).status).toBe(200)
  expect((await me.api.del('/calendar/feed')).status).toBe(200)
  expect((await fetchFeed(feedUrl(after.body.results.url))).status).toBe(410)
  // Asking again after turning it off makes a new address.
  const fresh = (await me.api.get('/calendar/feed')).body.results.url
  expect(fresh).not.toBe(after.body.results.url)
  expect((await fetchFeed(feedUrl(fresh))).status).toBe(200)
  // An unknown or malformed token is 404.
  expect((await fetch(`${server.apiUrl}/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404)
  expect((await fetch(`${server.apiUrl}/calendar/nope.ics`)).status).toBe(404)
}, 180_000)

test('a cancelled appointment that was in the feed stays there as cancelled', async () => {
  const seller = await login(server, '13800000002')
  const me = await login(server, freshPhone())
  expect((await me.api.post('/tickets', { activity_id: A.openFree, name: 'P', answers: [heard] })).status).toBe(201)
  const base = new Date(Date.now() + 23 * 86400_000)
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(base)
  const start = Math.floor(Date.parse(`${date}T15:00:00+08:00`) / 1000)
  const booked = await me.api.post('/appointments', { meeting_id: SEED_IDS.meeting, enterprise_id: SEED_IDS.enterprises[0], date, start, end: start + 1800, type: 'offline', reason: 'Discuss a partnership' })
  expect(booked.status).toBe(201)
  const id = booked.body.results._id
  const url = feedUrl((await me.api.get('/calendar/feed?lang=en')).body.results.url)
  const uid = `appointment-${id}-buyer@fu-events`
  // Not accepted yet: not in the feed.
  expect((await fetchFeed(url)).events.map((e) => e.uid)).not.toContain(uid)
  expect((await seller.api.post(`/appointments/${id}/accept`, {})).status).toBe(200)
  const accepted = (await fetchFeed(url)).events.find((e) => e.uid === uid)!
  expect(accepted).toMatchObject({ status: 'CONFIRMED' })
  expect(accepted.summary).toMatch(/^Meeting with /)
  expect(accepted.start.toUnixTime()).toBe(start)
  expect((await me.api.post(`/appointments/${id}/cancel`, {})).status).toBe(200)
  const cancelled = (await fetchFeed(url)).events.find((e) => e.uid === uid)!
  expect(cancelled.status).toBe('CANCELLED')
  expect(cancelled.sequence).toBeGreaterThan(accepted.sequence)
}, 60_000)

test('request logs show the feed\'s path without its token', () => {
  expect(redactFeedUrl(`/fu/api/calendar/${'a'.repeat(43)}.ics?lang=en`)).toBe('/fu/api/calendar/[redacted].ics?lang=en')
  expect(redactFeedUrl('/fu/api/calendar/feed')).toBe('/fu/api/calendar/feed')
})
