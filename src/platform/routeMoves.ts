/**
 * Moves through the page history, for SPEC §4's routing depth. Every history entry the H5 router writes carries its
 * position (`idx` in window.history.state, set by the `history` package under Taro's router), so comparing the position
 * before and after a router action tells forward from back — for our navigate helpers, Taro's navigateBack, and the
 * browser's own back and forward buttons alike. A replace keeps the position and is no move.
 */
export interface RouteMove {
  direction: 'forward' | 'back'
  steps: number
}

export type RouteMoveListener = (move: RouteMove) => void

interface RouteMoveTracker {
  /** Calls `listener` for each move until the returned function is called. */
  watch(listener: RouteMoveListener): () => void
  /**
   * A router action has settled (a push or replace resolved, or a popstate arrived). `guess` is the move to assume when
   * the history carries no position (a push is one forward, a popstate one back).
   */
  settled(guess?: RouteMove): void
}

export function createRouteMoveTracker(position: () => number | undefined): RouteMoveTracker {
  const listeners = new Set<RouteMoveListener>()
  let last = position()
  const emit = (move: RouteMove) => listeners.forEach(listener => listener(move))
  return {
    watch(listener) {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
    settled(guess) {
      const now = position()
      if (now !== undefined && last !== undefined) {
        if (now > last) emit({ direction: 'forward', steps: now - last })
        else if (now < last) emit({ direction: 'back', steps: last - now })
      } else if (guess) {
        emit(guess)
      }
      last = now
    },
  }
}

/** The position the `history` package (under Taro's H5 router) stores in each entry's state. */
export function historyPosition(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null | undefined)?.idx
  return typeof idx === 'number' ? idx : undefined
}
