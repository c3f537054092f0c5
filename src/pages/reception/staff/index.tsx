import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { StaffDesk } from './StaffDesk'
import { useReceptionStaff, type ReceptionStaffData } from './useReceptionStaff'

/** /meeting/reception/staff: the reception staff desk of the meeting. */
export default defineScreen<'receptionStaff', ReceptionStaffData>({
  use: ({ meeting }) => useReceptionStaff(meeting),
  view: receptionView(StaffDesk),
  state: receptionState,
})
