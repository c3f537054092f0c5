import { formatWallClock, parseWallClock, refusedFields } from '@/core/organizerSettings'

describe('the settings form\'s wall clock', () => {
  it('reads a typed time in the meeting\'s zone and writes it back the same', () => {
    expect(parseWallClock('2027-01-01 08:00', 'Asia/Shanghai')).toBe(1798761600)
    expect(parseWallClock('2027-01-01 08:00', 'UTC')).toBe(1798761600 + 8 * 3600)
    expect(formatWallClock(1798761600, 'Asia/Shanghai')).toBe('2027-01-01 08:00')
    // New York in summer (daylight saving): UTC−4.
    expect(parseWallClock('2027-07-01 09:30', 'America/New_York')).toBe(Date.UTC(2027, 6, 1, 13, 30) / 1000)
  })

  it('refuses text that is no time', () => {
    for (const text of ['', 'tomorrow', '2027-02-30 10:00', '2027-01-01 24:00', '2027-1-1 8:00']) expect(parseWallClock(text, 'Asia/Shanghai')).toBeNull()
  })
})

describe('a refused save\'s fields', () => {
  it('names each body field of a 4220 message with its reason', () => {
    expect(refusedFields('body.title.en: the title is needed; body.end: must not be before start')).toEqual([
      { field: 'title.en', reason: 'the title is needed' },
      { field: 'end', reason: 'must not be before start' },
    ])
    expect(refusedFields('params.id: bad')).toEqual([])
  })
})
