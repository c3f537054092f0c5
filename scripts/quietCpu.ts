/**
 * Waits until the machine's CPUs are mostly idle, for measurements that a busy machine distorts (Lighthouse's TBT
 * counts a task's excess over 50 ms, so on 2 cores a neighbour's burst that stretches our tasks moves it by 100 ms
 * or more while the bare app's few tasks barely move: the CI run of 2026-12-07 measured right after the jest suite).
 * Reads /proc/stat (Linux); elsewhere it returns at once. Never fails a run: after `maxWaitMs` it measures anyway and
 * says so.
 */
import fs from 'node:fs'

interface CpuTimes { idle: number; total: number }

function cpuTimes(): CpuTimes | null {
  try {
    // "cpu  user nice system idle iowait irq softirq steal …": idle and iowait are idle; steal is a neighbour's.
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const idle = fields[3] + (fields[4] || 0)
    return { idle, total: fields.slice(0, 8).reduce((sum, value) => sum + (value || 0), 0) }
  } catch {
    return null
  }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** The share of CPU time idle over the next `windowMs` (1 where it cannot be read). */
export async function idleShare(windowMs: number): Promise<number> {
  const before = cpuTimes()
  await sleep(windowMs)
  const after = cpuTimes()
  if (!before || !after || after.total === before.total) return 1
  return (after.idle - before.idle) / (after.total - before.total)
}

export interface QuietWait { waitedMs: number; idle: number; quiet: boolean }

/** Resolves once a `windowMs` window is at least `minIdle` idle, or after `maxWaitMs` with the last window's share. */
export async function waitForQuietCpu({ minIdle = 0.85, windowMs = 1000, maxWaitMs = 30_000 } = {}): Promise<QuietWait> {
  const started = Date.now()
  let idle = await idleShare(windowMs)
  while (idle < minIdle && Date.now() - started < maxWaitMs) idle = await idleShare(windowMs)
  return { waitedMs: Date.now() - started, idle, quiet: idle >= minIdle }
}
