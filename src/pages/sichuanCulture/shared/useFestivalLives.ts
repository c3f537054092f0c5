import { listFestivalLives, type FestivalLive } from '@/api/festival'
import { localize } from '@/core'
import { liveCards } from '@/components/LiveCards'
import { pagingTexts } from '@/components/LoadMore'
import { useNow } from '@/components/useNow'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { festivalState, useFestival } from './useFestival'

export const FESTIVAL_LIVE_PAGE_SIZE = 10

/** The festival's venue streams or its web lives, page by page, states on a ticking clock; each opens the live detail. */
export function useFestivalLives(query: { meeting_id?: string }, channel: 'venue' | 'web') {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const now = useNow()
  const list = usePagedList<FestivalLive>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listFestivalLives({ meeting_id: meetingId, channel, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, channel], FESTIVAL_LIVE_PAGE_SIZE)
  const t = festival.t
  const platforms = new Map(list.items.map(live => [live._id, live.platform ? t('festival.wllive.on', { platform: localize(live.platform, festival.lang) }) : '']))
  return {
    festival,
    list,
    cards: liveCards(list.items, now, festival.lang, t),
    platformOf: (id: string) => platforms.get(id) ?? '',
    pagingTexts: pagingTexts(t, t('live.list.total', { total: list.total })),
    open: (id: string) => { void navigateTo('meetingLiveDetail', { live_id: id, meeting_id: meetingId }) },
    state: festivalState(festival),
  }
}

export type FestivalLivesData = ReturnType<typeof useFestivalLives>
