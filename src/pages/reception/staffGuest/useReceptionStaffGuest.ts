import { useState } from 'react'
import type { ReceptionStatus } from '@fu-types/entities'
import type { ReceptionGuestView, ReceptionPhaseView } from '@/api/reception'
import { receptionGuest, receptionPhases, setGuestPhase } from '@/api/reception'
import { formatDateTime, localize, receptionConfirmKey, toggledReception } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import type { RoutePathParams, RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { errorText, isNotFound, phaseStatus, statusBadge } from '../receptionText'

interface GuestCard { guest: ReceptionGuestView | null; phases: ReceptionPhaseView[] }

export interface PhaseStep {
  id: string
  title: string
  status: ReceptionStatus
  badge: ReturnType<typeof statusBadge>
  /** When the guest was checked in here (only while received). */
  receivedAt: string
  hasForm: boolean
  /** The phase the staff member came from (listed first). */
  current: boolean
}

/**
 * The guest card for staff: the guest and each phase's state; a check-in (or its undo, SPEC §4 "toggle either way")
 * asks first, then saves and shows the new state.
 */
export function useReceptionStaffGuest(params: RoutePathParams<'receptionStaffGuest'>, query: RouteQuery<'receptionStaffGuest'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const guestId = params.guest_id || ''
  const currentPhaseId = query.phase_id || ''
  const card = useRemote<GuestCard>(async () => {
    if (!guestId) return { guest: null, phases: [] }
    try {
      const guest = await receptionGuest(guestId)
      return { guest, phases: await receptionPhases(guest.meeting_id) }
    } catch (error) {
      if (isNotFound(error)) return { guest: null, phases: [] }
      throw error
    }
  }, [guestId])
  const guest = card.data?.guest ?? undefined
  const { id: meetingId, timezone } = meeting

  // Saved changes over what was loaded, so the card shows the new state without loading again.
  const [saved, setSaved] = useState<Record<string, { status: ReceptionStatus; updated: number }>>({})
  const [asking, setAsking] = useState<string | null>(null)
  const [saving, setSaving] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<{ phaseId: string; message: string } | null>(null)

  const steps: PhaseStep[] = (card.data?.phases ?? []).map(phase => {
    const record = guest?.phases.find(p => p.phase_id === phase._id)
    const status = saved[phase._id]?.status ?? (guest ? phaseStatus(guest, phase._id) : 0)
    const updated = saved[phase._id]?.updated ?? record?.updated
    return {
      id: phase._id,
      title: localize(phase.title, language.language),
      status,
      badge: statusBadge(t, status),
      receivedAt: status === 1 && updated ? t('reception.guest.receivedAt', { time: formatDateTime(updated, timezone) }) : '',
      hasForm: Boolean(record?.form && Object.keys(record.form).length),
      current: phase._id === currentPhaseId,
    }
  }).sort((a, b) => Number(b.current) - Number(a.current))

  const confirm = async () => {
    const step = steps.find(s => s.id === asking)
    if (!step || !guest) return
    setAsking(null)
    setSaving(step.id)
    setSaveError(null)
    try {
      const record = await setGuestPhase(guest._id, step.id, { status: toggledReception(step.status) })
      setSaved(s => ({ ...s, [step.id]: { status: record.status, updated: record.updated } }))
    } catch (error) {
      setSaveError({ phaseId: step.id, message: t('reception.guest.saveFailed', { reason: errorText(error) }) })
    } finally {
      setSaving(null)
    }
  }

  return {
    t,
    meetingId,
    /** The guest's own meeting, which the frame then shows (the declaration's meetingId). */
    guestMeetingId: guest?.meeting_id,
    status: card.status === 'ready' && !guest ? ('missing' as const) : card.status,
    error: card.error,
    retry: card.retry,
    guest,
    steps,
    asking,
    question: (step: PhaseStep) => t(receptionConfirmKey(step.status), { name: guest?.name ?? '', phase: step.title }),
    ask: (phaseId: string) => { setSaveError(null); setAsking(phaseId) },
    cancel: () => setAsking(null),
    confirm: () => { void confirm() },
    saving,
    saveError,
    openForm: (phaseId: string) => { void navigateTo('receptionPhaseForm', { guest_id: guestId, phase_id: phaseId, meeting_id: meetingId }) },
  }
}

export type ReceptionStaffGuestData = ReturnType<typeof useReceptionStaffGuest>
