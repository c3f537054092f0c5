/**
 * Web vitals and uncaught errors in the browser, for SPEC §9's reports. The `web-vitals` package is not a dependency
 * of this app, so the five metrics are read from the browser's PerformanceObserver the way it defines them:
 * TTFB and FCP once, LCP / CLS / INP (the slowest interaction) when the page is hidden (each once). Loaded only in the
 * sessions that report (h5.ts): the observers read buffered entries, so what happened before is still seen.
 */
type VitalListener = (name: 'TTFB' | 'FCP' | 'LCP' | 'CLS' | 'INP', value: number) => void

interface ShiftEntry extends PerformanceEntry { value: number; hadRecentInput: boolean }

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}): PerformanceObserver | undefined {
  try {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined
    const observer = new PerformanceObserver(list => onEntries(list.getEntries()))
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit)
    return observer
  } catch {
    return undefined
  }
}

export function watchBrowserVitals(listener: VitalListener): () => void {
  const observers: (PerformanceObserver | undefined)[] = []
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation && navigation.responseStart > 0) listener('TTFB', navigation.responseStart)
  observers.push(observe('paint', entries => {
    const fcp = entries.find(e => e.name === 'first-contentful-paint')
    if (fcp) listener('FCP', fcp.startTime)
  }))
  let lcp = -1
  observers.push(observe('largest-contentful-paint', entries => { lcp = entries[entries.length - 1]?.startTime ?? lcp }))
  let cls = 0
  let hasShift = false
  observers.push(observe('layout-shift', entries => {
    for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) { cls += entry.value; hasShift = true }
  }))
  let inp = -1
  observers.push(observe('event', entries => { for (const entry of entries) inp = Math.max(inp, entry.duration) }, { durationThreshold: 40 }))

  let reported = false
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || reported) return
    reported = true
    if (lcp >= 0) listener('LCP', lcp)
    listener('CLS', hasShift ? cls : 0)
    if (inp >= 0) listener('INP', inp)
  }
  document.addEventListener('visibilitychange', onHidden)
  return () => {
    document.removeEventListener('visibilitychange', onHidden)
    observers.forEach(o => o?.disconnect())
  }
}
