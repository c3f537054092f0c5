import { defineScreen } from '@/components/screen/defineScreen'
import type { ExhibitorCardData } from '@/components/exhibit/cards'
import { ExhibitorSearchView } from '../../parts/ExhibitSearchView'
import { exhibitorSearch, useExhibitSearch, type ExhibitSearchData } from '../../parts/useExhibitSearch'

/** /exhibit/exhibitor/search (optional keyword): the meeting's exhibitors by company name. */
export default defineScreen<'exhibitorSearch', ExhibitSearchData<ExhibitorCardData>>({
  use: ({ query, meeting }) => useExhibitSearch(query, meeting, exhibitorSearch),
  view: ExhibitorSearchView,
})
