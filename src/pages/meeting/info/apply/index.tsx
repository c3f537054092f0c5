import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingApply, type MeetingApplyData } from './useMeetingApply'
import { MeetingApplyView } from './View'

/** /meeting/apply (signed in): apply to exhibit, then the application's state (changeable until approved). */
export default defineScreen<'meetingApply', MeetingApplyData>({
  use: ({ meeting }) => useMeetingApply(meeting),
  view: MeetingApplyView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
