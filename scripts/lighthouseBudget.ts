/**
 * The budgets of `npm run lighthouse` (scripts/lighthouse.ts): our home against the bare Taro app measured in the same
 * run (bench/bare-taro), each figure the median of its own runs.
 */
export interface RunFigures { score: number; fcpMs: number; lcpMs: number; tbtMs: number; clsScore: number; scriptKb: number; totalKb: number }

export interface BudgetLimits { lcpSlackMs: number; budgetCls: number; budgetScriptKb: number }

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
// LCP: since the app's scripts are fetched after the start page's cover is shown (server/lib/siteShell.ts), the home's
// LCP is that cover in every run, and five runs of `npm run lighthouse` on the busy 2-core machine (2026-11-28, load
// 8–14) gave medians of 999–1 203 ms (single runs 955–1 835) against the bare app's 1 802–1 979: ~0.7–1 s before it,
// so ~1 s inside the 0.3 s slack.
// Score and TBT: since Taro's start runs in a task of its own and the first screen is drawn as a transition
// (2026-11-29), the home's single runs gave TBT 24–115 ms (one outlier of 228; medians of three 35–75) against the bare
// app's 60–135 (medians 63–97), and a score of 100 against its 99–100. A miss is measured once more (lighthouse.ts).
export const ENFORCED_TARGETS: readonly Target[] = ['lcp', 'score', 'tbt']

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
    home.clsScore > limits.budgetCls && `CLS ${home.clsScore} > ${limits.budgetCls}`,
    home.scriptKb > limits.budgetScriptKb && `script ${home.scriptKb} KB > budget ${limits.budgetScriptKb} KB`,
  ].filter((line): line is string => Boolean(line))
}
