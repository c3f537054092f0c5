// The mini-program's page viewport (platform/weappViewport) against a fake of WeChat's selector query: it measures the
// list and its rows (not the spacers) in the list's own scope after Taro's pending setData, and follows the page's
// scroll at most once per SCROLL_CHECK_MS.
const mockTaro = {
  nextTick: jest.fn((run: () => void) => run()),
  getWindowInfo: jest.fn(() => ({ windowHeight: 700 })),
  getSystemInfoSync: jest.fn(() => ({ windowHeight: 600 })),
}
jest.mock('@tarojs/taro', () => ({ __esModule: true, get default() { return mockTaro }, usePageScroll: jest.fn() }))

import { createWeappViewport, SCROLL_CHECK_MS } from '@/platform/weappViewport'
import type { ListLayout } from '@/platform/pageViewport'

/** Boxes the view layer would give, by element id; a missing id is an element not shown yet. */
function fakeScope(boxes: Record<string, { top: number; bottom: number; rowGap?: string }>) {
  const selected: string[] = []
  const query = {
    select(selector: string) {
      selected.push(selector)
      return { boundingClientRect: () => query, fields: () => query }
    },
    exec(callback: (results: unknown[]) => void) { callback(selected.map(s => boxes[s.slice(1)] ?? null)) },
  }
  return { selected, ctx: { createSelectorQuery: () => query } }
}

const element = (sid: string, className = '') => ({ sid, nodeType: 1, className, childNodes: [] as unknown[], parentNode: null as unknown })

function listIn(scope: ReturnType<typeof fakeScope>, rows: ReturnType<typeof element>[]) {
  const wrapper = { ...element('wrapper'), ctx: scope.ctx }
  const list = { ...element('list', 'cards'), parentNode: wrapper, childNodes: rows }
  return list
}

describe('the mini-program viewport', () => {
  it('measures the list and its rows in the list\'s scope, from the list\'s top, leaving the spacers out', () => {
    const scope = fakeScope({ list: { top: -500, bottom: 5000, rowGap: '12px' }, r1: { top: -100, bottom: 0 }, r2: { top: 12, bottom: 112 } })
    const list = listIn(scope, [element('sp', 'fu-windowed__spacer'), element('r1', 'row'), element('r2', 'row')])
    let layout: ListLayout | undefined
    createWeappViewport().measure(list, 'fu-windowed__spacer', measured => { layout = measured })
    expect(scope.selected).toEqual(['#list', '#r1', '#r2'])
    expect(mockTaro.nextTick).toHaveBeenCalled()
    expect(layout).toEqual({ top: -500, viewportHeight: 700, rowGap: 12, rows: [{ top: 400, bottom: 500 }, { top: 512, bottom: 612 }] })
  })

  it('a row the view layer does not show yet ends the rows; a list not shown gives nothing', () => {
    const scope = fakeScope({ list: { top: 0, bottom: 900 }, r1: { top: 0, bottom: 100 }, r3: { top: 200, bottom: 300 } })
    const list = listIn(scope, [element('r1'), element('r2'), element('r3')])
    const layouts: ListLayout[] = []
    const viewport = createWeappViewport()
    viewport.measure(list, 'fu-windowed__spacer', measured => layouts.push(measured))
    expect(layouts[0].rows).toEqual([{ top: 0, bottom: 100 }])
    viewport.measure(listIn(fakeScope({}), [element('r1')]), 'fu-windowed__spacer', measured => layouts.push(measured))
    viewport.measure(null, 'fu-windowed__spacer', measured => layouts.push(measured))
    expect(layouts).toHaveLength(1)
  })

  it('follows the page\'s scroll at most once per check, and not after it stops watching', () => {
    jest.useFakeTimers()
    try {
      const viewport = createWeappViewport()
      const onChange = jest.fn()
      const stop = viewport.watch(null, 'fu-windowed__spacer', onChange, () => undefined)
      for (let i = 0; i < 10; i++) viewport.pageScrolled()
      jest.advanceTimersByTime(SCROLL_CHECK_MS)
      expect(onChange).toHaveBeenCalledTimes(1)
      viewport.pageScrolled()
      stop()
      jest.advanceTimersByTime(SCROLL_CHECK_MS)
      expect(onChange).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })
})
