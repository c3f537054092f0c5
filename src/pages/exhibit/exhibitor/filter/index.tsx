import { defineScreen } from '@/components/screen/defineScreen'
import { ExhibitorFilterView } from './View'
import { useExhibitorFilter, type ExhibitorFilterData } from './useExhibitorFilter'

/** /exhibit/exhibitor/filter: exhibitors by category, hall, industry and tag, with counts and a shareable address. */
export default defineScreen<'exhibitorFilter', ExhibitorFilterData>({
  use: ({ query, meeting }) => useExhibitorFilter(query, meeting),
  view: ExhibitorFilterView,
})
