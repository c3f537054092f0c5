import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingBranch, type MeetingBranchData } from './useMeetingBranch'
import { MeetingBranchView } from './View'

/** /meeting/branch: the meeting's branch venues / sub-forums with their time, place, cover and session. */
export default defineScreen<'meetingBranch', MeetingBranchData>({
  use: ({ meeting }) => useMeetingBranch(meeting),
  view: MeetingBranchView,
})
