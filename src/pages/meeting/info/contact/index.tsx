import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingContact, type MeetingContactData } from './useMeetingContact'
import { MeetingContactView } from './View'

/** /meeting/contact: the organiser's contacts by purpose, and the venue with its address, directions and plan. */
export default defineScreen<'meetingContact', MeetingContactData>({
  use: ({ meeting }) => useMeetingContact(meeting),
  view: MeetingContactView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
