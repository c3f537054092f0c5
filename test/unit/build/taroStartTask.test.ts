/**
 * config/taroStartTask.js on the H5 entry Taro generates: the app starts (root, history, router) in a task after the
 * one evaluating the modules, with the same code in the same order, and a template it does not know fails the build.
 */
import path from 'node:path'

// Both CommonJS webpack loaders, without types.
const h5EntryLoader = (require('@tarojs/taro-loader/lib/h5') as { default: (this: unknown, source: string) => string }).default
const deferTaroStart = require('../../../config/taroStartTask.js') as (source: string) => string

/** What Taro's loader makes of our app's entry (src/app.config.ts), with the options Taro's H5 plugin gives it. */
function taroEntry(): string {
  const root = path.resolve(__dirname, '../../..')
  const options = {
    entryFileName: 'app', filename: 'app', runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'], sourceDir: path.join(root, 'src'),
    config: { router: { mode: 'hash' }, pages: ['pages/index/index'] }, framework: 'react',
    loaderMeta: { creator: 'createReactApp', creatorLocation: '@tarojs/plugin-framework-react/dist/runtime', importFrameworkStatement: "import * as React from 'react'", importFrameworkName: 'React', extraImportForWeb: '', execBeforeCreateWebApp: '', frameworkArgs: 'React, ReactDOM, config' },
    pages: [['pages/index/index', path.join(root, 'src/pages/index/index')]], pxTransformConfig: { designWidth: 375, deviceRatio: {}, baseFontSize: 20 },
  }
  const context = { getOptions: () => options, mode: 'production', resourcePath: path.join(root, 'src/app.config.ts'), context: path.join(root, 'src'), utils: { contextify: (_: string, request: string) => request } }
  return h5EntryLoader.call(context, '')
}

describe("Taro's H5 start in a task of its own", () => {
  const generated = taroEntry()
  const deferred = deferTaroStart(generated)

  it('imports the start task first, so its task is queued before any the app queues while evaluated', () => {
    expect(deferred.split('\n')[0]).toMatch(/^import \{ startInOwnTask as __fuStartInOwnTask \} from ".*src[\\/]platform[\\/]h5StartTask\.ts"$/)
  })

  it('moves the start (root, history, router, pixel transform) into that task, unchanged and in order', () => {
    const start = generated.slice(generated.indexOf('var inst = '))
    expect(start).toMatch(/createReactApp[\s\S]*createHashHistory[\s\S]*handleAppMount[\s\S]*createRouter[\s\S]*initPxTransform/)
    expect(deferred).toContain(`__fuStartInOwnTask(function startTaroApp() {\n${start}\n})`)
    // Everything before it (the imports, the app config on window, the routes) still runs when the module is evaluated.
    expect(deferred).toContain(generated.slice(0, generated.indexOf('var inst = ')))
  })

  it('fails the build on a template without that start (another Taro version) instead of passing it through', () => {
    expect(() => deferTaroStart(generated.replace('var inst = ', 'const app = '))).toThrow(/no "var inst = "/)
  })
})
