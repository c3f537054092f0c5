/**
 * Where the H5 home's start-up spends the main thread (issue 15's TBT): loads `/#/meeting/home` of a built site
 * (FU_DIST, default dist) from the reference server in Chromium with 4× CPU throttling, a fresh profile per run, and
 * prints the long tasks (> 50 ms; their time over 50 ms summed, as TBT counts it) and, from a CPU profile, the
 * modules and functions of ours (src/, types/) with the most time inside them (inclusive: a sample counts once per
 * module on its stack). Module names need a build with source maps:
 *
 *   FU_DIST=.data/x FU_SOURCE_MAP=1 NODE_ENV=production npx taro build --type h5
 *   FU_DIST=.data/x node --import tsx scripts/profileHome.ts            PROFILE_RUNS=3  PROFILE_CPU_RATE=4
 *
 * PROFILE_COMPARE=.data/y profiles a second build the same way, runs interleaved (x, y, x, …), so both see the same load.
 * PROFILE_CPU_RATE=1 PROFILE_LONG_MS=12.5 looks as Lighthouse's simulation does: it records unthrottled and counts a task
 * four times as long, so a task of 12.5 ms is its 50 ms threshold. PROFILE_TASKS=1 prints each long task's content;
 * PROFILE_TASK_SCRIPT=/js/app. keeps only the tasks that evaluate that script or call it (as Lighthouse attributes).
 *
 * A measuring aid, not a test: figures move with the machine's load; compare runs made one after the other.
 */
import fs from 'node:fs'
import path from 'node:path'
import puppeteer, { type Browser } from 'puppeteer-core'
import { SourceMapConsumer, type RawSourceMap } from 'source-map'
import { startTestServer } from '../test/support/server'

const root = path.resolve(__dirname, '..')
const dists = [process.env.FU_DIST || 'dist', ...(process.env.PROFILE_COMPARE ? [process.env.PROFILE_COMPARE] : [])]
const runs = Number(process.env.PROFILE_RUNS || 3)
const cpuRate = Number(process.env.PROFILE_CPU_RATE || 4)
/** A long task: 50 ms under 4× throttling; 12.5 ms unthrottled as Lighthouse's simulated throttling counts them. */
const longMs = Number(process.env.PROFILE_LONG_MS || 50)

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: unknown } }
interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; parent?: number; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

const maps = new Map<string, SourceMapConsumer | null>()
/** The build each server's origin serves. */
const siteDirs = new Map<string, string>()
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = path.join(siteDirs.get(new URL(url).origin) ?? '', new URL(url).pathname)
    const mapFile = `${file}.map`
    maps.set(url, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap) : null)
  }
  return maps.get(url) ?? null
}

