import type { News, ObjectId, Timestamp } from '@fu-types/entities'
import { listNews } from '@/api/content'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useKeyword } from '@/components/useKeywordSearch'
import { usePagedList } from '@/components/usePagedList'
import { pagingTexts } from '@/components/LoadMore'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const NEWS_PAGE_SIZE = 10

export interface NewsCardData {
  id: ObjectId
  title: string
  summary: string
  cover?: string
  created?: Timestamp
}

/** The news list's data and actions: the meeting's news page by page; with ?keyword= (the meeting search's "more") only the news whose title has it, until "show all". */
export function useNewsList(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const { id: meetingId, timezone } = meeting
  const filter = useKeyword(query.keyword)
  const keyword = filter.keyword
  const list = usePagedList<News>(async (skip, limit) => {
    // Without a meeting id the list waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listNews({ meeting_id: meetingId, ...(keyword ? { keyword } : {}), limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, keyword], NEWS_PAGE_SIZE)

  const lang = language.language
  const t = language.t
  const cards: NewsCardData[] = list.items.map(item => ({
    id: item._id,
    title: localize(item.title, lang),
    summary: localize(item.summary, lang),
    cover: item.cover,
    created: item.created,
  }))
  return {
    t,
    list,
    cards,
    keyword,
    showAll: filter.clear,
    timezone,
    pagingTexts: pagingTexts(t, t('news.list.total', { total: list.total })),
    open: (id: ObjectId) => { void navigateTo('meetingNewsDetail', { news_id: id, meeting_id: meetingId }) },
  }
}

export type NewsListData = ReturnType<typeof useNewsList>
