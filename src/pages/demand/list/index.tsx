import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandList, type DemandListData } from './useDemandList'
import { DemandListView } from './DemandListView'

/** /demand/list and /cooperation (optional meeting_id, category): the meeting's demand board. */
export default defineScreen<'demandList' | 'cooperation', DemandListData>({
  use: ({ query, meeting }) => useDemandList(query, meeting),
  view: DemandListView,
})
