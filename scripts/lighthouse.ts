/**
 * `npm run lighthouse`: Lighthouse mobile performance of the built H5 site's first screen (`/#/meeting/home`, served by
 * the reference server on a seeded throwaway database) against the framework's floor: the bare two-page Taro 4 H5 app
 * of bench/bare-taro, built with the same @tarojs/cli and measured in the same run, in Debian's Chromium.
 *
 * Lighthouse's simulated throttling moves with the machine (TOOLCHAIN.md), so absolute scores only compare within one
 * run: the budgets are comparisons with the bare app measured beside ours, runs interleaved (home, bare, home, …), each
 * figure the median of LH_RUNS runs. Issue 15's targets: our performance score at least the bare app's, our TBT at most
 * its, our LCP at most LH_LCP_SLACK_MS (300) after its; those in ENFORCED_TARGETS (scripts/lighthouseBudget.ts) fail
 * the run when missed in two rounds (a miss is measured once more, both apps again, as the server bench does), the
 * others print as "not met yet". Over budget as well (exit 1, so `npm test` fails):
 *   - our performance score under LH_BUDGET_SCORE (90) or our TBT over LH_BUDGET_TBT_MS (200): Lighthouse's "good";
 *   - our CLS above LH_BUDGET_CLS (0.05, issue 15);
 *   - more than LH_BUDGET_SCRIPT_KB (230) KB of script transferred (gzip/brotli, what the browser downloaded).
 *
 * The bare app is rebuilt when its sources, the lockfile (the toolchain's versions) or its output changed; the stamp
 * beside the output says from what it was built (LH_BARE_REBUILD=1 rebuilds anyway). Figures go to
 * .data/test/lighthouse.json for `npm run size` / the README — measured, never typed in.
 *
 * Each run starts on a quiet machine (scripts/quietCpu.ts: up to 30 s for a second at ≥ 85 % idle).
 *
 *   LH_RUNS=5  LH_LCP_SLACK_MS=300  LH_BUDGET_SCORE=90  LH_BUDGET_TBT_MS=200  LH_BUDGET_CLS=0.05  LH_BUDGET_SCRIPT_KB=230  LH_BARE_REBUILD=0
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { startTestServer } from '../test/support/server'
import { judgeTargets, medianFigures, missedTargets, overBudget, type RunFigures } from './lighthouseBudget'
import { waitForQuietCpu } from './quietCpu'

const root = path.resolve(__dirname, '..')
// Five, not three: on this 2-core machine single runs' TBT move by ±100 ms (one run in five doubles), and a median of
// three let one such run decide a comparison that the two apps' typical runs settle by 40 ms either way.
const runs = Number(process.env.LH_RUNS || 5)
const lcpSlackMs = Number(process.env.LH_LCP_SLACK_MS || 300)
const budgetCls = Number(process.env.LH_BUDGET_CLS || 0.05)
// Lighthouse's "good" bands for a mobile page (its scoring: performance ≥ 90; TBT's 90th-percentile control point 200 ms).
const budgetScore = Number(process.env.LH_BUDGET_SCORE || 90)
const budgetTbtMs = Number(process.env.LH_BUDGET_TBT_MS || 200)
// The home transferred 202 KB of script after the catalogue split (2026-11-25): a budget just above it.
const budgetScriptKb = Number(process.env.LH_BUDGET_SCRIPT_KB || 230)
const siteDir = path.join(root, process.env.FU_DIST || 'dist', 'h5')
const bareSource = path.join(root, 'bench', 'bare-taro')
const bareOut = path.join(root, '.data', 'bench', 'bare-taro', 'h5')

function figures(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; details?: unknown }> }): RunFigures {
  const items = ((lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items) ?? []
  const kb = (type: string) => Math.round((items.find(i => i.resourceType === type)?.transferSize ?? 0) / 102.4) / 10
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    clsScore: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
    scriptKb: kb('script'),
    totalKb: kb('total'),
  }
}

type Lhr = { audits: Record<string, { numericValue?: number; details?: unknown }> }

/**
 * What one run took as its LCP, to see why a run's LCP moves: the element (its selector, as Lighthouse names it), the
 * LCP the browser observed (unthrottled) and the simulated one's phases (TTFB, load delay, load time, render delay).
 */
