import type { Live } from '@fu-types/entities'
import { agendaDays, agendaLive, dayKey, formatSessionTime, initialAgendaDay } from '@/core/agenda'

// 2026-05-01 15:30 UTC = 23:30 in Shanghai, 2026-05-02 00:30 in Tokyo.
const LATE = Date.UTC(2026, 4, 1, 15, 30) / 1000
const HOUR = 3600

describe('dayKey', () => {
  it('is the calendar day in the meeting zone', () => {
    expect(dayKey(LATE, 'Asia/Shanghai')).toBe('2026-05-01')
    expect(dayKey(LATE, 'Asia/Tokyo')).toBe('2026-05-02')
    expect(dayKey(LATE * 1000, 'Asia/Tokyo')).toBe('2026-05-02')
  })
})

describe('agendaDays', () => {
  const sessions = [
    { id: 'c', start: LATE + 2 * HOUR },
    { id: 'a', start: LATE - 10 * HOUR },
    { id: 'b', start: LATE },
  ]
  it('groups sessions by their start day in the zone, days and sessions in time order', () => {
    expect(agendaDays(sessions, 'Asia/Shanghai').map(d => [d.key, d.items.map(i => i.id)])).toEqual([
      ['2026-05-01', ['a', 'b']],
      ['2026-05-02', ['c']],
    ])
    // In Tokyo 23:30 Shanghai is already the next day.
    expect(agendaDays(sessions, 'Asia/Tokyo').map(d => [d.key, d.items.map(i => i.id)])).toEqual([
      ['2026-05-01', ['a']],
      ['2026-05-02', ['b', 'c']],
    ])
  })
  it('labels a day with its first start and leaves the input alone', () => {
    const days = agendaDays(sessions, 'Asia/Shanghai')
    expect(days[0].start).toBe(LATE - 10 * HOUR)
    expect(sessions.map(s => s.id)).toEqual(['c', 'a', 'b'])
    expect(agendaDays([], 'Asia/Shanghai')).toEqual([])
  })
})

describe('formatSessionTime', () => {
  it('is hours only within a day, the full range past midnight in the zone', () => {
    expect(formatSessionTime(LATE - 2 * HOUR, LATE, 'Asia/Shanghai')).toBe('21:30 - 23:30')
    expect(formatSessionTime(LATE, LATE + HOUR, 'Asia/Shanghai')).toBe('2026.05.01 23:30 ~ 2026.05.02 00:30')
    expect(formatSessionTime(LATE + HOUR, LATE + 2 * HOUR, 'Asia/Shanghai')).toBe('00:30 - 01:30')
  })
})

describe('initialAgendaDay', () => {
  const days = [{ key: '2026-05-01' }, { key: '2026-05-03' }]
  it('opens today, else the next day to come, else the first', () => {
    expect(initialAgendaDay(days, Date.UTC(2026, 4, 1, 3), 'Asia/Shanghai')).toBe('2026-05-01')
    expect(initialAgendaDay(days, Date.UTC(2026, 4, 2, 3), 'Asia/Shanghai')).toBe('2026-05-03')
    expect(initialAgendaDay(days, Date.UTC(2026, 3, 1), 'Asia/Shanghai')).toBe('2026-05-01')
    expect(initialAgendaDay(days, Date.UTC(2026, 6, 1), 'Asia/Shanghai')).toBe('2026-05-01')
    expect(initialAgendaDay([], Date.UTC(2026, 6, 1))).toBeUndefined()
  })
})

describe('agendaLive', () => {
  const now = LATE * 1000
  const live = (id: string, start: number, end: number, extra: Partial<Live> = {}): Live =>
    ({ _id: id, meeting_id: 'm', title: { en: id }, start, end, ...extra })
  it('speaks for the most pressing linked live', () => {
    const over = live('over', LATE - 3 * HOUR, LATE - 2 * HOUR)
    const soon = live('soon', LATE + HOUR, LATE + 2 * HOUR)
    const running = live('running', LATE - HOUR, LATE + HOUR)
    const paused = live('paused', LATE - HOUR, LATE + HOUR, { paused: 1 })
    const replay = live('replay', LATE - 3 * HOUR, LATE - 2 * HOUR, { replay_url: '/r.mp4' })
    expect(agendaLive([over, soon, running, paused], now)).toEqual({ live: running, state: 'live' })
    expect(agendaLive([over, soon, paused], now)).toEqual({ live: paused, state: 'paused' })
    expect(agendaLive([over, replay, soon], now)).toEqual({ live: soon, state: 'countdown' })
    expect(agendaLive([over, replay], now)).toEqual({ live: replay, state: 'replay' })
    expect(agendaLive([over], now)).toEqual({ live: over, state: 'over' })
  })
  it('is none without shown lives', () => {
    expect(agendaLive([], now)).toBeUndefined()
    expect(agendaLive(undefined, now)).toBeUndefined()
  })
})
