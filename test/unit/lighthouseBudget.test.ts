/**
 * The budgets of `npm run lighthouse` (scripts/lighthouseBudget.ts, issue 15): our home against the bare Taro app measured in
 * the same run, each figure its own median.
 */
import { medianFigures, overBudget, type RunFigures } from '../../scripts/lighthouseBudget'

const run = (over: Partial<RunFigures> = {}): RunFigures =>
  ({ score: 90, fcpMs: 1500, lcpMs: 2000, tbtMs: 200, clsScore: 0, scriptKb: 100, totalKb: 200, ...over })
const limits = { lcpSlackMs: 300, budgetCls: 0.05, budgetScriptKb: 300 }

test('each figure is the median of its own runs, not one run\'s', () => {
  const m = medianFigures([run({ score: 95, tbtMs: 900 }), run({ score: 60, tbtMs: 100 }), run({ score: 80, tbtMs: 300 })])
  expect(m.score).toBe(80)
  expect(m.tbtMs).toBe(300)
  expect(medianFigures([run({ lcpMs: 1000 }), run({ lcpMs: 2000 })]).lcpMs).toBe(1500)
})

test('within budget: as good as the bare app, LCP up to 0.3 s later', () => {
  expect(overBudget(run({ lcpMs: 2300 }), run(), limits)).toEqual([])
})

test('a worse score or TBT, a later LCP, a shifting page or too much script is over budget', () => {
  expect(overBudget(run({ score: 89 }), run(), limits)).toEqual(['performance 89 < bare Taro\'s 90'])
  expect(overBudget(run({ tbtMs: 201 }), run(), limits)).toEqual(['TBT 201 ms > bare Taro\'s 200 ms'])
  expect(overBudget(run({ lcpMs: 2301 }), run(), limits)).toEqual(['LCP 2301 ms > bare Taro\'s 2000 ms + 300 ms'])
  expect(overBudget(run({ clsScore: 0.06 }), run(), limits)).toEqual(['CLS 0.06 > 0.05'])
  expect(overBudget(run({ scriptKb: 301 }), run(), limits)).toEqual(['script 301 KB > budget 300 KB'])
})
