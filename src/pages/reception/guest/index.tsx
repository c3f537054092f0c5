import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { GuestRecord } from './GuestRecord'
import { useReceptionGuest, type ReceptionGuestData } from './useReceptionGuest'

/** /meeting/reception/guest: my own guest record in the meeting. */
export default defineScreen<'receptionGuest', ReceptionGuestData>({
  use: ({ meeting }) => useReceptionGuest({}, meeting),
  view: receptionView(GuestRecord),
  state: receptionState,
})
