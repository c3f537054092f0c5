import { toMs, formatDateTime, formatTimeRange, isSameDay, countdownParts, countdownLabel } from '@/core/time'

// 2025-05-01 09:00 in Shanghai (UTC+8) = 2025-05-01 01:00 UTC.
const MAY_1_0900_SHANGHAI_S = Date.UTC(2025, 4, 1, 1, 0) / 1000

describe('toMs', () => {
  it('treats a 10-digit value as seconds', () => {
    expect(toMs(1746061200)).toBe(1746061200000)
  })
  it('treats a 13-digit value as milliseconds', () => {
    expect(toMs(1746061200000)).toBe(1746061200000)
  })
  it('treats a 12-digit value as seconds (only 13+ digits are ms)', () => {
    expect(toMs(999999999999)).toBe(999999999999000)
  })
  it('accepts numeric strings and rejects garbage', () => {
    expect(toMs('1746061200')).toBe(1746061200000)
    expect(toMs('1746061200000')).toBe(1746061200000)
    expect(toMs('soon')).toBeNaN()
  })
})

describe('formatDateTime', () => {
  it('formats YYYY.MM.DD HH:mm in the default zone (Asia/Shanghai)', () => {
    expect(formatDateTime(MAY_1_0900_SHANGHAI_S)).toBe('2025.05.01 09:00')
  })
  it('respects the meeting timezone', () => {
    expect(formatDateTime(MAY_1_0900_SHANGHAI_S, 'Asia/Tokyo')).toBe('2025.05.01 10:00')
    expect(formatDateTime(MAY_1_0900_SHANGHAI_S, 'Europe/London')).toBe('2025.05.01 02:00')
  })
  it('gives the same text for seconds and milliseconds', () => {
    expect(formatDateTime(MAY_1_0900_SHANGHAI_S * 1000)).toBe('2025.05.01 09:00')
  })
})

describe('zones with a fixed offset (no zone data loaded for them)', () => {
  // Each instant in each such zone reads as the browser's own zone data reads it: the table is only a shortcut.
  const zones = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'UTC']
  const instants = [Date.UTC(2002, 0, 1), Date.UTC(2025, 2, 30, 1, 30), Date.UTC(2025, 9, 26, 0, 59), Date.UTC(2031, 6, 1, 23, 59)]
  it.each(zones)('%s', zone => {
    for (const ms of instants) {
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .format(new Date(ms)).replace(/-/g, '.').replace(',', '')
      expect(formatDateTime(ms, zone)).toBe(expected)
    }
  })
  it('a zone with daylight saving still follows its clock change', () => {
    expect(formatDateTime(Date.UTC(2025, 0, 15, 12), 'Europe/Berlin')).toBe('2025.01.15 13:00')
    expect(formatDateTime(Date.UTC(2025, 6, 15, 12), 'Europe/Berlin')).toBe('2025.07.15 14:00')
  })
})

describe('formatTimeRange', () => {
  it('joins a same-day range with " - HH:mm"', () => {
    const end = MAY_1_0900_SHANGHAI_S + 8.5 * 3600
    expect(formatTimeRange(MAY_1_0900_SHANGHAI_S, end)).toBe('2025.05.01 09:00 - 17:30')
  })
  it('joins a multi-day range with " ~ " and full dates', () => {
    const end = MAY_1_0900_SHANGHAI_S + 27 * 3600
    expect(formatTimeRange(MAY_1_0900_SHANGHAI_S, end)).toBe('2025.05.01 09:00 ~ 2025.05.02 12:00')
  })
  it('decides "same day" in the meeting zone, not in UTC', () => {
    // 09:00 -> 23:59 in Shanghai stays on one day there but crosses midnight in Tokyo (one hour ahead).
    const start = MAY_1_0900_SHANGHAI_S
    const end = start + (14 * 60 + 59) * 60
    expect(formatTimeRange(start, end, 'Asia/Shanghai')).toBe('2025.05.01 09:00 - 23:59')
    expect(formatTimeRange(start, end, 'Asia/Tokyo')).toBe('2025.05.01 10:00 ~ 2025.05.02 00:59')
  })
  it('mixes ms and seconds ends', () => {
    expect(formatTimeRange(MAY_1_0900_SHANGHAI_S * 1000, MAY_1_0900_SHANGHAI_S + 3600)).toBe('2025.05.01 09:00 - 10:00')
  })
})

describe('isSameDay', () => {
  it('is false across midnight in the zone', () => {
    const lateEvening = Date.UTC(2025, 4, 1, 15, 59) / 1000 // 23:59 Shanghai
    expect(isSameDay(lateEvening, lateEvening + 60, 'Asia/Shanghai')).toBe(false)
    expect(isSameDay(lateEvening, lateEvening + 60, 'UTC')).toBe(true)
  })
})

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes, seconds', () => {
    const now = 1_000_000_000_000
    const start = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(countdownParts(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })
  it('is all zero once the target has passed', () => {
    expect(countdownParts(1000, 5_000_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('countdownLabel', () => {
  const now = 1_000_000_000_000
  const at = (days: number, hours: number, minutes: number, seconds: number) => now + (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000
  it('leaves the days out under a day: "02:13:04", not "0d 02:13:04"', () => {
    expect(countdownLabel(at(0, 2, 13, 4), now)).toEqual({ key: 'live.countdown', params: { days: 0, clock: '02:13:04' } })
  })
  it('shows the days from one day on, the clock zero-padded', () => {
    expect(countdownLabel(at(1, 0, 0, 0), now)).toEqual({ key: 'live.countdown.days', params: { days: 1, clock: '00:00:00' } })
    expect(countdownLabel(at(12, 3, 4, 5), now)).toEqual({ key: 'live.countdown.days', params: { days: 12, clock: '03:04:05' } })
  })
  it('is 00:00:00 once the target has passed', () => {
    expect(countdownLabel(1000, 5_000_000)).toEqual({ key: 'live.countdown', params: { days: 0, clock: '00:00:00' } })
  })
})
