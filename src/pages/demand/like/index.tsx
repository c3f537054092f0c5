import { PersonalDemandList, type PersonalDemandsData } from '@/components/DemandCardList'
import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandLikes } from './useDemandLikes'
import '../list/demand.scss'

/** /demand/like (optional meeting_id): the demands I liked in the meeting. */
export default defineScreen<'demandLike', PersonalDemandsData>({
  use: ({ meeting }) => useDemandLikes(meeting),
  view: PersonalDemandList,
})
