import { useCallback, useEffect, useRef, useState } from 'react'

export interface Page<T> { items: T[]; total: number }

export interface PagedList<T> {
  /** The first page: loading, ready or failed (then `retry`). */
  status: 'loading' | 'ready' | 'failed'
  items: T[]
  /** What the server counts in all (its `total`). */
  total: number
  error: string | undefined
  retry: () => void
  hasMore: boolean
  loadMore: () => void
  loadingMore: boolean
  /** A further page failed: the items stay, and loadMore tries again. */
  moreFailed: boolean
}

/**
 * A list read page by page ("load more"): `fetchPage(skip, limit)` answers items and the total.
 * A page that arrives after the deps changed or the screen left is dropped.
 */
export function usePagedList<T>(fetchPage: (skip: number, limit: number) => Promise<Page<T>>, deps: readonly unknown[], pageSize = 10): PagedList<T> {
  const [status, setStatus] = useState<PagedList<T>['status']>('loading')
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  // A plain counter object (not a DOM ref): bumping it drops answers still in flight.
  const [generation] = useState(() => ({ value: 0 }))
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const loadFirst = useCallback(() => {
    const mine = ++generation.value
    setStatus('loading')
    setError(undefined)
    setMoreFailed(false)
    setLoadingMore(false)
    fetchRef.current(0, pageSize).then(
      page => {
        if (mine !== generation.value) return
        setItems(page.items)
        setTotal(page.total)
        setStatus('ready')
      },
      (e: unknown) => {
        if (mine !== generation.value) return
        setItems([])
        setTotal(0)
        setError(e instanceof Error ? e.message : String(e))
        setStatus('failed')
      },
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when the list starts over
  }, [pageSize, generation, ...deps])

  useEffect(() => {
    loadFirst()
    return () => { generation.value++ }
  }, [loadFirst, generation])

  const hasMore = status === 'ready' && items.length < total

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return
    const mine = generation.value
    setLoadingMore(true)
    setMoreFailed(false)
    fetchRef.current(items.length, pageSize).then(
      page => {
        if (mine !== generation.value) return
        setItems(current => [...current, ...page.items])
        setTotal(page.total)
        setLoadingMore(false)
      },
      () => {
        if (mine !== generation.value) return
        setMoreFailed(true)
        setLoadingMore(false)
      },
    )
  }, [hasMore, loadingMore, items.length, pageSize, generation])

  return { status, items, total, error, retry: loadFirst, hasMore, loadMore, loadingMore, moreFailed }
}
