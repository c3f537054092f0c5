import { calendarEvent, icsEscape, icsFileName, icsFold, icsText, phoneCalendarParams } from '@/core/calendar'

const START = Date.UTC(2026, 11, 3, 1, 30) // 2026-12-03 09:30 in Shanghai

describe('calendarEvent', () => {
  it('keeps a valid event with a 10-minute alarm and the page link in the description', () => {
    const event = calendarEvent({ title: '  开幕主旨演讲 ', start: START, end: START + 90 * 60_000, location: '国家会展中心\n1 号馆', description: '议程', url: 'https://expo.example/#/meeting/agenda' })
    expect(event).toEqual({
      title: '开幕主旨演讲', start: START, end: START + 90 * 60_000, location: '国家会展中心 1 号馆',
      description: '议程\nhttps://expo.example/#/meeting/agenda', url: 'https://expo.example/#/meeting/agenda', alarmMinutes: 10,
    })
  })
  it('makes a one-hour event when the end is missing or not after the start', () => {
    expect(calendarEvent({ title: 'Keynote', start: START })!.end).toBe(START + 3_600_000)
    expect(calendarEvent({ title: 'Keynote', start: START, end: START })!.end).toBe(START + 3_600_000)
    expect(calendarEvent({ title: 'Keynote', start: START, end: START - 1 })!.end).toBe(START + 3_600_000)
  })
  it('refuses an event without a title or a start', () => {
    expect(calendarEvent({ title: '   ', start: START })).toBeNull()
    expect(calendarEvent({ title: 'Keynote', start: NaN })).toBeNull()
    expect(calendarEvent({ title: 'Keynote', start: 0 })).toBeNull()
  })
  it('cuts a long title to 60 characters without splitting one', () => {
    expect(Array.from(calendarEvent({ title: '展'.repeat(80), start: START })!.title)).toHaveLength(60)
  })
})

describe('phoneCalendarParams (the mini-program addPhoneCalendar)', () => {
  it('gives seconds and the alarm offset in seconds', () => {
    const params = phoneCalendarParams(calendarEvent({ title: 'Keynote', start: START + 999, end: START + 3_600_999, location: 'Hall 1' })!)
    expect(params).toEqual({ title: 'Keynote', startTime: START / 1000, endTime: START / 1000 + 3600, allDay: false, description: '', location: 'Hall 1', alarm: true, alarmOffset: 600 })
  })
})

describe('icsText (the browser download)', () => {
  const event = calendarEvent({ title: 'Talk; robots, AI', start: START, end: START + 3_600_000, location: 'Hall 1, Booth A', url: 'https://expo.example/#/a' })!
  const text = icsText(event, { uid: 'a1@fu-events', now: Date.UTC(2026, 10, 25, 8) })

  it('is one VEVENT in UTC with CRLF lines and the alarm', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n')
    expect(lines).toEqual(expect.arrayContaining([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:a1@fu-events', 'DTSTAMP:20261125T080000Z',
      'DTSTART:20261203T013000Z', 'DTEND:20261203T023000Z', 'SUMMARY:Talk\\; robots\\, AI', 'LOCATION:Hall 1\\, Booth A',
      'TRIGGER:-PT10M', 'END:VEVENT', 'END:VCALENDAR',
    ]))
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'))
  })
  it('escapes backslashes and newlines', () => {
    expect(icsEscape('a\\b\nc')).toBe('a\\\\b\\nc')
  })
  it('folds lines over 75 octets without cutting a UTF-8 character', () => {
    const folded = icsFold(`SUMMARY:${'展'.repeat(40)}`)
    const parts = folded.split('\r\n ')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.join('')).toBe(`SUMMARY:${'展'.repeat(40)}`)
  })
  it('names the file after the title', () => {
    expect(icsFileName(event)).toBe('Talk;-robots,-AI.ics')
    expect(icsFileName({ ...event, title: '///' })).toBe('event.ics')
  })
})
