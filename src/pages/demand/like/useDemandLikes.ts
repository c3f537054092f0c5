import { listLikedDemands } from '@/api/content'
import { useMeetingFor } from '@/components/useMeetingFor'
import { navigateTo } from '@/router/navigate'
import type { PersonalDemandsData } from '@/components/DemandCardList'
import { useDemandPages } from '@/components/useDemandPages'

/** The demands I liked in this meeting (GET /demand/likes), newest first, page by page. */
export function useDemandLikes(query: Record<string, string | undefined>): PersonalDemandsData {
  const { meetingId, timezone } = useMeetingFor(query.meeting_id || undefined)
  const pages = useDemandPages(
    (skip, limit) => (meetingId ? listLikedDemands({ meeting_id: meetingId, limit, skip }) : null),
    [meetingId],
    meetingId,
  )
  return {
    ...pages,
    timezone,
    emptyText: pages.t('demand.like.empty'),
    browse: { label: pages.t('demand.list.heading'), onPress: () => { void navigateTo('demandList', { meeting_id: meetingId }) } },
  }
}
