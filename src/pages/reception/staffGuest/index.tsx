import { defineScreen } from '@/components/screen/defineScreen'
import { receptionState, receptionView } from '../ReceptionView'
import { GuestCheckIn } from './GuestCheckIn'
import { useReceptionStaffGuest, type ReceptionStaffGuestData } from './useReceptionStaffGuest'

/** /meeting/reception/staff/guests/:guest_id: the guest card for staff, with check-in per phase. */
export default defineScreen<'receptionStaffGuest', ReceptionStaffGuestData>({
  use: ({ params, query, meeting }) => useReceptionStaffGuest(params, query, meeting),
  view: receptionView(GuestCheckIn),
  state: receptionState,
  // The guest's own meeting, whatever the address says.
  meetingId: (_, data) => data.guestMeetingId,
})
