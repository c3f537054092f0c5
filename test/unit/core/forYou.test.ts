import type { Live } from '@fu-types/entities'
import { countdownTo, livesOnAir, nextPlanned, programmeDay, sessionOnAir } from '@/core/forYou'

// 09:00 in Shanghai on 2026-12-14, in seconds as the server sends times.
const NINE = Date.UTC(2026, 11, 14, 1, 0) / 1000
const HOUR = 3600
const ms = (seconds: number) => seconds * 1000
const item = (key: string, start: number, end: number) => ({ key, start, end })
const session = (id: string, start: number, end: number, lives: Live[] = []) => ({ _id: id, start, end, lives })
const live = (start: number, end: number, more: Partial<Live> = {}) => ({ _id: 'l', title: { en: 'Stream' }, start, end, ...more }) as Live

describe('nextPlanned', () => {
  const plan = [item('lunch', NINE + 3 * HOUR, NINE + 4 * HOUR), item('keynote', NINE, NINE + HOUR), item('workshop', NINE + 30 * 60, NINE + 2 * HOUR)]
  it('is what runs now, earliest start first, and then what starts next', () => {
    expect(nextPlanned(plan, ms(NINE - HOUR))?.key).toBe('keynote')
    expect(nextPlanned(plan, ms(NINE + 45 * 60))?.key).toBe('keynote')
    expect(nextPlanned(plan, ms(NINE + HOUR))?.key).toBe('workshop')
    expect(nextPlanned(plan, ms(NINE + 2 * HOUR + 1))?.key).toBe('lunch')
  })
  it('is nothing once the whole plan is over', () => {
    expect(nextPlanned(plan, ms(NINE + 4 * HOUR))).toBeUndefined()
    expect(nextPlanned([], ms(NINE))).toBeUndefined()
  })
})

describe('countdownTo', () => {
  const keynote = item('keynote', NINE, NINE + HOUR)
  it('says now while it runs', () => {
    expect(countdownTo(keynote, ms(NINE))).toEqual({ unit: 'now' })
    expect(countdownTo(keynote, ms(NINE + 30 * 60))).toEqual({ unit: 'now' })
  })
  it('counts minutes within the hour (never 0), hours within the day, then days', () => {
    expect(countdownTo(keynote, ms(NINE) - 10_000)).toEqual({ unit: 'minutes', value: 1 })
    expect(countdownTo(keynote, ms(NINE - 35 * 60))).toEqual({ unit: 'minutes', value: 35 })
    expect(countdownTo(keynote, ms(NINE - HOUR))).toEqual({ unit: 'hours', value: 1 })
    expect(countdownTo(keynote, ms(NINE - 23 * HOUR - 59 * 60))).toEqual({ unit: 'hours', value: 23 })
    expect(countdownTo(keynote, ms(NINE - 24 * HOUR))).toEqual({ unit: 'days', value: 1 })
    expect(countdownTo(keynote, ms(NINE - 7 * 24 * HOUR - HOUR))).toEqual({ unit: 'days', value: 7 })
  })
})

describe('livesOnAir', () => {
  it('keeps the running lives (paused ones too), not those to come or over, earliest first', () => {
    const lives = [
      live(NINE + HOUR, NINE + 3 * HOUR, { _id: 'later' }),
      live(NINE, NINE + 2 * HOUR, { _id: 'paused', paused: 1 }),
      live(NINE + 30 * 60, NINE + 2 * HOUR, { _id: 'running' }),
      live(NINE - 3 * HOUR, NINE - HOUR, { _id: 'over', replay_url: 'https://cdn.example/replay.m3u8' }),
    ]
    expect(livesOnAir(lives, ms(NINE + 45 * 60)).map(l => l._id)).toEqual(['paused', 'running'])
    expect(livesOnAir(lives, ms(NINE - 2 * HOUR + 3 * HOUR + 2 * HOUR))).toEqual([])
  })
})

describe('programmeDay', () => {
  const day1 = [session('open', NINE, NINE + HOUR), session('forum', NINE + 5 * HOUR, NINE + 6 * HOUR)]
  const day2 = [session('talk', NINE + 24 * HOUR, NINE + 25 * HOUR)]
  const all = [...day2, ...day1]
  it('before the event: the first day, all of it', () => {
    const shown = programmeDay(all, ms(NINE - 7 * 24 * HOUR))
    expect(shown?.today).toBe(false)
    expect(shown?.day.key).toBe('2026-12-14')
    expect(shown?.items.map(s => s._id)).toEqual(['open', 'forum'])
  })
  it('during a day: today, without what has ended', () => {
    const shown = programmeDay(all, ms(NINE + 2 * HOUR))
    expect(shown?.today).toBe(true)
    expect(shown?.items.map(s => s._id)).toEqual(['forum'])
  })
  it("once today's sessions are over: the next day's", () => {
    const shown = programmeDay(all, ms(NINE + 7 * HOUR))
    expect(shown?.today).toBe(false)
    expect(shown?.items.map(s => s._id)).toEqual(['talk'])
  })
  it('reads days in the meeting zone, and is nothing once the programme is over', () => {
    // 00:30 on 12-15 in Shanghai is still 12-14 in UTC.
    expect(programmeDay(all, ms(NINE + 15 * HOUR + 30 * 60), 'Asia/Shanghai')?.day.key).toBe('2026-12-15')
    expect(programmeDay(all, ms(NINE + 26 * HOUR))).toBeUndefined()
    expect(programmeDay([], ms(NINE))).toBeUndefined()
  })
})

describe('sessionOnAir', () => {
  it('follows the session, not the linked live record', () => {
    const streamed = session('open', NINE + 7 * 24 * HOUR, NINE + 7 * 24 * HOUR + HOUR, [live(NINE, NINE + HOUR)])
    expect(sessionOnAir(streamed, ms(NINE + 30 * 60))).toBe(false)
    expect(sessionOnAir(streamed, ms(NINE + 7 * 24 * HOUR + 60))).toBe(true)
    expect(sessionOnAir(session('open', NINE, NINE + HOUR), ms(NINE + 60))).toBe(false)
  })
})
