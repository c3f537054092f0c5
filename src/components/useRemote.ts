import { useCallback, useEffect, useState } from 'react'

export interface Remote<T> {
  status: 'loading' | 'ready' | 'failed'
  data: T | undefined
  error: string | undefined
  retry: () => void
}

/**
 * Loads data for a screen part with its loading and failure states and a retry. A result that
 * arrives after the part is gone, or after a newer load started, is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, 'retry'>>({ status: 'loading', data: undefined, error: undefined })
  // A plain counter object (not a DOM ref): bumping it invalidates loads still in flight.
  const [generation] = useState(() => ({ value: 0 }))
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  const run = useCallback(load, deps)

  const start = useCallback(() => {
    const mine = ++generation.value
    setState(s => ({ ...s, status: 'loading', error: undefined }))
    run().then(
      data => { if (mine === generation.value) setState({ status: 'ready', data, error: undefined }) },
      (e: unknown) => { if (mine === generation.value) setState({ status: 'failed', data: undefined, error: e instanceof Error ? e.message : String(e) }) },
    )
  }, [run, generation])

  useEffect(() => {
    start()
    return () => { generation.value++ }
  }, [start, generation])

  return { ...state, retry: start }
}
