import { overlaps, planItems, planWithClashes, type PlanItem } from '@/core/myAgenda'

const NINE = Date.UTC(2026, 4, 1, 1, 0) / 1000
const HOUR = 3600
const item = (key: string, start: number, end: number): PlanItem => ({ key, kind: 'session', id: key, title: key, start, end })

describe('overlaps', () => {
  it('is a clash when the times overlap, not when one ends as the other starts', () => {
    expect(overlaps(item('a', NINE, NINE + HOUR), item('b', NINE + HOUR / 2, NINE + 2 * HOUR))).toBe(true)
    expect(overlaps(item('a', NINE, NINE + HOUR), item('b', NINE + HOUR, NINE + 2 * HOUR))).toBe(false)
    expect(overlaps(item('a', NINE, NINE + 3 * HOUR), item('b', NINE + HOUR, NINE + 2 * HOUR))).toBe(true)
    // Milliseconds and seconds compare as the same moment.
    expect(overlaps(item('a', NINE * 1000, (NINE + HOUR) * 1000), item('b', NINE + HOUR - 60, NINE + 2 * HOUR))).toBe(true)
  })
})

describe('planWithClashes', () => {
  it('orders the items by time and names, on each, the others it overlaps', () => {
    const plan = planWithClashes([
      item('late', NINE + 5 * HOUR, NINE + 6 * HOUR),
      item('long', NINE, NINE + 3 * HOUR),
      item('inside', NINE + HOUR, NINE + 2 * HOUR),
      item('after', NINE + 3 * HOUR, NINE + 4 * HOUR),
      item('edge', NINE + 2 * HOUR, NINE + 3 * HOUR + 1),
    ])
    expect(plan.map(p => [p.key, p.clashes.map(c => c.key)])).toEqual([
      ['long', ['inside', 'edge']],
      ['inside', ['long']],
      ['edge', ['long', 'after']],
      ['after', ['edge']],
      ['late', []],
    ])
  })
  it('is empty for nothing planned', () => {
    expect(planWithClashes([])).toEqual([])
  })
})

describe('planItems', () => {
  const activity = { _id: 'act1', title: { en: 'Masterclass' }, start: NINE, end: NINE + HOUR, place: { en: 'Room 3' } }
  it('merges saved sessions, my tickets\' activities (once each, rejected left out) and accepted appointments', () => {
    const items = planItems({
      sessions: [{ _id: 's1', title: { en: 'Keynote' }, start: NINE, end: NINE + HOUR, place: { en: 'Hall' } }],
      tickets: [
        { activity_id: 'act1', status: 1 }, { activity_id: 'act1', status: 0 },
        { activity_id: 'act2', status: 2 }, { activity_id: 'gone', status: 1 },
      ],
      activities: new Map([['act1', activity], ['act2', { ...activity, _id: 'act2' }]]),
      appointments: [
        { _id: 'ap1', start: NINE, end: NINE + HOUR, status: 1, type: 'offline', booth: 'A12', title: 'Aurora' },
        { _id: 'ap2', start: NINE, end: NINE + HOUR, status: 1, type: 'online', booth: 'A12', title: 'Cloudsail' },
        { _id: 'ap3', start: NINE, end: NINE + HOUR, status: 0, type: 'offline', title: 'Pending' },
      ],
    })
    expect(items.map(i => [i.key, i.kind, i.place])).toEqual([
      ['session:s1', 'session', { en: 'Hall' }],
      ['activity:act1', 'activity', { en: 'Room 3' }],
      ['appointment:ap1', 'appointment', 'A12'],
      // An online meeting has no booth to go to.
      ['appointment:ap2', 'appointment', undefined],
    ])
    const keynote = planWithClashes(items).find(p => p.key === 'session:s1')!
    expect(keynote.clashes.map(c => c.key)).toEqual(['activity:act1', 'appointment:ap1', 'appointment:ap2'])
  })
})
