import { translate } from '@/i18n/complete'
import {
  bookingDayLabel, bookingDayNote, bookingDays, firstBookableDay, formatSlotLabel, isSlotBookable, meetingDayKeys, slotLabelParts, slotPlacesLeft, slotTimeRange,
} from '@/core/appointmentSlots'

// 2030-01-01 11:00 in Shanghai (03:00 UTC).
const ELEVEN = Date.UTC(2030, 0, 1, 3) / 1000
const HOUR = 3600
const DAY = 86400
const slot = (start: number, extra: { place?: string; booked?: number; capacity?: number; date?: string } = {}) =>
  ({ start, end: start + 1800, date: extra.date ?? '2030-01-01', booked: 0, ...extra })
const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('en', key, params)
const NOW = Date.UTC(2029, 11, 1) // a month before, in ms

describe('slotTimeRange', () => {
  it('is the hours in the meeting zone joined by an en dash', () => {
    expect(slotTimeRange(ELEVEN, ELEVEN + 1800, 'Asia/Shanghai')).toBe('11:00–11:30')
    expect(slotTimeRange(ELEVEN, ELEVEN + 1800, 'Asia/Tokyo')).toBe('12:00–12:30')
    expect(slotTimeRange(ELEVEN * 1000, (ELEVEN + HOUR) * 1000)).toBe('11:00–12:00')
  })
})

describe('slotPlacesLeft / isSlotBookable', () => {
  it('is capacity minus taken when the server gives a capacity, never invented without one', () => {
    expect(slotPlacesLeft({ capacity: 2, booked: 1 })).toBe(1)
    expect(slotPlacesLeft({ capacity: 2, booked: 5 })).toBe(0)
    expect(slotPlacesLeft({ capacity: 3 })).toBe(3)
    expect(slotPlacesLeft({ booked: 1 })).toBeUndefined()
    expect(slotPlacesLeft({ capacity: 0, booked: 0 })).toBeUndefined()
  })
  it('a slot is bookable while ahead and not full', () => {
    expect(isSlotBookable(slot(ELEVEN), NOW)).toBe(true)
    expect(isSlotBookable(slot(ELEVEN, { booked: 4 }), NOW)).toBe(true)
    expect(isSlotBookable(slot(ELEVEN, { capacity: 1, booked: 1 }), NOW)).toBe(false)
    expect(isSlotBookable(slot(ELEVEN), ELEVEN * 1000)).toBe(false)
  })
})

describe('the slot label', () => {
  it('says time, booth and places left: 11:00–11:30 · Booth A100 · 1 place left', () => {
    expect(formatSlotLabel(slot(ELEVEN, { place: 'A100', capacity: 2, booked: 1 }), en, 'Asia/Shanghai')).toBe('11:00–11:30 · Booth A100 · 1 place left')
    expect(formatSlotLabel(slot(ELEVEN, { place: 'A100', capacity: 3 }), en)).toBe('11:00–11:30 · Booth A100 · 3 places left')
    expect(formatSlotLabel(slot(ELEVEN, { place: 'A100', capacity: 1, booked: 1 }), en)).toBe('11:00–11:30 · Booth A100 · Fully booked')
  })
  it('leaves out what the server does not give: no capacity, no place', () => {
    expect(formatSlotLabel(slot(ELEVEN, { place: ' A100 ' }), en)).toBe('11:00–11:30 · Booth A100')
    expect(formatSlotLabel(slot(ELEVEN), en)).toBe('11:00–11:30')
    // Without a capacity, the requests already made for that time are said (the booking will ask about them).
    expect(formatSlotLabel(slot(ELEVEN, { place: 'A100', booked: 2 }), en)).toBe('11:00–11:30 · Booth A100 · 2 requested')
  })
  it('hands the screen message keys, the time as text', () => {
    expect(slotLabelParts(slot(ELEVEN, { place: 'A100', capacity: 2, booked: 1 }))).toEqual([
      '11:00–11:30', { key: 'appointment.slot.place', params: { place: 'A100' } }, { key: 'appointment.slot.left', params: { count: 1 } },
    ])
    expect(formatSlotLabel(slot(ELEVEN, { place: 'A100', capacity: 2, booked: 1 }), (key, params) => translate('zh', key, params))).toBe('11:00–11:30 · 展位 A100 · 剩余 1 个名额')
  })
})

