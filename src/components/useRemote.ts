import { startTransition, useCallback, useEffect, useState } from 'react'

export interface Remote<T> {
  status: 'loading' | 'ready' | 'failed'
  data: T | undefined
  error: string | undefined
  retry: () => void
}

interface RemoteOptions {
  /**
   * The answer is drawn as a transition: React draws it in slices between which the page answers input, instead of
   * in one task (issue 15: the home's blocks all answered at once and were drawn in long tasks of a phone's CPU).
   * For parts the visitor does not wait on first; their loading state stays until the slices are done.
   */
  background?: boolean
}

/**
 * Loads data for a screen part with its loading and failure states and a retry. A result that
 * arrives after the part is gone, or after a newer load started, is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[], options: RemoteOptions = {}): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, 'retry'>>({ status: 'loading', data: undefined, error: undefined })
  // A plain counter object (not a DOM ref): bumping it invalidates loads still in flight.
  const [generation] = useState(() => ({ value: 0 }))
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  const run = useCallback(load, deps)

  const background = options.background === true
  const start = useCallback(() => {
    const mine = ++generation.value
    setState(s => ({ ...s, status: 'loading', error: undefined }))
    const settle = (next: Omit<Remote<T>, 'retry'>) => {
      if (mine !== generation.value) return
      if (background) startTransition(() => setState(next))
      else setState(next)
    }
    run().then(
      data => settle({ status: 'ready', data, error: undefined }),
      (e: unknown) => settle({ status: 'failed', data: undefined, error: e instanceof Error ? e.message : String(e) }),
    )
  }, [run, generation, background])

  useEffect(() => {
    start()
    return () => { generation.value++ }
  }, [start, generation])

  return { ...state, retry: start }
}
