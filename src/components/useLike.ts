import { useCallback, useEffect, useState } from 'react'
import { useStores } from '@/stores'

export interface LikeState {
  liked: boolean
  total: number
  busy: boolean
  /** Likes, or takes the like back; a guest goes to sign in first. */
  toggle: () => void
}

/**
 * The like of a company or a product: what the loaded item says (liked, like_total), then the caller's own taps.
 * A guest is sent to sign in (`login`); a failed call keeps the old state and says so.
 */
export function useLike(item: { liked?: 0 | 1; like_total?: number } | undefined, calls: {
  like: () => Promise<unknown>
  unlike: () => Promise<unknown>
  login: () => void
}): LikeState {
  const { session, platform, language } = useStores()
  const [liked, setLiked] = useState(item?.liked === 1)
  const [total, setTotal] = useState(item?.like_total ?? 0)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setLiked(item?.liked === 1)
    setTotal(item?.like_total ?? 0)
  }, [item])

  const { like, unlike, login } = calls
  const toggle = useCallback(() => {
    if (!session.loggedIn) { login(); return }
    if (busy) return
    setBusy(true)
    const wasLiked = liked
    ;(wasLiked ? unlike() : like()).then(
      () => {
        setLiked(!wasLiked)
        setTotal(n => Math.max(0, n + (wasLiked ? -1 : 1)))
      },
      () => platform.toast(language.t('exhibit.like.failed')),
    ).finally(() => setBusy(false))
  }, [session, busy, liked, like, unlike, login, platform, language])

  return { liked, total, busy, toggle }
}
