import crypto from 'node:crypto'
import {
  activityKeyMessage, currentPassPayload, parseTicketQr, passDay, passSecondsLeft, passWindow, rotatingQrPayload, ticketDayKey, ticketQrPayload, verifyRotatingPass,
} from '@/core/ticketQr'

const activity = '64b7f0c2a1e4d3b2c1a09f8e'
const other = '64b7f0c2a1e4d3b2c1a09f8f'

describe('ticketQrPayload', () => {
  it('encodes the activity and the code, and reads back to the same ticket', () => {
    const payload = ticketQrPayload(activity, '004213')
    expect(payload).toBe(`FU-T1.${activity.toUpperCase()}.004213`)
    // Upper case only: the QR alphanumeric set (0-9 A-Z $%*+-./: space) gives the smallest symbol.
    expect(payload).toMatch(/^[0-9A-Z$%*+\-./: ]+$/)
    expect(parseTicketQr(payload)).toEqual({ ok: true, lookup: { activityId: activity, code: '004213' }, form: { kind: 'static' } })
  })
})

describe('parseTicketQr', () => {
  it('prefers the activity inside a scanned payload over the one chosen on screen', () => {
    expect(parseTicketQr(`  ${ticketQrPayload(activity, '123456')}\n`, other)).toEqual({ ok: true, lookup: { activityId: activity, code: '123456' }, form: { kind: 'static' } })
  })

  it('takes a bare typed code with the activity chosen on screen', () => {
    expect(parseTicketQr(' 123456 ', other)).toEqual({ ok: true, lookup: { activityId: other, code: '123456' }, form: { kind: 'typed' } })
  })

  it('asks for an activity when a bare code comes without one', () => {
    expect(parseTicketQr('123456')).toEqual({ ok: false, reason: 'needsActivity' })
    expect(parseTicketQr('123456', 'not-an-id')).toEqual({ ok: false, reason: 'needsActivity' })
  })

  it.each([
    [''],
    ['12345'],
    ['1234567'],
    ['abcdef'],
    ['https://example.com/ticket?code=123456'],
    [`FU-T1.${activity}.12345`],
    [`FU-T1.${activity}.123456.extra`],
    ['FU-T1.nothex.123456'],
    [`FU-T2.${activity}.123456`],
    [`FU-T1.${activity}.123456`.replace('FU-T1', 'fu-t9')],
    ['eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiMSJ9.c2ln'],
    [`FU-T2.${activity}.123456.59000000`],
    [`FU-T2.${activity}.123456.59000000.ABCDEF012`],
    [`FU-T2.${activity}.123456.5900000x.ABCDEF0123`],
    [`FU-T2.${activity}.123456.59000000.ABCDEF0123.x`],
  ])('refuses %j', (text) => {
    expect(parseTicketQr(text, activity)).toEqual({ ok: false, reason: 'unknown' })
  })
})

describe('the rotating pass', () => {
  // The server's side (server/modules/activities/ticketPass.ts) with Node's crypto: the activity's day key from the secret.
  const secret = 'test-secret'
  const activityKey = (day: number) => crypto.createHmac('sha256', `ticket-pass:${secret}`).update(activityKeyMessage(activity, day)).digest('hex')
  const ticketId = '64b7f0c2a1e4d3b2c1a09f90'
  const at = Date.UTC(2026, 10, 28, 9, 0, 10) // 09:00:10 UTC
  const day = passDay(passWindow(at))
  const deskKeys = [{ day, key: activityKey(day) }, { day: day + 1, key: activityKey(day + 1) }]
  const holder = { activityId: activity, code: '004213', keys: deskKeys.map(k => ({ day: k.day, key: ticketDayKey(k.key, ticketId) })) }
  const read = (payload: string) => {
    const parsed = parseTicketQr(payload)
    if (!parsed.ok || parsed.form.kind !== 'rotating') throw new Error('not rotating')
    return { ...parsed.lookup, window: parsed.form.window, mac: parsed.form.mac }
  }

  it('changes every 30 seconds, stays in the QR alphanumeric set and says how long the code lasts', () => {
    const a = currentPassPayload(holder, at)!
    expect(a).toMatch(/^FU-T2\.[0-9A-F]{24}\.004213\.\d+\.[0-9A-F]{10}$/)
    expect(currentPassPayload(holder, at + 19_000)).toBe(a) // 09:00:29
    expect(currentPassPayload(holder, at + 20_000)).not.toBe(a) // 09:00:30: the next window
    expect(passSecondsLeft(at)).toBe(20)
    expect(read(a)).toMatchObject({ activityId: activity, code: '004213', window: passWindow(at) })
  })

  it('is accepted in its window and one either side; older is a screenshot, newer a wrong clock, another key a forgery', () => {
    const now = currentPassPayload(holder, at)!
    expect(verifyRotatingPass(read(now), ticketId, deskKeys, at)).toBe('valid')
    expect(verifyRotatingPass(read(now), ticketId, deskKeys, at + 30_000)).toBe('valid') // one window of skew
    expect(verifyRotatingPass(read(now), ticketId, deskKeys, at - 30_000)).toBe('valid')
    expect(verifyRotatingPass(read(now), ticketId, deskKeys, at + 60_000)).toBe('expired') // a screenshot 2 windows on
    expect(verifyRotatingPass(read(currentPassPayload(holder, at - 10 * 60_000)!), ticketId, deskKeys, at)).toBe('expired')
    expect(verifyRotatingPass(read(now), ticketId, deskKeys, at - 60_000)).toBe('early')
    // Another ticket's code cannot pass for this one, nor an edited window or code.
    expect(verifyRotatingPass(read(now), '64b7f0c2a1e4d3b2c1a09f91', deskKeys, at)).toBe('forged')
    const edited = read(now)
    expect(verifyRotatingPass({ ...edited, window: edited.window + 1 }, ticketId, deskKeys, at)).toBe('forged')
    expect(verifyRotatingPass({ ...edited, code: '004214' }, ticketId, deskKeys, at)).toBe('forged')
    // A desk whose keys are of other days cannot decide.
    expect(verifyRotatingPass(read(now), ticketId, [{ day: day - 3, key: activityKey(day - 3) }], at)).toBe('noKey')
  })

  it('keeps working offline past midnight with tomorrow\'s key, and stops when the phone has no key for the day', () => {
    const midnight = Date.UTC(2026, 10, 29, 0, 0, 5)
    const payload = currentPassPayload(holder, midnight)!
    expect(verifyRotatingPass(read(payload), ticketId, deskKeys, midnight)).toBe('valid')
    expect(currentPassPayload(holder, Date.UTC(2026, 10, 30, 0, 0, 5))).toBeUndefined()
  })

  it('corrects a phone clock that is off with the offset taken when the keys came', () => {
    const phoneAhead = at + 5 * 60_000
    const payload = currentPassPayload({ ...holder, clockOffsetMs: -5 * 60_000 }, phoneAhead)!
    expect(verifyRotatingPass(read(payload), ticketId, deskKeys, at)).toBe('valid')
    expect(rotatingQrPayload(activity, '004213', passWindow(at), holder.keys[0].key)).toBe(currentPassPayload(holder, at))
  })
})
