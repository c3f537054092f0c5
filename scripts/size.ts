/**
 * `npm run size`: measured from the built output (dist/weapp, dist/h5), never typed in.
 * - mini-program: the main package and each subpackage (WeChat's limit is 2 MB each);
 * - H5: the JavaScript a first visit to /#/meeting/home downloads (raw and gzip): the entry
 *   scripts of index.html plus the chunks of the route host page and the home screen.
 * Exits non-zero when a mini-program package passes its budget.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'

const root = path.resolve(__dirname, '..')
const weappDir = path.join(root, 'dist/weapp')
const h5Dir = path.join(root, 'dist/h5')
const KB = 1024
const WECHAT_LIMIT = 2 * KB * KB
/** Our own budget for the main package: far below WeChat's limit. */
const MAIN_PACKAGE_BUDGET = 1 * KB * KB

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const isShipped = (file: string) => !file.endsWith('.LICENSE.txt') && !file.endsWith('.map')

export function weappPackages(dir = weappDir): { name: string; bytes: number }[] {
  const appJson = JSON.parse(readFileSync(path.join(dir, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] }
  const roots = (appJson.subPackages ?? []).map(p => p.root)
  const files = filesUnder(dir).filter(isShipped).filter(f => !f.endsWith('project.config.json'))
  const inRoot = (file: string, r: string) => path.relative(dir, file).startsWith(`${r}/`)
  const main = files.filter(f => !roots.some(r => inRoot(f, r)))
  const size = (list: string[]) => list.reduce((sum, f) => sum + statSync(f).size, 0)
  return [{ name: 'main', bytes: size(main) }, ...roots.map(r => ({ name: r, bytes: size(files.filter(f => inRoot(f, r))) }))]
}

export function h5HomeInitialScripts(dir = h5Dir): string[] {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
  const entry = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map(m => path.join(dir, m[1]))
  // Async chunks the home route needs on first paint: the page host and the home screen chunk.
  const jsDir = path.join(dir, 'js')
  const lazy = readdirSync(jsDir).filter(f => /^(meeting-home|pages-index-index|pages\/index)/.test(f) && f.endsWith('.js')).map(f => path.join(jsDir, f))
  return [...new Set([...entry, ...lazy])]
}

function main() {
  let overBudget = false
  if (existsSync(weappDir)) {
    console.log('Mini-program packages (dist/weapp):')
    for (const pkg of weappPackages()) {
      const budget = pkg.name === 'main' ? MAIN_PACKAGE_BUDGET : WECHAT_LIMIT
      const over = pkg.bytes > budget
      overBudget ||= over
      console.log(`  ${pkg.name.padEnd(18)} ${fmt(pkg.bytes).padStart(10)}  (budget ${fmt(budget)})${over ? '  OVER BUDGET' : ''}`)
    }
  } else console.log('dist/weapp missing: run npm run build:weapp')

  if (existsSync(h5Dir)) {
    const scripts = h5HomeInitialScripts()
    const raw = scripts.reduce((sum, f) => sum + statSync(f).size, 0)
    const gzip = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0)
    console.log(`H5 initial JavaScript of /#/meeting/home (dist/h5): ${fmt(raw)} raw, ${fmt(gzip)} gzip, ${scripts.length} files`)
    for (const f of scripts) console.log(`  ${path.relative(h5Dir, f)}  ${fmt(statSync(f).size)}`)
    const measured = path.join(root, '.temp/h5-home-scripts.json')
    if (existsSync(measured)) {
      const m = JSON.parse(readFileSync(measured, 'utf8')) as { files: number; bytes: number; measured: string }
      console.log(`  measured in Chromium by the e2e suite (${m.measured}): ${m.files} scripts, ${fmt(m.bytes)} raw`)
    }
  } else console.log('dist/h5 missing: run npm run build:h5')
  if (overBudget) process.exit(1)
}

main()
