/**
 * The task the H5 app's router starts in (config/taroStartTask.js moves Taro's start there, issue 15). Taro's generated
 * entry created the React root, the hash history and the router in the task that evaluates the app's script: with
 * the modules' evaluation, one task of ≈ 90–120 ms of a throttled phone, Lighthouse's biggest on the home. This module
 * is the entry's first import, so the message it posts is the first task queued after the script: the router still
 * starts before the app's own start tasks (app.tsx), as it did.
 */
let start: (() => void) | undefined
let due = typeof MessageChannel === 'undefined'

if (!due) {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    due = true
    start?.()
  }
  channel.port2.postMessage(null)
}

/** Runs `begin` in the task posted when this module was evaluated (at once where there is no MessageChannel). */
export function startInOwnTask(begin: () => void): void {
  if (due) begin()
  else start = begin
}