describe('meetingDayKeys', () => {
  // 2030-01-01 09:00 to 2030-01-03 18:00 in Shanghai.
  const meeting = { start: ELEVEN - 2 * HOUR, end: ELEVEN + 2 * DAY + 7 * HOUR }
  it('lists the meeting\'s days from start to end in its zone', () => {
    expect(meetingDayKeys(meeting, 'Asia/Shanghai')).toEqual(['2030-01-01', '2030-01-02', '2030-01-03'])
    expect(meetingDayKeys({ start: meeting.start * 1000, end: meeting.end * 1000 }, 'Asia/Shanghai')).toHaveLength(3)
    // 09:00 Shanghai is the evening before in Los Angeles.
    expect(meetingDayKeys(meeting, 'America/Los_Angeles')).toEqual(['2029-12-31', '2030-01-01', '2030-01-02', '2030-01-03'])
  })
  it('an end at midnight closes the day before; a month-end crossing; nothing without a meeting or for a very long one', () => {
    const midnight = Date.UTC(2030, 0, 2, -8) / 1000 // 2030-01-02 00:00 Shanghai
    expect(meetingDayKeys({ start: midnight - 15 * HOUR, end: midnight }, 'Asia/Shanghai')).toEqual(['2030-01-01'])
    expect(meetingDayKeys({ start: midnight - 2 * DAY, end: midnight - 2 * DAY }, 'Asia/Shanghai')).toEqual(['2029-12-31'])
    expect(meetingDayKeys(undefined)).toEqual([])
    expect(meetingDayKeys({ start: ELEVEN, end: ELEVEN + 90 * DAY })).toEqual([])
  })
})

describe('bookingDays', () => {
  const meeting = { start: ELEVEN - 2 * HOUR, end: ELEVEN + 2 * DAY + 7 * HOUR }
  const past = slot(Date.UTC(2029, 10, 1) / 1000, { date: '2029-11-01' })
  const open = slot(ELEVEN + 3 * HOUR)
  const early = slot(ELEVEN)
  const full = slot(ELEVEN + DAY, { date: '2030-01-02', capacity: 1, booked: 1 })
  it('offers every meeting day with its slots ahead by time, open, full or without slots (not a past slot\'s day outside the meeting)', () => {
    const days = bookingDays(meeting, [open, full, past, early], NOW, 'Asia/Shanghai')
    expect(days.map(d => [d.key, d.state, d.slots.length])).toEqual([
      ['2030-01-01', 'open', 2],
      ['2030-01-02', 'full', 1],
      ['2030-01-03', 'none', 0],
    ])
    expect(days[0].slots).toEqual([early, open])
    expect(firstBookableDay(days)).toBe('2030-01-01')
  })
  it('opens on the first day still bookable; none when nothing can be booked', () => {
    expect(firstBookableDay(bookingDays(meeting, [early, slot(ELEVEN + 2 * DAY, { date: '2030-01-03' })], ELEVEN * 1000, 'Asia/Shanghai'))).toBe('2030-01-03')
    expect(firstBookableDay(bookingDays(meeting, [full], NOW))).toBeUndefined()
    expect(bookingDays(undefined, [open, past], NOW).map(d => d.key)).toEqual(['2030-01-01'])
    expect(bookingDays(meeting, [], NOW).map(d => d.state)).toEqual(['none', 'none', 'none'])
  })
  it('an unavailable day says why; a day shows as YYYY.MM.DD', () => {
    expect(bookingDayNote('full')).toBe('appointment.day.full')
    expect(bookingDayNote('none')).toBe('appointment.day.none')
    expect(bookingDayNote('open')).toBeUndefined()
    expect(bookingDayLabel('2030-01-02')).toBe('2030.01.02')
  })
})
