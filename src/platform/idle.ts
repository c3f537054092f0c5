/**
 * Work the first screen does not need, run when the main thread has nothing else to do (issue 15: every task of the
 * home's start-up over 50 ms on a phone is blocking time). `requestIdleCallback` where the browser has it, with a
 * deadline so it runs even on a page that is never idle; elsewhere (the mini-program, Safari) a task of its own.
 * Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : undefined
  if (idle && typeof cancelIdleCallback === 'function') {
    const id = idle(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}
