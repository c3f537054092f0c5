import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandSearch, type DemandSearchData } from './useDemandSearch'
import { DemandSearchView } from './DemandSearchView'

/** /demand/search (optional meeting_id, keyword): the meeting's demands holding a keyword. */
export default defineScreen<'demandSearch', DemandSearchData>({
  use: ({ query, meeting }) => useDemandSearch(query, meeting),
  view: DemandSearchView,
})
