/** A load asked for in several places and run once: a chunk of code (`import()`), loaded when first needed. */
interface OnceLoad<T> {
  /** Starts the load the first time; every ask while it is on its way, and after, gets the same promise. */
  (): Promise<T>
  /** What the load gave, once it has: to use it at once, without waiting a task for the promise. */
  loaded(): T | undefined
}

/**
 * Runs `load` once and keeps what it gives. A failed load (offline before the chunk was ever cached) is forgotten, so
 * the next ask tries again instead of failing for the rest of the session.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoad<T> {
  let value: { current: T } | undefined
  let loading: Promise<T> | undefined
  const ask = () => {
    loading ??= load().then(
      current => {
        value = { current }
        return current
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.assign(ask, { loaded: () => value?.current })
}
