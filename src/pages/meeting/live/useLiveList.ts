import type { Live, ObjectId } from '@fu-types/entities'
import { listLives } from '@/api/content'
import { liveCards } from '@/components/LiveCards'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

// The live card's parts are shared with the festival's live screens (src/components/LiveCards.tsx).
export { LIVE_STATE_KEYS, liveStatus, type LiveCardData } from '@/components/LiveCards'

export const LIVE_PAGE_SIZE = 10

/** The live list's data and actions: the meeting's lives page by page, states on a ticking clock. */
export function useLiveList(meeting: ScreenMeeting) {
  const { language } = useStores()
  const { id: meetingId, timezone } = meeting
  const now = useNow()
  const list = usePagedList<Live>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listLives({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId], LIVE_PAGE_SIZE)

  const t = language.t
  return {
    t,
    list,
    cards: liveCards(list.items, now, language.language, t),
    timezone,
    pagingTexts: pagingTexts(t, t('live.list.total', { total: list.total })),
    open: (id: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: id, meeting_id: meetingId }) },
  }
}

export type LiveListData = ReturnType<typeof useLiveList>
