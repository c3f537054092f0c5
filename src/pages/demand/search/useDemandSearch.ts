import { listDemandDocs } from '@/api/content'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useKeyword } from '@/components/useKeywordSearch'
import { useDemandPages } from '@/components/useDemandPages'

/** The demand search: the meeting's demands whose title or description holds the keyword; nothing asked before one. */
export function useDemandSearch(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { id: meetingId, timezone } = meeting
  const search = useKeyword(query.keyword)
  const { keyword } = search
  const pages = useDemandPages(
    (skip, limit) => (meetingId && keyword ? listDemandDocs({ meeting_id: meetingId, keyword, limit, skip }) : null),
    [meetingId, keyword],
    meetingId,
  )
  const t = pages.t
  return {
    ...pages,
    timezone,
    search,
    boxTexts: { label: t('demand.search.label'), placeholder: t('demand.search.placeholder'), submit: t('demand.search.submit'), clear: t('demand.search.clear') },
    emptyText: t('demand.search.empty', { keyword }),
  }
}

export type DemandSearchData = ReturnType<typeof useDemandSearch>
