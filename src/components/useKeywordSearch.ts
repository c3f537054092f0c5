import { useState } from 'react'
import { usePagedList, type Page, type PagedList } from './usePagedList'

/** A search field's text and the keyword last searched for (trimmed); the page may start with ?keyword=. */
export function useKeyword(initial: string | undefined) {
  const [draft, setDraft] = useState(initial ?? '')
  const [keyword, setKeyword] = useState((initial ?? '').trim())
  return {
    draft,
    keyword,
    setDraft,
    submit: () => setKeyword(draft.trim()),
    clear: () => { setDraft(''); setKeyword('') },
  }
}

export type Keyword = ReturnType<typeof useKeyword>

/**
 * A keyword search read page by page: the field (useKeyword) and what `fetchPage` finds for the keyword searched
 * ('' before any search). `fetchPage` answers undefined while the search cannot start yet (no meeting known): the
 * list then waits. The list starts over when the keyword or `deps` change.
 */
export function useKeywordSearch<T>(
  initial: string | undefined,
  fetchPage: (keyword: string, skip: number, limit: number) => Promise<Page<T>> | undefined,
  deps: readonly unknown[],
  pageSize: number,
): { search: Keyword; list: PagedList<T> } {
  const search = useKeyword(initial)
  const { keyword } = search
  const list = usePagedList<T>(
    (skip, limit) => fetchPage(keyword, skip, limit) ?? new Promise<never>(() => undefined),
    [keyword, ...deps],
    pageSize,
  )
  return { search, list }
}
