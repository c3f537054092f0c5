import { useCallback } from 'react'
import type { News } from '@fu-types/entities'
import { likeNews, listNews, newsLikeState, unlikeNews } from '@/api/content'
import { localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { useLike } from '@/components/useLike'
import type { ShareRequest } from '@/flows'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * The news detail's data and actions: the item by its id (a deleted item sends the
 * visitor to /204 in the http layer), its rich text split into chunks, and share.
 */
export function useNewsDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, meeting: meetingStore, session } = useStores()
  const newsId = query.news_id || ''
  const item = useRemote<News | null>(
    () => (newsId ? listNews({ _id: newsId }).then(envelope => envelope.results?.[0] ?? null) : Promise.resolve(null)),
    [newsId],
  )
  const news = item.data ?? undefined
  const { id: meetingId, timezone } = meeting
  const lang = language.language
  const title = news ? localize(news.title, lang) : ''
  const content = news ? localize(news.content, lang) : ''

  // Saving the item to my collection (/my/collection): its state read once the item is known; a failure only hides the count.
  const saved = useRemote(async () => (news ? newsLikeState(news._id) : undefined), [news?._id, session.userId])
  const here = routeUrl('meetingNewsDetail', { news_id: newsId, meeting_id: meetingId })
  const save = useLike(saved.data, {
    like: useCallback(() => likeNews(newsId), [newsId]),
    unlike: useCallback(() => unlikeNews(newsId), [newsId]),
    login: useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId]),
  })

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
    /** Save to (or take out of) my collection. */
    save,
    back: () => { void navigateTo('meetingNews', { meeting_id: meetingId }) },
  }
}

export type NewsDetailData = ReturnType<typeof useNewsDetail>
