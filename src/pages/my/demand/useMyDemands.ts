import { listDemandDocs } from '@/api/content'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import type { PersonalDemandsData } from '@/components/DemandCardList'
import { useDemandPages } from '@/components/useDemandPages'
import { navigateTo } from '@/router/navigate'

/** My demand posts (GET /demands?mine=1) with their states, newest first; each opens its detail (where I close it). */
export function useMyDemands(meeting: ScreenMeeting): PersonalDemandsData {
  const { id: meetingId, timezone } = meeting
  const pages = useDemandPages(
    (skip, limit) => (meetingId ? listDemandDocs({ mine: 1, meeting_id: meetingId, limit, skip }) : null),
    [meetingId],
    meetingId,
  )
  return {
    ...pages,
    timezone,
    emptyText: pages.t('demand.mine.empty'),
    browse: { label: pages.t('demand.list.post'), onPress: () => { void navigateTo('demandForm', { type: 'new', meeting_id: meetingId }) } },
  }
}
