/**
 * A webpack loader for the H5 app entry Taro generates (@tarojs/taro-loader/lib/h5, for src/app.config.ts): the code
 * that starts the app (the React root, the hash history, the navigation bar, the router and its first page's chunk)
 * runs in a task of its own, after the task that evaluates the app's modules (src/platform/h5StartTask.ts; issue 15:
 * together they were one long task of a phone's CPU). What it runs, and in which order, is unchanged.
 *
 * Written here because Taro has no option for it: its template's one hook (execBeforeCreateWebApp) is a line of code
 * before the start, not around it.
 */
const path = require('path')

const START = /^var inst = /m
const startTask = path.resolve(__dirname, '..', 'src', 'platform', 'h5StartTask.ts')

module.exports = function deferTaroStart(source) {
  const at = source.search(START)
  // A template without the start this expects (another Taro version) is an error, not a silent no-op.
  if (at < 0) throw new Error('config/taroStartTask.js: no "var inst = " in the H5 entry Taro generated')
  return `import { startInOwnTask as __fuStartInOwnTask } from ${JSON.stringify(startTask)}\n` +
    `${source.slice(0, at)}__fuStartInOwnTask(function startTaroApp() {\n${source.slice(at)}\n})\n`
}
