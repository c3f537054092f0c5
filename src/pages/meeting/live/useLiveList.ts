import type { Live, ObjectId, Timestamp } from '@fu-types/entities'
import { listLives } from '@/api/content'
import { countdownLabel, liveState, liveStateTone, localize, type LiveState } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import { useMeetingFor } from '@/components/useMeetingFor'
import { useNow } from '@/components/useNow'
import { usePagedList } from '@/components/usePagedList'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const LIVE_PAGE_SIZE = 10

export const LIVE_STATE_KEYS: Record<LiveState, MessageKey> = {
  countdown: 'live.state.countdown', live: 'live.state.live', paused: 'live.state.paused', over: 'live.state.over', replay: 'live.state.replay',
}

export interface LiveCardData {
  id: ObjectId
  title: string
  cover?: string
  start: Timestamp
  end: Timestamp
  state: LiveState
  stateText: string
  tone: ReturnType<typeof liveStateTone>
  /** "Starts in …" while counting down, else ''. */
  countdown: string
}

/** The badge and countdown of one live at `now` (shared by the list and the detail). */
export function liveStatus(live: Live, now: number, t: (key: MessageKey, params?: Record<string, string | number>) => string) {
  const state = liveState(live, now)
  const countdown = state === 'countdown' ? countdownLabel(live.start, now) : null
  return {
    state,
    stateText: t(LIVE_STATE_KEYS[state]),
    tone: liveStateTone(state),
    countdown: countdown ? t(countdown.key, countdown.params) : '',
  }
}

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
