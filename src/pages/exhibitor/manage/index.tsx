import { defineScreen } from '@/components/screen/defineScreen'
import { useExhibitorManage, type ExhibitorManageData } from './useExhibitorManage'
import { ExhibitorManageView, exhibitorManageState } from './View'

/** /meeting/exhibitor/manage: the bound exhibitor edits its company and products; others get the bind entry. */
export default defineScreen<'exhibitorManage', ExhibitorManageData>({
  use: ({ meeting }) => useExhibitorManage(meeting),
  view: ExhibitorManageView,
  // The company's name once the account is read.
  title: data => data.bound.company,
  state: exhibitorManageState,
  meetingId: (_, data) => data.bound.meetingId,
})