function lcpElement(lhr: Lhr): string {
  const tables = ((lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] })?.items) ?? []
  const node = tables[0]?.items?.[0]?.node as { selector?: string; nodeLabel?: string } | undefined
  const phases = (tables[1]?.items ?? []).map(phase => `${String(phase.phase)} ${Math.round(Number(phase.timing))}`).join(', ')
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })?.items?.[0]?.observedLargestContentfulPaint
  const element = node ? `${node.selector ?? '?'}${node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40)}"` : ''}` : 'no LCP element'
  return `${element}; observed ${observed === undefined ? '?' : Math.round(observed)} ms${phases ? `; ${phases}` : ''}`
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    // .swc: the compiler's cache, written by each build (hashing it made every run rebuild the bare app).
    if (entry.isDirectory()) return ['node_modules', 'dist', '.swc'].includes(entry.name) ? [] : filesUnder(full)
    return [full]
  }).sort()
}

/** Builds bench/bare-taro with the project's @tarojs/cli unless the stamped build is of the same sources and lockfile. */
function buildBareApp(): { seconds: number; rebuilt: boolean } {
  const hash = crypto.createHash('sha256')
  for (const file of [...filesUnder(bareSource), path.join(root, 'package-lock.json')]) hash.update(path.relative(root, file)).update(fs.readFileSync(file))
  const key = hash.digest('hex').slice(0, 16)
  const stamp = path.join(bareOut, '..', 'built-from')
  const started = Date.now()
  if (process.env.LH_BARE_REBUILD !== '1' && fs.existsSync(path.join(bareOut, 'index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key) {
    return { seconds: 0, rebuilt: false }
  }
  fs.rmSync(path.join(bareOut, '..'), { recursive: true, force: true })
  const cli = path.join(root, 'node_modules', '@tarojs', 'cli', 'bin', 'taro')
  const result = spawnSync(process.execPath, [cli, 'build', '--type', 'h5'], {
    cwd: bareSource,
    env: { ...process.env, NODE_ENV: 'production', BARE_TARO_OUT: bareOut },
    encoding: 'utf8',
  })
  if (result.status !== 0 || !fs.existsSync(path.join(bareOut, 'index.html'))) {
    throw new Error(`bench/bare-taro did not build:\n${(result.stdout + result.stderr).slice(-3000)}`)
  }
  fs.writeFileSync(stamp, key)
  return { seconds: (Date.now() - started) / 1000, rebuilt: true }
}

/** The bare app over HTTP the way our server sends the site: @fastify/static with the brotli/gzip copies. */
async function serveBareApp(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const { default: Fastify } = await import('fastify')
  const { default: fastifyStatic } = await import('@fastify/static')
  const app = Fastify({ logger: false })
  await app.register(fastifyStatic, { root: bareOut, prefix: '/', wildcard: true, preCompressed: true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() }
}

const line = (name: string, m: RunFigures, count: number) =>
  `${name}, median of ${count}: performance ${m.score}, FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.clsScore}, ` +
  `script ${m.scriptKb} KB, total ${m.totalKb} KB transferred`

async function main(): Promise<number> {
  const started = Date.now()
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`${siteDir} missing: run npm run build:h5 first`)
    return 1
  }
  const bareBuild = buildBareApp()
  console.log(bareBuild.rebuilt
    ? `bench/bare-taro built in ${bareBuild.seconds.toFixed(1)} s (@tarojs/cli of node_modules)`
    : 'bench/bare-taro: the build of these sources and this lockfile is current (LH_BARE_REBUILD=1 to rebuild)')
  // Both ship as ES modules only; this script is CommonJS like the rest of scripts/.
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const [server, bare] = await Promise.all([startTestServer(), serveBareApp()])
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
  const targets = [
    { name: 'home', url: `${server.baseUrl}/#/meeting/home`, results: [] as RunFigures[], elements: [] as string[], report: '' },
    { name: 'bare', url: `${bare.baseUrl}/#/pages/index/index`, results: [] as RunFigures[], elements: [] as string[], report: '' },
  ]
  type Measured = { name: string; results: RunFigures[]; elements: string[]; report: string }
  const waits: { waitedMs: number; idle: number; quiet: boolean }[] = []
  /** One round: LH_RUNS runs of each target, interleaved; the figures of a new round replace the last one's. */
  async function measureRound(): Promise<void> {
    for (const target of targets) Object.assign(target, { results: [], elements: [], report: '' })
    // Interleaved, so a busy spell of the machine falls on both. A run that could not measure (e.g. no trace on a busy
    // machine: NO_NAVSTART) is not a zero: it is run again, up to two more times per target.
    for (let attempt = 0; attempt < runs + 2 && targets.some(t => t.results.length < runs); attempt++) {
      for (const target of targets.filter(t => t.results.length < runs)) {
        // Each run on a quiet machine (scripts/quietCpu.ts): what a neighbour's burst adds to one app's tasks is noise.
        const quiet = await waitForQuietCpu()
        waits.push(quiet)
        const result = await lighthouse(target.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
        if (!result) throw new Error('Lighthouse returned no result')
        const failure = (result.lhr as { runtimeError?: { message: string } }).runtimeError
        if (failure) { console.error(`${target.name} attempt ${attempt + 1} could not measure: ${failure.message}`); continue }
        target.results.push(figures(result.lhr as never))
        target.elements.push(lcpElement(result.lhr as never))
        target.report = result.report as string
      }
    }
    for (const target of targets) if (!target.results.length) throw new Error(`no Lighthouse run could measure ${target.name}`)
  }
  const judge = () => {
    const homeMedian = medianFigures(targets[0].results)
    const bareMedian = medianFigures(targets[1].results)
    const { failed, notMetYet } = judgeTargets(missedTargets(homeMedian, bareMedian, { lcpSlackMs }))
    // The score and TBT floors are measured once more too: they are the figures a busy spell moves most.
    const floors = overBudget(homeMedian, { budgetCls: Infinity, budgetScriptKb: Infinity, budgetTbtMs, budgetScore })
    return { homeMedian, bareMedian, failed: [...failed, ...floors], notMetYet }
  }
  const print = ([home, bareApp]: Measured[], homeMedian: RunFigures, bareMedian: RunFigures) => {
    console.log(`Lighthouse mobile, ${line('/#/meeting/home', homeMedian, home.results.length)}`)
    console.log(`Lighthouse mobile, ${line('bare Taro 4 (bench/bare-taro)', bareMedian, bareApp.results.length)}`)
    console.log(`  home runs: ${home.results.map(r => `${r.score} (LCP ${r.lcpMs}, TBT ${r.tbtMs}, CLS ${r.clsScore})`).join(', ')}`)
    console.log(`  bare runs: ${bareApp.results.map(r => `${r.score} (LCP ${r.lcpMs}, TBT ${r.tbtMs}, CLS ${r.clsScore})`).join(', ')}`)
  }
  // Like the server bench: an enforced target or floor missed is measured once more (a new round of both apps; the noise of a
  // 2-core machine moves single runs' TBT by ±100 ms), and fails the run only if the second round misses it too.
  let firstRound: { measured: Measured[]; judged: ReturnType<typeof judge> } | undefined
  try {
    await measureRound()
    const judged = judge()
    if (judged.failed.length) {
      firstRound = { measured: targets.map(t => ({ ...t, results: [...t.results], elements: [...t.elements] })), judged }
      await measureRound()
    }
  } finally {
    await chrome.kill()
    await Promise.all([server.stop(), bare.close()])
  }
  const [home, bareApp] = targets
  const { homeMedian, bareMedian, failed, notMetYet } = judge()
  const over = overBudget(homeMedian, { budgetCls, budgetScriptKb, budgetTbtMs: Infinity, budgetScore: -Infinity })
  const seconds = (Date.now() - started) / 1000
  const report = {
    measuredAt: new Date().toISOString(), url: '/#/meeting/home', preset: 'mobile (Lighthouse default, simulated throttling)',
    runs: home.results, median: homeMedian,
    bare: { app: 'bench/bare-taro', runs: bareApp.results, median: bareMedian, buildSeconds: bareBuild.rebuilt ? bareBuild.seconds : null },
    ...(firstRound ? { firstRound: { home: firstRound.measured[0].results, bare: firstRound.measured[1].results, missed: firstRound.judged.failed } } : {}),
    budgets: { lcpSlackMs, cls: budgetCls, scriptKb: budgetScriptKb, tbtMs: budgetTbtMs, score: budgetScore }, over: [...failed, ...over], missed: notMetYet, seconds,
  }
  fs.mkdirSync(path.join(root, '.data', 'test'), { recursive: true })
  fs.writeFileSync(path.join(root, '.data', 'test', 'lighthouse.json'), JSON.stringify(report, null, 2))
  // The last runs' full reports, to see which element is the LCP and what shifts.
  fs.writeFileSync(path.join(root, '.data', 'test', 'lighthouse-report.json'), home.report)
  fs.writeFileSync(path.join(root, '.data', 'test', 'lighthouse-report-bare.json'), bareApp.report)
  if (firstRound) {
    console.log(`first round: ${firstRound.judged.failed.join('; ')}; measured once more (a second round of both apps):`)
    print(firstRound.measured, firstRound.judged.homeMedian, firstRound.judged.bareMedian)
    console.log('second round:')
  }
  print(targets, homeMedian, bareMedian)
  for (const target of targets) target.elements.forEach((element, n) => console.log(`  ${target.name} run ${n + 1} LCP element: ${element}`))
  const noisy = waits.filter(wait => !wait.quiet).length
  console.log(`  quiet machine before each run: waited ${(waits.reduce((sum, w) => sum + w.waitedMs, 0) / 1000).toFixed(0)} s in all; ` +
    `${noisy ? `${noisy} of ${waits.length} runs started on a machine still under 85 % idle` : `all ${waits.length} runs started at ≥ 85 % idle`}`)
  console.log(`  home − bare: performance ${homeMedian.score - bareMedian.score}, LCP ${homeMedian.lcpMs - bareMedian.lcpMs} ms, TBT ${homeMedian.tbtMs - bareMedian.tbtMs} ms; ` +
    `step took ${seconds.toFixed(0)} s (bare build ${bareBuild.rebuilt ? `${bareBuild.seconds.toFixed(0)} s` : 'reused'})`)
  for (const miss of notMetYet) console.log(`target not met yet (issue 15): ${miss}`)
  for (const miss of failed) console.error(`over budget (enforced): ${miss}`)
  for (const breach of over) console.error(`over budget: ${breach}`)
  return over.length || failed.length ? 1 : 0
}

main().then(code => process.exit(code), error => { console.error(error); process.exit(1) })