const ourFiles = new Map<string, boolean>()
/** A file of this repository (src/…, types/…), not one of a package's own source maps with the same look (src/runtime/…). */
function ourFile(file: string): boolean {
  if (!ourFiles.has(file)) ourFiles.set(file, /^(src|types)\//.test(file) && fs.existsSync(path.join(root, file)))
  return ourFiles.get(file)!
}

/** The original module and function of a frame: `src/stores/RootStore.ts` / `RootStore`, or the bundle's file. */
function originOf(frame: CallFrame): { module: string; fn: string } {
  if (!frame.url) return { module: `(${frame.functionName || 'program'})`, fn: frame.functionName }
  if (!/^https?:/.test(frame.url)) return { module: frame.url, fn: frame.functionName }
  const map = mapOf(frame.url)
  const file = new URL(frame.url).pathname
  if (!map) return { module: file, fn: frame.functionName || '(anonymous)' }
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  if (!pos.source) return { module: file, fn: frame.functionName || '(anonymous)' }
  // Our sources are `webpack://fu-events/./src/…`; Taro's packages bring their own maps (`…/../src/runtime/…`).
  const relative = pos.source.replace(/^webpack:\/\/[^/]*\//, '')
  const plain = relative.replace(/^(\.\.?\/)+/, '')
  const module = relative.includes('node_modules/') ? relative.replace(/^.*node_modules\//, 'node_modules/')
    : ourFile(plain) ? plain : `(taro) ${plain}`
  return { module, fn: `${pos.name || frame.functionName || '(anonymous)'}:${pos.line}` }
}

const ours = (module: string) => /^(src|types)\//.test(module)
const bucket = (module: string) => {
  if (ours(module)) return module
  const pkg = module.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return pkg ? `node_modules/${pkg[1]}` : module
}

interface TreeNode { label: string; ms: number; children: Map<string, TreeNode> }
interface RunResult { tree: TreeNode; taskContents: string[]; longTasks: { start: number; dur: number }[]; blockingMs: number; inTasks: Map<string, number>; fnInTasks: Map<string, number>; selfByBucket: Map<string, number>; scriptEvalMs: Map<string, number> }

async function profileOnce(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true })
  const cdp = await page.createCDPSession()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForSelector('h1', { timeout: 60_000 })
  await new Promise(resolve => setTimeout(resolve, 4000))
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString("utf8")) as { traceEvents: TraceEvent[] }
  const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile }
  await context.close()

  const events = trace.traceEvents
  // The page's main thread: the renderer main thread that evaluated the most scripts.
  const evaluations = new Map<string, number>()
  for (const e of events) if (e.name === 'EvaluateScript') evaluations.set(`${e.pid}:${e.tid}`, (evaluations.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const mainThread = [...evaluations].sort((a, b) => b[1] - a[1])[0]?.[0]
  const main = events.filter(e => `${e.pid}:${e.tid}` === mainThread)
  // PROFILE_TASK_SCRIPT=/js/app.: only the tasks that evaluate that script or call into it.
  const onlyScript = process.env.PROFILE_TASK_SCRIPT
  const evaluates = (task: TraceEvent) => main.some(e => (e.name === 'EvaluateScript' || e.name === 'FunctionCall') && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) &&
    String((e.args?.data as { url?: string })?.url ?? '').includes(onlyScript!))
  const longTasks = main.filter(e => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > longMs * 1000 && (!onlyScript || evaluates(e)))
    .map(e => ({ start: e.ts, dur: e.dur! }))
  const blockingMs = longTasks.reduce((sum, t) => sum + (t.dur - longMs * 1000) / 1000, 0)
  const scriptEvalMs = new Map<string, number>()
  for (const e of main) {
    if (e.ph !== 'X' || e.name !== 'EvaluateScript') continue
    const file = (e.args?.data as { url?: string })?.url ?? '?'
    const name = file ? new URL(file, 'http://x').pathname : '(inline)'
    scriptEvalMs.set(name, (scriptEvalMs.get(name) ?? 0) + (e.dur ?? 0) / 1000)
  }

  const nodes = new Map(profile.nodes.map(n => [n.id, n]))
  for (const n of profile.nodes) for (const child of n.children ?? []) nodes.get(child)!.parent = n.id
  const origins = new Map<number, { module: string; fn: string }>()
  const originOfNode = (id: number) => {
    if (!origins.has(id)) origins.set(id, originOf(nodes.get(id)!.callFrame))
    return origins.get(id)!
  }
  const tree: TreeNode = { label: 'long tasks', ms: 0, children: new Map() }
  const inTasks = new Map<string, number>()
  const fnInTasks = new Map<string, number>()
  const selfByBucket = new Map<string, number>()
  // Per long task: where its time went, by the innermost function of ours on the stack (else the package).
  const perTask = longTasks.map(() => new Map<string, number>())
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const taskIndex = longTasks.findIndex(task => t >= task.start && t < task.start + task.dur)
    if (taskIndex < 0) return
    const self = originOfNode(id)
    let owner = bucket(self.module)
    for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)!.parent) {
      const o = originOfNode(node)
      if (ours(o.module)) { owner = `${o.module} ${o.fn}`; break }
    }
    perTask[taskIndex].set(owner, (perTask[taskIndex].get(owner) ?? 0) + dt)
    selfByBucket.set(bucket(self.module), (selfByBucket.get(bucket(self.module)) ?? 0) + dt)
    const seenModules = new Set<string>()
    const seenFns = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)!.parent) {
      const o = originOfNode(node)
      if (!ours(o.module)) continue
      seenModules.add(o.module)
      seenFns.add(`${o.module} ${o.fn}`)
    }
    const stack: string[] = []
    for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)!.parent) {
      const o = originOfNode(node)
      if (o.module !== '(root)') stack.unshift(`${o.module} ${o.fn}`)
    }
    let at = tree
    at.ms += dt
    for (const label of stack) {
      if (!at.children.has(label)) at.children.set(label, { label, ms: 0, children: new Map() })
      at = at.children.get(label)!
      at.ms += dt
    }
    for (const m of seenModules) inTasks.set(m, (inTasks.get(m) ?? 0) + dt)
    for (const f of seenFns) fnInTasks.set(f, (fnInTasks.get(f) ?? 0) + dt)
  })
  const firstTask = longTasks[0]?.start ?? 0
  const taskContents = longTasks.map((task, n) => `${((task.start - firstTask) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms: ` +
    [...perTask[n]].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(' | '))
  return { tree, taskContents, longTasks, blockingMs, inTasks, fnInTasks, selfByBucket, scriptEvalMs }
}

