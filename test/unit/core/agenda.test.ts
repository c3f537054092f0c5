import type { Live } from '@fu-types/entities'
import { agendaDays, agendaLive, dayKey, formatSessionTime, initialAgendaDay, sessionLiveState } from '@/core/agenda'

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

describe('sessionLiveState', () => {
  const session = { start: LATE, end: LATE + HOUR }
  const replay = { replay_url: '/r.mp4' }
  it('counts down until the session starts, whatever the live record says', () => {
    expect(sessionLiveState(session, {}, LATE * 1000 - 1)).toBe('countdown')
    expect(sessionLiveState(session, replay, LATE * 1000 - 7 * 24 * HOUR * 1000)).toBe('countdown')
  })
  it('is live from the session\'s start until one ms before its end, paused when the live is', () => {
    expect(sessionLiveState(session, {}, LATE * 1000)).toBe('live')
    expect(sessionLiveState(session, replay, (LATE + HOUR) * 1000 - 1)).toBe('live')
    expect(sessionLiveState(session, { paused: 1 }, LATE * 1000)).toBe('paused')
  })
  it('is a replay only after the session ended and when the live has one, else over', () => {
    expect(sessionLiveState(session, replay, (LATE + HOUR) * 1000)).toBe('replay')
    expect(sessionLiveState(session, {}, (LATE + HOUR) * 1000)).toBe('over')
    expect(sessionLiveState(session, { replay_url: ' ' }, (LATE + HOUR) * 1000)).toBe('over')
  })
})

describe('agendaLive', () => {
  const live = (id: string, extra: Partial<Live> = {}): Live =>
    ({ _id: id, meeting_id: 'm', title: { en: id }, start: LATE - HOUR, end: LATE + HOUR, ...extra })
  const running = live('running')
  const paused = live('paused', { paused: 1 })
  const replay = live('replay', { replay_url: '/r.mp4' })
  const plain = live('plain')
  const session = (lives: Live[], start = LATE - HOUR, end = LATE + HOUR) => ({ start, end, lives })
  it('speaks for the most pressing linked live while the session runs', () => {
    const now = LATE * 1000
    expect(agendaLive(session([paused, running]), now)).toEqual({ live: running, state: 'live' })
    expect(agendaLive(session([paused]), now)).toEqual({ live: paused, state: 'paused' })
  })
  it('shows no running live on a session a week away, though the live records run now', () => {
    const now = LATE * 1000
    const nextWeek = LATE + 7 * 24 * HOUR
    expect(agendaLive(session([running, replay], nextWeek, nextWeek + HOUR), now)).toEqual({ live: running, state: 'countdown' })
  })
  it('offers the replay after the session ended, else says over', () => {
    const after = (LATE + HOUR) * 1000
    expect(agendaLive(session([plain, replay]), after)).toEqual({ live: replay, state: 'replay' })
    expect(agendaLive(session([plain]), after)).toEqual({ live: plain, state: 'over' })
  })
  it('is none without shown lives', () => {
    expect(agendaLive(session([]), LATE * 1000)).toBeUndefined()
    expect(agendaLive({ start: LATE, end: LATE + HOUR }, LATE * 1000)).toBeUndefined()
  })
})
