import { mkdirSync, writeFileSync } from 'fs'
import path from 'path'
import type { Compiler } from 'webpack'

/** One chunk group of the H5 build: what a browser downloads together when it is needed. */
export interface ChunkGroupRecord {
  /** The entry's or the `webpackChunkName`'s name; null for an unnamed `import()` (Taro's page import is one). */
  name: string | null
  entry: boolean
  /** What each `import()` that starts this group asks for (`@/pages/meeting/home`), and from which module. */
  origins: { request: string; module: string }[]
  /** Every script of the group, in loading order, relative to the build folder (`js/app.1a2b3c4d.js`). */
  scripts: string[]
}

const relativeTo = (context: string, id: string) => path.isAbsolute(id) ? path.relative(context, id) : id

/**
 * Writes `<build>/../h5-report/chunk-groups.json`: every chunk group with its origin and scripts, so `npm run size`
 * counts what a first visit loads from the build's own chunk graph (Taro's page chunk has no name, so a file name
 * pattern missed it; issue 15). Beside the build, not in it: the server never sends it.
 */
export class ChunkGroupsManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ChunkGroupsManifestPlugin', compilation => {
      const context = compiler.context
      const groups: ChunkGroupRecord[] = [...compilation.chunkGroups].map(group => ({
        name: group.name ?? null,
        entry: group.isInitial(),
        origins: group.origins.map(o => ({
          request: o.request ? relativeTo(context, o.request) : '',
          module: o.module ? relativeTo(context, o.module.readableIdentifier(compilation.requestShortener).replace(/^.*!/, '')) : '',
        })),
        scripts: group.chunks.flatMap(chunk => [...chunk.files]).filter(file => file.endsWith('.js')),
      }))
      const out = path.join(compilation.outputOptions.path ?? compiler.outputPath, '..', 'h5-report')
      mkdirSync(out, { recursive: true })
      writeFileSync(path.join(out, 'chunk-groups.json'), JSON.stringify(groups, null, 1))
    })
  }
}
