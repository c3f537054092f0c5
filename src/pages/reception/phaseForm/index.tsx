import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { PhaseAnswers } from './PhaseAnswers'
import { useReceptionPhaseForm, type ReceptionPhaseFormData } from './useReceptionPhaseForm'

/** /meeting/reception/guests/:guest_id/phases/:phase_id/form: what was recorded for a guest in one phase (staff). */
export default defineScreen<'receptionPhaseForm', ReceptionPhaseFormData>({
  use: ({ params, meeting }) => useReceptionPhaseForm(params, meeting),
  view: receptionView(PhaseAnswers),
  state: receptionState,
  // The guest's own meeting, whatever the address says.
  meetingId: (_, data) => data.guestMeetingId,
})
