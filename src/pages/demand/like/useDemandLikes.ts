import { listLikedDemands } from '@/api/content'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import type { PersonalDemandsData } from '@/components/DemandCardList'
import { useDemandPages } from '@/components/useDemandPages'

/** The demands I liked in this meeting (GET /demand/likes), newest first, page by page. */
export function useDemandLikes(meeting: ScreenMeeting): PersonalDemandsData {
  const { id: meetingId, timezone } = meeting
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