/** The call tree inside long tasks, frames of ≥ minMs, chains of one child folded onto one line. */
function printTree(node: TreeNode, minMs: number, depth = 0): void {
  let line = node.label
  let at = node
  while (at.children.size === 1 && [...at.children.values()][0].ms >= at.ms - minMs / 2) {
    at = [...at.children.values()][0]
    line += ` > ${at.label}`
  }
  console.log(`${'  '.repeat(depth)}${node.ms.toFixed(0).padStart(5)} ms  ${line}`)
  for (const child of [...at.children.values()].sort((a, b) => b.ms - a.ms)) if (child.ms >= minMs) printTree(child, minMs, depth + 1)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
function top(results: RunResult[], pick: (r: RunResult) => Map<string, number>, count: number): string[] {
  const keys = new Set(results.flatMap(r => [...pick(r).keys()]))
  return [...keys].map(k => [k, median(results.map(r => pick(r).get(k) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, ms]) => `  ${ms.toFixed(0).padStart(5)} ms  ${k}`)
}

function report(dist: string, results: RunResult[]): void {
  console.log(`\n===== ${dist}: ${results.length} runs`)
  results.forEach((r, i) => console.log(`run ${i + 1}: ${r.longTasks.length} long tasks [${r.longTasks.map(t => Math.round(t.dur / 1000)).join(', ')} ms], blocking ${r.blockingMs.toFixed(0)} ms`))
  if (process.env.PROFILE_TASKS) results.forEach((r, i) => console.log(`run ${i + 1}'s long tasks:\n  ${r.taskContents.join('\n  ')}`))
  console.log(`\nmedian blocking (long tasks' time over ${longMs} ms, ${cpuRate}× CPU): ${median(results.map(r => r.blockingMs)).toFixed(0)} ms; long tasks' total ${median(results.map(r => r.longTasks.reduce((s, t) => s + t.dur / 1000, 0))).toFixed(0)} ms`)
  console.log('\nscript evaluation (median ms):')
  console.log(top(results, r => r.scriptEvalMs, 12).join('\n'))
  console.log('\nself time inside long tasks, by package / our module (median ms):')
  console.log(top(results, r => r.selfByBucket, 25).join('\n'))
  console.log('\nour modules on the stack inside long tasks (inclusive, median ms):')
  console.log(top(results, r => r.inTasks, 30).join('\n'))
  const middle = [...results].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(results.length / 2)]
  console.log(`\ncall tree inside the long tasks of the median run (frames ≥ ${process.env.PROFILE_TREE_MS || 8} ms):`)
  printTree(middle.tree, Number(process.env.PROFILE_TREE_MS || 8))
  console.log('\nour functions on the stack inside long tasks (inclusive, median ms):')
  console.log(top(results, r => r.fnInTasks, 40).join('\n'))
}

async function main() {
  for (const dist of dists) if (!fs.existsSync(path.join(root, dist, 'h5', 'index.html'))) throw new Error(`${dist}/h5 missing: build it first`)
  const servers = await Promise.all(dists.map(dist => startTestServer({ env: { FU_DIST: dist } })))
  servers.forEach((server, i) => siteDirs.set(server.baseUrl, path.join(root, dists[i], 'h5')))
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
  try {
    const results: RunResult[][] = dists.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [d, server] of servers.entries()) {
        const r = await profileOnce(browser, `${server.baseUrl}/#/meeting/home`)
        results[d].push(r)
        console.log(`${dists[d]} run ${i + 1}: blocking ${r.blockingMs.toFixed(0)} ms in ${r.longTasks.length} long tasks`)
      }
    }
    dists.forEach((dist, d) => report(dist, results[d]))
    if (dists.length > 1) {
      console.log('\n===== side by side (median)')
      for (const [d, dist] of dists.entries()) {
        const rs = results[d]
        console.log(`${dist}: blocking ${median(rs.map(r => r.blockingMs)).toFixed(0)} ms, long tasks ${median(rs.map(r => r.longTasks.reduce((s, t) => s + t.dur / 1000, 0))).toFixed(0)} ms in ${median(rs.map(r => r.longTasks.length))}, self time in our modules ${median(rs.map(r => [...r.selfByBucket].filter(([m]) => ours(m)).reduce((s, [, ms]) => s + ms, 0))).toFixed(0)} ms, app.js evaluated in ${median(rs.map(r => [...r.scriptEvalMs].filter(([f]) => /\/app\./.test(f)).reduce((s, [, ms]) => s + ms, 0))).toFixed(0)} ms`)
      }
    }
    if (process.env.PROFILE_TREE_OUT) {
      const plain = (n: TreeNode): unknown => ({ label: n.label, ms: Math.round(n.ms * 10) / 10, children: [...n.children.values()].map(plain) })
      fs.writeFileSync(process.env.PROFILE_TREE_OUT, JSON.stringify(results.map(rs => rs.map(r => plain(r.tree)))))
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map(server => server.stop()))
  }
}

main().catch(error => { console.error(error); process.exit(1) })
