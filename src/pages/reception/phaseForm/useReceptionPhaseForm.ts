import type { ReceptionGuestView, ReceptionPhaseView } from '@/api/reception'
import { receptionGuest, receptionPhases } from '@/api/reception'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import type { RoutePathParams } from '@/router/routes'
import { useStores } from '@/stores'
import { isNotFound } from '../receptionText'

/** One recorded answer as it reads: lists joined, numbers as written. */
function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ')
  return value === null || value === undefined ? '' : String(value)
}

/** What was recorded for a guest in one phase (staff). */
export function useReceptionPhaseForm(params: RoutePathParams<'receptionPhaseForm'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const guestId = params.guest_id || ''
  const phaseId = params.phase_id || ''
  const remote = useRemote<{ guest: ReceptionGuestView | null; phases: ReceptionPhaseView[] }>(async () => {
    try {
      const guest = await receptionGuest(guestId)
      return { guest, phases: await receptionPhases(guest.meeting_id) }
    } catch (error) {
      if (isNotFound(error)) return { guest: null, phases: [] }
      throw error
    }
  }, [guestId])
  const guest = remote.data?.guest ?? undefined
  const { id: meetingId } = meeting
  const phase = remote.data?.phases.find(p => p._id === phaseId)
  const form = guest?.phases.find(p => p.phase_id === phaseId)?.form ?? {}

  return {
    t,
    meetingId,
    /** The guest's own meeting, which the frame then shows (the declaration's meetingId). */
    guestMeetingId: guest?.meeting_id,
    status: remote.status === 'ready' && !guest ? ('missing' as const) : remote.status,
    error: remote.error,
    retry: remote.retry,
    guestName: guest?.name ?? '',
    phaseTitle: phase ? localize(phase.title, language.language) : '',
    answers: Object.entries(form).map(([key, value]) => ({ key, value: answerText(value) })).filter(a => a.value),
    back: () => { void navigateTo('receptionStaffGuest', { guest_id: guestId, meeting_id: meetingId, phase_id: phaseId }) },
  }
}

export type ReceptionPhaseFormData = ReturnType<typeof useReceptionPhaseForm>
