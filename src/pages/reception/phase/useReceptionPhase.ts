import { useState } from 'react'
import type { ReceptionStatus } from '@fu-types/entities'
import type { ReceptionGuestView, ReceptionPhaseView } from '@/api/reception'
import { receptionGuests, receptionPhases } from '@/api/reception'
import { localize } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import type { RoutePathParams } from '@/router/routes'
import { useStores } from '@/stores'
import type { GuestRowData } from '../GuestRow'
import { isNotFound, phaseStatus, statusBadge } from '../receptionText'

/** A phase may hold thousands of guests: they come a page at a time, and only the loaded rows are rendered. */
export const PHASE_PAGE_SIZE = 30

type PhaseFilter = 'all' | ReceptionStatus
export const PHASE_FILTERS: readonly PhaseFilter[] = ['all', 0, 1]

/** A phase's guests for staff, by state or name/phone, with counts. */
export function useReceptionPhase(params: RoutePathParams<'receptionPhase'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const phaseId = params.phase_id || ''
  const { id: meetingId } = meeting
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
  const filterLabel = (f: PhaseFilter) => (f === 'all' ? t('reception.filter.all') : statusBadge(t, f).text)

  return {
    t,
    /** The phase's own title, once the phase list has it (until then the route's). */
    phaseTitle: phase ? localize(phase.title, language.language) : undefined,
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
    pagingTexts: pagingTexts(t, t('reception.list.total', { total: list.total })),
    openGuest: (guestId: string) => { void navigateTo('receptionStaffGuest', { guest_id: guestId, meeting_id: meetingId, phase_id: phaseId }) },
  }
}

export type ReceptionPhaseData = ReturnType<typeof useReceptionPhase>
