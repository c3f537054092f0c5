import { defineScreen } from '@/components/screen/defineScreen'
import { receptionView } from '../ReceptionView'
import { QueryResults } from './QueryResults'
import { useQueryResults, type QueryResultsData } from './useQueryResults'

/**
 * /meeting/reception/query/guest/results (all found) and …/results/:guestId (one of them): one screen for both
 * routes; the frame titles each by its own route.
 */
export default defineScreen<'receptionQueryResults' | 'receptionQueryResult', QueryResultsData>({
  use: ({ params, meeting }) => useQueryResults(params, meeting),
  view: receptionView(QueryResults),
})
