import type { Compiler, EntryNormalized } from 'webpack'

/**
 * Splits the H5 start's first long task (issue 15's TBT): with one entry, the app script's evaluation runs every module
 * of the first screen (react-dom, mobx, Taro, the stores…) in one task, ≈ 190 ms of a throttled phone. Libraries that
 * set nothing up when evaluated become entries of their own, each `dependOn` the one before, so the browser evaluates
 * each in the task of its own script, before the app's. Taro's runtime stays in the app's entry: the platform plugin's
 * runtime must run before it.
 */
export class FrameworkEntriesPlugin {
  constructor(private readonly entries: Record<string, string[]>, private readonly appEntry = 'app') {}

  apply(compiler: Compiler): void {
    // Plugins are applied before webpack turns `entry` into its entry plugins, so the normalised entry can still change.
    const entry = compiler.options.entry as Exclude<EntryNormalized, () => unknown>
    const app = entry[this.appEntry]
    if (!app) throw new Error(`FrameworkEntriesPlugin: no entry ${this.appEntry}`)
    let previous: string | undefined
    for (const [name, modules] of Object.entries(this.entries)) {
      entry[name] = { import: modules, ...(previous ? { dependOn: [previous] } : {}) }
      previous = name
    }
    if (previous) app.dependOn = [...(app.dependOn ?? []), previous]
    // The page lists entry scripts in the entries' order (HtmlWebpackPlugin's 'auto'): the app's goes last, so each
    // library runs in its own script's task and the app in its own, not in the task of the last library to arrive.
    delete entry[this.appEntry]
    entry[this.appEntry] = app
  }
}
