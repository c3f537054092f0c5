import type { Live, ObjectId } from '@fu-types/entities'
import { listLives } from '@/api/content'
import { localize } from '@/core'
import { liveStatus, type LiveCardData } from '@/components/LiveCard'
import { pagingTexts } from '@/components/LoadMore'
import { useMeetingFor } from '@/components/useMeetingFor'
import { useNow } from '@/components/useNow'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const LIVE_PAGE_SIZE = 10

// The card, its state keys and the live's badge live in components/LiveCard (the conference landing shows lives too).
export { LIVE_STATE_KEYS, liveStatus, type LiveCardData } from '@/components/LiveCard'

/** The live list's data and actions: the meeting's lives page by page, states on a ticking clock. */
export function useLiveList(query: Record<string, string | undefined>) {
  const { language } = useStores()
  const { meetingId, timezone } = useMeetingFor(query.meeting_id || undefined)
  const now = useNow()
  const list = usePagedList<Live>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listLives({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId], LIVE_PAGE_SIZE)

  const lang = language.language
  const t = language.t
  const cards: LiveCardData[] = list.items.map(live => ({
    id: live._id,
    title: localize(live.title, lang),
    cover: live.cover,
    start: live.start,
    end: live.end,
    ...liveStatus(live, now, t),
  }))
  return {
    t,
    list,
    cards,
    timezone,
    pagingTexts: pagingTexts(t, t('live.list.total', { total: list.total })),
    open: (id: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: id, meeting_id: meetingId }) },
  }
}

export type LiveListData = ReturnType<typeof useLiveList>
