/**
 * The loading toast of SPEC §9: a call that is slow to answer shows "loading" (for at most 30 s, the toast's own
 * duration and the request timeout), and the toast goes 400 ms after the last answer, so a burst of calls shows one
 * toast without flicker. Background records (views, logs, reports) never show it.
 */

export const LOADING_TOAST = {
  /** A call still unanswered after this long is slow: the toast shows. */
  delayMs: 500,
  /** The toast's longest life (SPEC §9), equal to the request timeout. */
  maxMs: 30000,
  /** The toast stays this long after the last answer (SPEC §9). */
  clearAfterMs: 400,
} as const

/** Timers the rule runs on (injected, so the rule stays pure and its tests control time). */
interface ToastTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: ToastTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

interface LoadingToast {
  /** A call starts; the function it returns ends it (calling it again does nothing). */
  begin(): () => void
}

/** One toast for all calls in flight: `show(durationMs)` puts it up, `hide()` takes it down. */
export function createLoadingToast(show: (durationMs: number) => void, hide: () => void, timers: ToastTimers = realTimers): LoadingToast {
  let inFlight = 0
  let shown = false
  let showTimer: unknown
  let hideTimer: unknown
  let expiryTimer: unknown

  const cancel = (handle: unknown) => { if (handle !== undefined) timers.clear(handle) }

  function end(): void {
    inFlight--
    if (inFlight > 0) return
    if (showTimer !== undefined) { cancel(showTimer); showTimer = undefined }
    if (!shown) return
    hideTimer = timers.set(() => {
      hideTimer = undefined
      shown = false
      cancel(expiryTimer)
      expiryTimer = undefined
      hide()
    }, LOADING_TOAST.clearAfterMs)
  }

  return {
    begin() {
      inFlight++
      // A call starting within the 400 ms keeps the toast up: no flicker between two calls.
      if (hideTimer !== undefined) { cancel(hideTimer); hideTimer = undefined }
      if (!shown && showTimer === undefined) {
        showTimer = timers.set(() => {
          showTimer = undefined
          shown = true
          show(LOADING_TOAST.maxMs)
          // The toast leaves by itself after its 30 s.
          expiryTimer = timers.set(() => { expiryTimer = undefined; shown = false }, LOADING_TOAST.maxMs)
        }, LOADING_TOAST.delayMs)
      }
      let ended = false
      return () => {
        if (ended) return
        ended = true
        end()
      }
    },
  }
}

/** Background records the visitor did not wait for: no toast (SPEC §7's views, logs, counters, credential and reports). */
const QUIET_PATH = /\/(views|calls|mails|invites|credential|show_total|show|keyword|logs|reports)(\/|$)/

/** Whether a call shows the loading toast when slow: every read, and every write but the background records. */
export function showsLoadingToast(method: string, path: string): boolean {
  return method === 'GET' || !QUIET_PATH.test(path)
}
