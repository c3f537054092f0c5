import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { CheckinDesk } from './CheckinDesk'
import { useReceptionCheckin, type ReceptionCheckinData } from './useReceptionCheckin'

/** /meeting/reception/staff/checkin: the staff desk's ticket check-in. */
export default defineScreen<'receptionCheckin', ReceptionCheckinData>({
  use: ({ meeting }) => useReceptionCheckin(meeting),
  view: receptionView(CheckinDesk),
  state: receptionState,
})
