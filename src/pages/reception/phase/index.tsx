import { defineScreen } from '@/components/screen/defineScreen'
import { receptionView } from '../ReceptionView'
import { PhaseGuests } from './PhaseGuests'
import { useReceptionPhase, type ReceptionPhaseData } from './useReceptionPhase'

/** /meeting/reception/phases/:phase_id: a phase's guests for staff, titled by the phase. */
export default defineScreen<'receptionPhase', ReceptionPhaseData>({
  use: ({ params, meeting }) => useReceptionPhase(params, meeting),
  view: receptionView(PhaseGuests),
  title: data => data.phaseTitle,
  state: data => (data.phaseStatus === 'loading' || data.phaseStatus === 'failed'
    ? { status: data.phaseStatus, message: data.phaseError, retry: data.retryPhase }
    : { status: 'ready' }),
})
