import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { GuestRecords } from './GuestRecords'
import { useReceptionGuestList, type ReceptionGuestListData } from './useReceptionGuestList'

/** /meeting/reception/guest/list: my guest records in the meeting. */
export default defineScreen<'receptionGuestList', ReceptionGuestListData>({
  use: ({ meeting }) => useReceptionGuestList(meeting),
  view: receptionView(GuestRecords),
  state: receptionState,
})
