import { agendaGrid, blocksInView, MIN_BLOCK_MINUTES, nowOnGrid } from '@/core/agendaGrid'

// 2026-05-01 01:00 UTC = 09:00 in Shanghai.
const NINE = Date.UTC(2026, 4, 1, 1, 0) / 1000
const MIN = 60
const hall = { zh: '主会场', en: 'Main hall' }
const forum = { zh: '论坛厅', en: 'Forum room' }
const session = (_id: string, start: number, minutes: number, place?: typeof hall) => ({ _id, start, end: start + minutes * MIN, place })

describe('agendaGrid', () => {
  const day = [
    session('forum1', NINE + 30 * MIN, 60, forum),
    session('keynote', NINE, 90, hall),
    session('lunch', NINE + 4 * 60 * MIN, 45),
    session('forum2', NINE + 60 * MIN, 60, forum),
  ]
  const grid = agendaGrid(day, 'Asia/Shanghai')
  const block = (id: string) => grid.blocks.find(b => b.item._id === id)!

  it('puts rooms in columns in the order the day uses them, a column for sessions without a room last used', () => {
    expect(grid.columns.map(c => c.key)).toEqual(['主会场', '论坛厅', ''])
    expect([block('keynote').column, block('forum1').column, block('lunch').column]).toEqual([0, 1, 2])
  })
  it('runs from the hour of the first start to the hour after the last end, with a line each hour', () => {
    expect(grid.startMinute).toBe(9 * 60)
    expect(grid.endMinute).toBe(14 * 60)
    expect(grid.hours).toEqual([0, 60, 120, 180, 240, 300])
  })
  it('sizes each block by its duration from its start', () => {
    expect([block('keynote').top, block('keynote').height]).toEqual([0, 90])
    expect([block('lunch').top, block('lunch').height]).toEqual([240, 45])
  })
  it('splits a room\'s column into lanes where its sessions overlap', () => {
    expect([block('forum1').lane, block('forum1').lanes]).toEqual([0, 2])
    expect([block('forum2').lane, block('forum2').lanes]).toEqual([1, 2])
    expect([block('keynote').lane, block('keynote').lanes]).toEqual([0, 1])
  })
  it('a later session after the overlap has the whole column again', () => {
    const later = agendaGrid([...day, session('forum3', NINE + 3 * 60 * MIN, 30, forum)], 'Asia/Shanghai')
    const forum3 = later.blocks.find(b => b.item._id === 'forum3')!
    expect([forum3.lane, forum3.lanes]).toEqual([0, 1])
  })
  it('draws a very short session at least MIN_BLOCK_MINUTES tall', () => {
    expect(agendaGrid([session('s', NINE, 5, hall)], 'Asia/Shanghai').blocks[0].height).toBe(MIN_BLOCK_MINUTES)
  })
  it('is empty for a day without sessions', () => {
    expect(agendaGrid([], 'Asia/Shanghai')).toEqual({ columns: [], startMinute: 0, endMinute: 0, hours: [], blocks: [] })
  })
})

describe('nowOnGrid', () => {
  const grid = agendaGrid([session('keynote', NINE, 90, hall)], 'Asia/Shanghai')
  it('marks the current time on today\'s grid only', () => {
    expect(nowOnGrid(grid, '2026-05-01', (NINE + 45 * MIN) * 1000, 'Asia/Shanghai')).toBe(45)
    expect(nowOnGrid(grid, '2026-05-02', (NINE + 45 * MIN) * 1000, 'Asia/Shanghai')).toBeUndefined()
    // Outside the grid's hours on the same day: no mark.
    expect(nowOnGrid(grid, '2026-05-01', (NINE - 60 * MIN) * 1000, 'Asia/Shanghai')).toBeUndefined()
  })
})

describe('blocksInView', () => {
  it('keeps only the blocks that meet the window', () => {
    const { blocks } = agendaGrid([session('a', NINE, 60, hall), session('b', NINE + 5 * 60 * MIN, 60, hall)], 'Asia/Shanghai')
    expect(blocksInView(blocks, 0, 120).map(b => b.item._id)).toEqual(['a'])
    expect(blocksInView(blocks, 60, 400).map(b => b.item._id)).toEqual(['b'])
    expect(blocksInView(blocks, 0, 1000)).toHaveLength(2)
  })
})
