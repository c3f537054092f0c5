import { useState } from 'react'

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
