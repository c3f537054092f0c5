/** Fixes what `Date` says for a test while every timer keeps running as usual (the screens' own timeouts and ticks). */
const REAL_TIMERS = ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] as const

/** From now on `Date.now()` starts at `ms` (and moves on in real time); undo with jest.useRealTimers(). */
export function fixDate(ms: number): void {
  jest.useFakeTimers({ now: ms, doNotFake: [...REAL_TIMERS] })
}
