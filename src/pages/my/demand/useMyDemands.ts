import { listDemandDocs } from '@/api/content'
import { useMeetingFor } from '@/components/useMeetingFor'
import type { PersonalDemandsData } from '@/components/DemandCardList'
import { useDemandPages } from '@/components/useDemandPages'
import { navigateTo } from '@/router/navigate'

/** My demand posts (GET /demands?mine=1) with their states, newest first; each opens its detail (where I close it). */
export function useMyDemands(query: Record<string, string | undefined>): PersonalDemandsData {
  const { meetingId, timezone } = useMeetingFor(query.meeting_id || undefined)
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
