import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { closeDemand, listDemandDocs } from '@/api/content'
import { useDemandPages } from '@/components/useDemandPages'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useBoundEnterprise } from '../useBoundEnterprise'

export type DemandTab = 'open' | 'closed'
const isTab = (value: string | undefined): value is DemandTab => value === 'open' || value === 'closed'

/**
 * /meeting/exhibitor/demand (optional status): the bound exhibitor's demand posts in its meeting, open or closed
 * (GET /demands?mine=1&status=), newest first; post a new one (the demand form) or close an open one (open → closed,
 * SPEC §4). An account without a company is asked to bind one first (SPEC §6).
 */
export function useExhibitorDemands(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const bound = useBoundEnterprise()
  const { id: meetingId, timezone } = meeting
  const [tab, setTab] = useState<DemandTab>(isTab(query.status) ? query.status : 'open')
  const [closing, setClosing] = useState<ObjectId | null>(null)
  const [confirming, setConfirming] = useState<ObjectId | null>(null)
  const [closedCount, setClosedCount] = useState(0)
  const enterpriseId = bound.enterpriseId
  const pages = useDemandPages(
    (skip, limit) => (meetingId && enterpriseId ? listDemandDocs({ mine: 1, meeting_id: meetingId, status: tab, limit, skip }) : null),
    [meetingId, enterpriseId, tab, closedCount],
    meetingId,
  )
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}

  const close = async (demandId: ObjectId) => {
    if (closing) return
    setClosing(demandId)
    try {
      await closeDemand(demandId)
      platform.toast(t('mine.exhibitorDemand.closed'))
      setConfirming(null)
      // Reload the open posts: the closed one moves to the other tab.
      setClosedCount(count => count + 1)
    } catch (error) {
      platform.toast(error instanceof Error && error.message ? t('mine.exhibitorDemand.closeFailedBecause', { reason: error.message }) : t('mine.exhibitorDemand.closeFailed'))
    } finally {
      setClosing(null)
    }
  }

  return {
    ...pages,
    t,
    bound,
    meetingId,
    timezone,
    company: bound.company,
    tab,
    setTab: (next: DemandTab) => { setConfirming(null); setTab(next) },
    emptyText: t(tab === 'open' ? 'mine.exhibitorDemand.emptyOpen' : 'mine.exhibitorDemand.emptyClosed'),
    closing,
    confirming,
    askClose: (demandId: ObjectId) => setConfirming(demandId),
    cancelClose: () => setConfirming(null),
    close: (demandId: ObjectId) => { void close(demandId) },
    create: () => { void navigateTo('demandForm', { type: 'new', ...inMeeting }) },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
  }
}

export type ExhibitorDemandsData = ReturnType<typeof useExhibitorDemands>
