import { defineScreen } from '@/components/screen/defineScreen'
import { PersonalDemandList, type PersonalDemandsData } from '@/components/DemandCardList'
import { useMyDemands } from './useMyDemands'

/** /my/demand (optional meeting_id): my demand posts with their states, newest first; each opens its detail. */
export default defineScreen<'myDemand', PersonalDemandsData>({
  use: ({ meeting }) => useMyDemands(meeting),
  view: PersonalDemandList,
})
