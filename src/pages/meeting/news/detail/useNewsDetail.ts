import type { News } from '@fu-types/entities'
import { listNews } from '@/api/content'
import { localize, splitRichText } from '@/core'
import { useMeetingFor } from '@/components/useMeetingFor'
import { useRemote } from '@/components/useRemote'
import type { ShareRequest } from '@/flows'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * The news detail's data and actions: the item by its id (a deleted item sends the
 * visitor to /204 in the http layer), its rich text split into chunks, and share.
 */
export function useNewsDetail(query: Record<string, string | undefined>) {
  const { language, meeting: meetingStore } = useStores()
  const newsId = query.news_id || ''
  const item = useRemote<News | null>(
    () => (newsId ? listNews({ _id: newsId }).then(envelope => envelope.results?.[0] ?? null) : Promise.resolve(null)),
    [newsId],
  )
  const news = item.data ?? undefined
  const { meetingId, timezone } = useMeetingFor(news?.meeting ?? (query.meeting_id || undefined))
  const lang = language.language
  const title = news ? localize(news.title, lang) : ''
  const content = news ? localize(news.content, lang) : ''

  const shareRequest = (): ShareRequest => ({
    title,
    description: news ? localize(news.summary, lang) : undefined,
    cover: news?.cover,
    route: routeUrl('meetingNewsDetail', { news_id: newsId, meeting_id: meetingId }),
    wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid,
  })

  return {
    t: language.t,
    status: item.status === 'ready' && !news ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    news,
    /** The meeting of the item (else the address's, else the meeting on screen). */
    meetingId,
    title,
    timezone,
    /** The organiser's HTML in chunks under the rich-text byte limit (SPEC §5); each is sanitised when rendered. */
    chunks: content ? splitRichText(content) : [],
    shareRequest,
    back: () => { void navigateTo('meetingNews', { meeting_id: meetingId }) },
  }
}

export type NewsDetailData = ReturnType<typeof useNewsDetail>
