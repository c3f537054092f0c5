import { useState } from 'react'
import type { ReceptionStatus } from '@fu-types/entities'
import type { ReceptionGuestView, ReceptionPhaseView } from '@/api/reception'
import { receptionGuests, receptionPhases } from '@/api/reception'
import { localize } from '@/core'
import type { LoadMoreTexts } from '@/components/LoadMore'
import { useMeetingFor } from '@/components/useMeetingFor'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import type { GuestRowData } from '../GuestRow'
import { isNotFound, phaseStatus, statusBadge } from '../receptionText'

/** A phase may hold thousands of guests: they come a page at a time, and only the loaded rows are rendered. */
export const PHASE_PAGE_SIZE = 30

export type PhaseFilter = 'all' | ReceptionStatus
export const PHASE_FILTERS: readonly PhaseFilter[] = ['all', 0, 1]

/** Data and actions shared by the mobile and desktop phase screen: its guests by state or name/phone, with counts. */
export function useReceptionPhase(params: Record<string, string | undefined>, query: Record<string, string | undefined>) {
  const { language } = useStores()
  const t = language.t
  const phaseId = params.phase_id || ''
  const { meetingId } = useMeetingFor(query.meeting_id || undefined)
  const [filter, setFilter] = useState<PhaseFilter>('all')
  const [keyword, setKeyword] = useState('')
  const [appliedKeyword, setAppliedKeyword] = useState('')

  // The phase's title and checked-in count come with the phase list (staff only; others get the refusal there).
  const phases = useRemote<ReceptionPhaseView[] | null>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    try {
      return await receptionPhases(meetingId)
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }, [meetingId])
  const phase = phases.data?.find(p => p._id === phaseId)

  const list = usePagedList<ReceptionGuestView>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await receptionGuests({
      meeting_id: meetingId, phase_id: phaseId, limit, skip,
      ...(filter === 'all' ? {} : { received: filter }),
      ...(appliedKeyword ? { keyword: appliedKeyword } : {}),
    })
    return { items: envelope.results ?? [], total: envelope.total ?? 0 }
  }, [meetingId, phaseId, filter, appliedKeyword], PHASE_PAGE_SIZE)

  const rows: GuestRowData[] = list.items.map(g => ({ id: g._id, name: g.name, title: g.title, avatar: g.avatar, badge: statusBadge(t, phaseStatus(g, phaseId)) }))
  const pagingTexts: LoadMoreTexts = {
    total: t('reception.list.total', { total: list.total }),
    loadMore: t('reception.list.more'),
    loadingMore: t('reception.list.loadingMore'),
    failed: t('reception.list.moreFailed'),
    allLoaded: t('reception.list.allLoaded'),
  }
  const filterLabel = (f: PhaseFilter) => (f === 'all' ? t('reception.filter.all') : statusBadge(t, f).text)

  return {
    t,
    title: phase ? localize(phase.title, language.language) : t('route.receptionPhase'),
    phaseStatus: phases.status === 'ready' && !phases.data ? ('refused' as const) : phases.status,
    phaseError: phases.error,
    retryPhase: phases.retry,
    receivedText: phase ? t('reception.phase.count', { received: phase.received_total }) : '',
    filter,
    filterLabel,
    setFilter,
    keyword,
    setKeyword,
    applySearch: () => setAppliedKeyword(keyword.trim()),
    searching: Boolean(appliedKeyword),
    clearSearch: () => { setKeyword(''); setAppliedKeyword('') },
    list,
    rows,
    pagingTexts,
    openGuest: (guestId: string) => { void navigateTo('receptionStaffGuest', { guest_id: guestId, meeting_id: meetingId, phase_id: phaseId }) },
  }
}

export type ReceptionPhaseData = ReturnType<typeof useReceptionPhase>
