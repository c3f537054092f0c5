import { defineScreen } from '@/components/screen/defineScreen'
import type { PersonalDemandsData } from '@/pages/demand/list/DemandPagesView'
import { useMyDemands } from './useMyDemands'
import { MyDemandsView } from './View'

/** /my/demand (optional meeting_id): my demand posts with their states, newest first; each opens its detail. */
export default defineScreen<'myDemand', PersonalDemandsData>({
  use: ({ query }) => useMyDemands(query),
  view: MyDemandsView,
})
