import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { GuestRecord } from '../guest/GuestRecord'
import { useReceptionGuest, type ReceptionGuestData } from '../guest/useReceptionGuest'

/** /meeting/reception/guest/:guestId: one of my guest records. */
export default defineScreen<'receptionGuestDetail', ReceptionGuestData>({
  use: ({ params, meeting }) => useReceptionGuest(params, meeting),
  view: receptionView(GuestRecord),
  state: receptionState,
})
