import type { Compiler } from 'webpack'
import { FrameworkEntriesPlugin } from '../../../config/frameworkEntry'

/** config/frameworkEntry.ts on a compiler's normalised entry, as Taro's H5 build gives it. */
function applyTo(entry: Record<string, { import: string[]; dependOn?: string[] }>) {
  new FrameworkEntriesPlugin({ react: ['react', 'react-dom'], mobx: ['mobx'] }).apply({ options: { entry } } as unknown as Compiler)
  return entry
}

describe('the H5 framework entries', () => {
  it('chains each library entry on the one before and the app on the last', () => {
    const entry = applyTo({ app: { import: ['./src/app.ts'] } })
    expect(entry.react).toEqual({ import: ['react', 'react-dom'] })
    expect(entry.mobx).toEqual({ import: ['mobx'], dependOn: ['react'] })
    expect(entry.app).toEqual({ import: ['./src/app.ts'], dependOn: ['mobx'] })
  })

  it('lists the app last, so its script runs after the libraries in a task of its own', () => {
    expect(Object.keys(applyTo({ app: { import: ['./src/app.ts'] } }))).toEqual(['react', 'mobx', 'app'])
  })

  it('fails the build when the app entry is missing', () => {
    expect(() => applyTo({ index: { import: ['./src/index.ts'] } })).toThrow(/no entry app/)
  })
})
