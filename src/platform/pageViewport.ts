/**
 * The page's scroll viewport, for long lists that keep only their visible rows (components/WindowedRows).
 * In a browser (the H5 build, jsdom in tests) the list's rows are DOM elements, placed against the viewport.
 * The mini-program's native pages measure theirs in the view layer, asynchronously (weappViewport.ts).
 */

/** Where a list's rows are, in px from the list's own top edge. */
export interface ListLayout {
  /** The list's top edge in the viewport (negative once scrolled past). */
  top: number
  viewportHeight: number
  /** The list's gap between rows (CSS row-gap), which a spacer standing for rows must leave out. */
  rowGap: number
  /** The rendered rows (children that are not spacers), in order. */
  rows: { top: number; bottom: number }[]
}

export interface PageViewport {
  /**
   * Gives `done` the list's layout as shown (at once in a browser, a moment later in the mini-program); `list` is what
   * a Taro View's ref gives. Nothing is given for a list that is not on screen.
   */
  measure(list: unknown, spacerClass: string, done: (layout: ListLayout) => void): void
  /**
   * Calls `onChange` at most once a frame when the page scrolls or resizes, and `onFocusRow` with the rendered row
   * (its position among the rendered rows) that keyboard focus moved into. Returns the function that stops watching.
   */
  watch(list: unknown, spacerClass: string, onChange: () => void, onFocusRow: (renderedRow: number) => void): () => void
  /**
   * The list renders in a CustomWrapper (the mini-program): a change of its rows then travels as the list's own
   * setData instead of through the whole page's data.
   */
  isolatesUpdates: boolean
}

const rowsOf = (list: Element, spacerClass: string) => [...list.children].filter(child => !child.classList.contains(spacerClass))

const browserViewport: PageViewport = {
  isolatesUpdates: false,
  measure(list, spacerClass, done) {
    if (!(list instanceof Element)) return
    const box = list.getBoundingClientRect()
    const rowGap = parseFloat(window.getComputedStyle(list).rowGap) || 0
    const rows = rowsOf(list, spacerClass).map(row => {
      const rect = row.getBoundingClientRect()
      return { top: rect.top - box.top, bottom: rect.bottom - box.top }
    })
    done({ top: box.top, viewportHeight: window.innerHeight || document.documentElement.clientHeight, rowGap, rows })
  },
  watch(list, spacerClass, onChange, onFocusRow) {
    if (!(list instanceof Element)) return () => undefined
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = window.requestAnimationFrame(() => { frame = 0; onChange() })
    }
    const focusIn = (event: Event) => {
      const rows = rowsOf(list, spacerClass)
      const at = rows.findIndex(row => row.contains(event.target as Node))
      if (at >= 0) onFocusRow(at)
    }
    // Captured on the document: Taro's H5 page may scroll in a box of its own rather than the window, and a
    // scroll event does not bubble.
    document.addEventListener('scroll', schedule, { capture: true, passive: true })
    window.addEventListener('resize', schedule)
    list.addEventListener('focusin', focusIn)
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
      list.removeEventListener('focusin', focusIn)
      if (frame) window.cancelAnimationFrame(frame)
    }
  },
}

/** The browser's viewport, or undefined where there is no page to scroll (server-side code). */
function useBrowserViewport(): PageViewport | undefined {
  return typeof window === 'undefined' || typeof document === 'undefined' ? undefined : browserViewport
}

/**
 * The viewport of the page the calling component is on (a hook: the mini-program's follows its page's scroll).
 * TARO_ENV is replaced at build time, so each build keeps one of the two and calls the same hooks on every render.
 */
export const usePageViewport: () => PageViewport | undefined = process.env.TARO_ENV === 'weapp'
  ? require('./weappViewport').useWeappViewport
  : useBrowserViewport
