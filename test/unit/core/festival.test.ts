import { clampToPlan, festivalPhase, itemsByCategory, markerOrder, nextMarker, projectStage } from '@/core/festival'

// 2026-05-10 00:00 in Shanghai (UTC+8) is 2026-05-09 16:00 UTC.
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`)
const s = (ms: number) => ms / 1000

describe('festivalPhase', () => {
  const start = s(at('2026-05-10', '09:00'))
  const end = s(at('2026-05-16', '21:00'))

  it('counts calendar days in the festival zone, and which day today is', () => {
    expect(festivalPhase(start, end, at('2026-05-10', '09:00'))).toEqual({ phase: 'running', days: 7, day: 1 })
    expect(festivalPhase(start, end, at('2026-05-12', '23:59'))).toEqual({ phase: 'running', days: 7, day: 3 })
    // 00:30 in Shanghai is still the previous evening in UTC: the day follows the festival's zone.
    expect(festivalPhase(start, end, at('2026-05-13', '00:30'))).toEqual({ phase: 'running', days: 7, day: 4 })
    expect(festivalPhase(start, end, at('2026-05-16', '20:59'))).toEqual({ phase: 'running', days: 7, day: 7 })
  })

  it('says how many days until it opens (0 later today), and when it is over', () => {
    expect(festivalPhase(start, end, at('2026-05-07', '12:00'))).toEqual({ phase: 'upcoming', days: 7, inDays: 3 })
    expect(festivalPhase(start, end, at('2026-05-10', '08:00'))).toEqual({ phase: 'upcoming', days: 7, inDays: 0 })
    expect(festivalPhase(start, end, at('2026-05-16', '21:00'))).toEqual({ phase: 'over', days: 7 })
  })

  it('a festival ending at midnight does not count the next day', () => {
    expect(festivalPhase(start, s(at('2026-05-12', '00:00')), at('2026-05-11', '10:00'))).toEqual({ phase: 'running', days: 2, day: 2 })
  })
})

describe('itemsByCategory', () => {
  const items = [
    { id: 'a', category: 'craft', listed: 2008 },
    { id: 'b', category: 'opera', listed: 2006 },
    { id: 'c', category: 'craft', listed: 2006 },
    { id: 'd', category: 'gone', listed: 2011 },
  ]
  it('groups in the categories\' order, oldest listing first, unknown categories last, empty ones left out', () => {
    const sections = itemsByCategory(items, ['opera', 'folk', 'craft'])
    expect(sections.map(section => [section.id, section.items.map(item => item.id)])).toEqual([
      ['opera', ['b']], ['craft', ['c', 'a']], ['', ['d']],
    ])
  })
  it('does not reorder the caller\'s list', () => {
    itemsByCategory(items, ['craft'])
    expect(items.map(item => item.id)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('venue plan markers', () => {
  const plan = { width: 1000, height: 640 }
  it('clamps coordinates outside the plan to its edge', () => {
    expect(clampToPlan({ _id: 'x', x: -20, y: 900 }, plan)).toMatchObject({ x: 0, y: 640 })
    expect(clampToPlan({ _id: 'x', x: Number.NaN, y: 10 }, plan)).toMatchObject({ x: 0, y: 10 })
  })
  it('orders markers top to bottom, then left to right (rows an eighth of the plan high)', () => {
    const points = [
      { _id: 'south', x: 500, y: 620 }, { _id: 'east', x: 780, y: 160 }, { _id: 'west', x: 220, y: 170 }, { _id: 'top', x: 500, y: 40 },
    ]
    expect(markerOrder(points, plan).map(point => point._id)).toEqual(['top', 'west', 'east', 'south'])
  })
  it('moves with the arrow keys, wrapping round, Home and End to the ends; other keys do nothing', () => {
    expect(nextMarker(4, 0, 'ArrowRight')).toBe(1)
    expect(nextMarker(4, 3, 'ArrowDown')).toBe(0)
    expect(nextMarker(4, 0, 'ArrowLeft')).toBe(3)
    expect(nextMarker(4, 2, 'ArrowUp')).toBe(1)
    expect(nextMarker(4, 2, 'Home')).toBe(0)
    expect(nextMarker(4, 0, 'End')).toBe(3)
    expect(nextMarker(4, 1, 'a')).toBeNull()
    expect(nextMarker(0, 0, 'ArrowRight')).toBeNull()
  })
})

describe('projectStage', () => {
  it('is done at 100 %, ongoing below, kept within 0–100', () => {
    expect(projectStage(100)).toEqual({ done: true, percent: 100 })
    expect(projectStage(45.4)).toEqual({ done: false, percent: 45 })
    expect(projectStage(140)).toEqual({ done: true, percent: 100 })
    expect(projectStage(-5)).toEqual({ done: false, percent: 0 })
    expect(projectStage(undefined)).toEqual({ done: false, percent: 0 })
  })
})
