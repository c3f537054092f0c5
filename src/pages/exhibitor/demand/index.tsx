import { defineScreen } from '@/components/screen/defineScreen'
import { ExhibitorDemandsView, exhibitorDemandsState } from './View'
import { useExhibitorDemands, type ExhibitorDemandsData } from './useExhibitorDemands'

/** /meeting/exhibitor/demand: the bound exhibitor's demand posts (open / closed), post and close. */
export default defineScreen<'exhibitorDemand', ExhibitorDemandsData>({
  use: ({ query, meeting }) => useExhibitorDemands(query, meeting),
  view: ExhibitorDemandsView,
  state: exhibitorDemandsState,
  meetingId: (_, data) => data.bound.meetingId,
})
