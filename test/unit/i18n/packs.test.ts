import { readdirSync, readFileSync } from 'fs'
import path from 'path'
import madge from 'madge'
import { AREAS, FIRST_SCREEN_AREAS, NATIVE_PAGE_AREAS } from '@/i18n/areaLists'
import { catalogues } from '@/i18n/complete'
import type { Messages } from '@/i18n/types'

const root = path.resolve(__dirname, '../../..')
const i18nDir = path.join(root, 'src/i18n')
const languages = ['zh', 'en', 'ja', 'ko'] as const

describe('the message packs (issue 15: catalogues per language, loaded with the screens)', () => {
  it('name every area folder once, and keys.ts types every area', () => {
    expect([...AREAS].sort()).toEqual(readdirSync(path.join(i18nDir, 'areas')).sort())
    const keys = readFileSync(path.join(i18nDir, 'keys.ts'), 'utf8')
    for (const area of AREAS) expect(keys).toContain(`keyof typeof ${area}\n`)
  })

  it.each(languages)('in %s, the first and the rest hold every message exactly once, in that language only', async language => {
    const first = (await import(`@/i18n/packs/${language}.first`)).default as Messages
    const rest = (await import(`@/i18n/packs/${language}.rest`)).default as Messages
    const overlap = Object.keys(first).filter(key => key in rest)
    expect(overlap).toEqual([])
    expect({ ...first, ...rest }).toEqual(catalogues[language])
  })

  it('keep the first pack small: the home screen waits for it', async () => {
    const first = (await import('@/i18n/packs/en.first')).default as Messages
    expect(Object.keys(first).length).toBeLessThan(Object.keys(catalogues.en).length / 4)
  })
})

/** Message keys a set of source files names literally (`'home.more'`) or by prefix (`` `home.live.${state}` ``). */
function keysNamedIn(files: string[]): Set<string> {
  const all = Object.keys(catalogues.zh)
  const named = new Set<string>()
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8')
    for (const m of source.matchAll(/['`]([a-zA-Z]+\.[\w.]*)(['`]|\$\{)/g)) {
      for (const key of all) if (m[2] === '${' ? key.startsWith(m[1]) : key === m[1]) named.add(key)
    }
  }
  return named
}

/**
 * Source files an entry imports (not lazily: what the first render runs), without the catalogues themselves. `h5`:
 * as the H5 build resolves them, where a file's `.h5` sibling (LaterBlock.h5.tsx, which loads the later blocks
 * lazily) stands in for it.
 */
async function importedBy(entries: string[], { h5 = false } = {}): Promise<string[]> {
  const noAsync = { skipAsyncImports: true, skipTypeImports: true }
  const h5Files = h5 ? readdirSync(path.join(root, 'src'), { recursive: true }).map(String).filter(f => /\.h5\.tsx?$/.test(f)).map(f => `src/${f}`) : []
  const graph = await madge([...entries, ...h5Files].map(e => path.join(root, e)), {
    baseDir: root, tsConfig: path.join(root, 'tsconfig.json'), fileExtensions: ['ts', 'tsx'],
    detectiveOptions: { es6: noAsync, ts: noAsync, tsx: noAsync },
  })
  const deps = graph.obj()
  const resolved = (file: string) => {
    const sibling = file.replace(/\.(tsx?)$/, '.h5.$1')
    return h5 && sibling in deps ? sibling : file
  }
  const seen = new Set<string>()
  const visit = (file: string) => {
    const f = resolved(file)
    if (seen.has(f)) return
    seen.add(f)
    for (const dep of deps[f] ?? []) visit(dep)
  }
  entries.forEach(visit)
  // core/messages.ts lists every key core may return (types): what core returns on the home is what its screens name.
  return [...seen].filter(f => f.startsWith('src/') && !f.startsWith('src/i18n/') && f !== 'src/core/messages.ts')
}

describe('what the first paint shows is in the first pack', () => {
  it('every key the route host, the frame and the home screen name', async () => {
    // The desktop top bar is the frame's too, a chunk of its own that comes with the screen (pages/registry.ts).
    const files = await importedBy(['src/pages/index/index.tsx', 'src/pages/meeting/home/index.tsx', 'src/components/DesktopTopBar.tsx'], { h5: true })
    expect(files.length).toBeGreaterThan(30)
    const first = (await import('@/i18n/packs/zh.first')).default as Messages
    const core = new Set(readdirSync(path.join(root, 'src/core'), { recursive: true }).map(f => `src/core/${String(f)}`))
    // Keys core files name belong to whichever screen calls them; the home's own and the frame's must be here.
    const shown = [...keysNamedIn(files.filter(f => !core.has(f)))]
    expect(shown.length).toBeGreaterThan(20)
    expect(shown.filter(key => !(key in first))).toEqual([])
  }, 60_000)

  it('and the native pages carry every key they name', async () => {
    const pages = ['enterprise/pages/detail/detail', 'thread/pages/detail/detail', 'demand/pages/detail/detail', 'demand/pages/meeting/meeting', 'webview/api/api']
    const files = await importedBy(pages.map(p => `src/pages/${p}.tsx`))
    const areaFiles = NATIVE_PAGE_AREAS.map(area => path.join(i18nDir, 'areas', area, 'zh.ts'))
    const carried = new Set(areaFiles.flatMap(file => [...readFileSync(file, 'utf8').matchAll(/^ {2}'([^']+)':/gm)].map(m => m[1])))
    const core = new Set(readdirSync(path.join(root, 'src/core'), { recursive: true }).map(f => `src/core/${String(f)}`))
    const named = [...keysNamedIn(files.filter(f => !core.has(f)))]
    expect(named.filter(key => !carried.has(key))).toEqual([])
  }, 60_000)

  it('lists only real areas', () => {
    for (const area of [...FIRST_SCREEN_AREAS, ...NATIVE_PAGE_AREAS]) expect(AREAS).toContain(area)
  })
})
